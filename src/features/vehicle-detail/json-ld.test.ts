import { describe, expect, it } from 'vitest';
import { serializeJsonLd, vehicleJsonLd, type JsonLdInput } from './json-ld';

const listing: JsonLdInput['listing'] = {
  mobilityType: 'car',
  title: 'Volkswagen Golf 1.5 TSI Highline',
  description: 'Nette Golf.',
  price: 1_834_500,
  isActive: true,
  condition: 'occasion',
  brand: 'Volkswagen',
  model: 'Golf',
  variant: '1.5 TSI Highline',
  year: 2019,
  month: 3,
  modelYear: null,
  mileage: 84_000,
  mileageUnit: 'kilometer',
  colourName: 'Deep Black Parelmoer',
  bodyType: 'hatchback',
  fuelTypes: ['benzine'],
  transmission: 'handgeschakeld',
  ownerCount: 2,
  engineCapacity: 1498,
  powerKw: 110,
  doors: 5,
  seats: 5,
  code: 'ab12cd3',
};
const dealer: JsonLdInput['dealer'] = { name: 'Autobedrijf Jansen', street: 'Hoofdweg', houseNumber: '12', postalCode: '1234 AB', city: 'Utrecht', phone: '030-1234567', reviewRating: 4.7, reviewCount: 120 };
const base: JsonLdInput = { listing, dealer, url: 'https://example.nl/auto/aanbod/x-ab12cd3', images: ['https://example.nl/media/a.webp'], labels: { bodyType: 'Hatchback', fuel: 'Benzine', transmission: 'Handgeschakeld' } };

describe('vehicleJsonLd', () => {
  it('describes a car with an offer in euros', () => {
    const data = vehicleJsonLd(base);
    expect(data['@type']).toBe('Car');
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: '18345.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' });
    expect(data.mileageFromOdometer).toEqual({ '@type': 'QuantitativeValue', value: 84_000, unitCode: 'KMT' });
    expect(data.dateVehicleFirstRegistered).toBe('2019-03');
    expect(data.numberOfPreviousOwners).toBe(2);
    expect((data.offers as { seller: { aggregateRating: unknown } }).seller.aggregateRating).toMatchObject({ ratingValue: 4.7, bestRating: 5, reviewCount: 120 });
  });
  it('uses Motorcycle and Vehicle for the other types and converts miles', () => {
    expect(vehicleJsonLd({ ...base, listing: { ...listing, mobilityType: 'motor', mileage: 1000, mileageUnit: 'mijl' } })).toMatchObject({
      '@type': 'Motorcycle',
      mileageFromOdometer: { value: 1609 },
    });
    const bike = vehicleJsonLd({ ...base, listing: { ...listing, mobilityType: 'bicycle', mileage: 0, engineCapacity: null, powerKw: null } });
    expect(bike['@type']).toBe('Vehicle');
    expect(bike).not.toHaveProperty('mileageFromOdometer');
    expect(bike).not.toHaveProperty('vehicleEngine');
    expect(bike).not.toHaveProperty('dateVehicleFirstRegistered');
  });
  it('marks a sold listing as sold out and a new one as new', () => {
    const data = vehicleJsonLd({ ...base, listing: { ...listing, isActive: false, condition: 'nieuw' } });
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/SoldOut', itemCondition: 'https://schema.org/NewCondition' });
  });
  it('leaves out absent values instead of writing nulls', () => {
    const data = vehicleJsonLd({ ...base, listing: { ...listing, variant: null, ownerCount: null }, images: [], dealer: { ...dealer, reviewRating: null, reviewCount: 0 } });
    expect(JSON.stringify(data)).not.toContain('null');
    expect(data).not.toHaveProperty('image');
  });
  it('serialises safely inside a script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
