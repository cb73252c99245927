import { describe, expect, it } from 'vitest';
import { dataLayerEntryFor, eventForPage, pageKind } from './track';
import { analyticsProduct } from './product';

const product = analyticsProduct({ id: 9, name: 'Kia Picanto', price: 8950, brand: 'Kia', model: 'Picanto', vehicleType: 'Auto', bodyType: 'hatchback', features: [], fuel: 'benzine', companyId: 3, city: 'Ede' });

describe('page kind', () => {
  it.each([
    ['/auto/aanbod/volkswagen-golf-ab12cd3', 'detail'],
    ['/fiets/aanbod/gazelle-ultimate-1a2b3cd', 'detail'],
    ['/favorieten', 'favourites'],
    ['/favorieten/', 'favourites'],
    ['/auto', 'results'],
    ['/auto/merk-volkswagen', 'results'],
    // Seven characters but only one digit: not a listing code.
    ['/auto/aanbod/volkswagen-golf-abcdef1', 'results'],
    ['/kamperen/camper', 'results'],
    ['/cookie-voorkeuren', null],
    ['/autos', null],
  ] as const)('%s is a %s page', (path, kind) => {
    expect(pageKind(path)).toBe(kind);
  });
});

describe('event per page', () => {
  it('renames phone events for the page they happened on', () => {
    expect(eventForPage('vehicle-details-phone-number-displayed', 'results')).toBe('search-result-phone-number-displayed');
    expect(eventForPage('vehicle-details-phone-dialer-displayed', 'favourites')).toBe('favorite-phone-dialer-displayed');
    expect(eventForPage('search-result-phone-dialer-displayed', 'detail')).toBe('vehicle-details-phone-dialer-displayed');
  });

  it('leaves other events alone', () => {
    expect(eventForPage('favorite-added', 'results')).toBe('favorite-added');
    expect(eventForPage('shared-via-email', 'favourites')).toBe('shared-via-email');
    expect(eventForPage('vehicle-details-phone-number-displayed', null)).toBe('vehicle-details-phone-number-displayed');
  });
});

describe('data-layer entry per web event', () => {
  it('makes a revealed number a checkout step and a dialer a phone-request purchase', () => {
    expect(dataLayerEntryFor('favorite-phone-number-displayed', product, 't')?.event).toBe('checkout');
    expect(dataLayerEntryFor('vehicle-details-phone-dialer-displayed', product, 't')).toMatchObject({ event: 'purchase', ecommerce: { purchase: { actionField: { id: 't' } } } });
  });

  it('has nothing for other events or an unknown product', () => {
    expect(dataLayerEntryFor('shared-on-facebook', product, 't')).toBeNull();
    expect(dataLayerEntryFor('vehicle-details-phone-number-displayed', undefined, 't')).toBeNull();
  });
});
