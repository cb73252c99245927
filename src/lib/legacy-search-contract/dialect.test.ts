import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '@/lib/testing/property-runs';
import { searchRequestArbitrary, searchRequestInputArbitrary } from '@/lib/search-request/request-arbitrary';
import { isLegacySearchBody } from './dialect';

describe('telling the old dialect from ours', () => {
  it('knows the old dialect by its keys and values', () => {
    for (const body of [
      { MobilityType: 'motor' },
      { MobilityType: 'auto', InStock: true, ShowCommercialVehicles: true, HideVatExcludedPrices: true },
      { mobilityType: 'auto' },
      { mobilityType: 'fiets', priceFrom: 500 },
      { mobilityType: 'camper' },
      { mobilityType: 'motor', pageNumber: 2 },
      { mobilityType: 'motor', sortOrder: 'prijsOplopend' },
      { mobilityType: 'car', priceFrom: 5000 },
      { mobilityType: 'motor', bodyType: ['Naked'] },
      { mobilityType: 'motor', keywords: 'abs' },
      { inStock: true },
      { EnginePowerFrom: 'EnginePower150' },
    ]) {
      expect(isLegacySearchBody(body), JSON.stringify(body)).toBe(true);
    }
  });

  it('leaves our own bodies to our own answer, and what is no object at all', () => {
    for (const body of [
      {},
      null,
      [],
      'auto',
      { Foo: 1 },
      { mobilityType: 'car', fuel: ['diesel'] },
      { mobilityType: 'motor', brand: ['honda'] },
      { mobilityType: 'motor', bodyType: ['naked'], condition: ['occasion'] },
      { brand: 'BMW', model: 'X5', postalCode: '3511AB', radius: 'ten' },
      { vatDeductible: true, powerKw: { min: 100 }, powerPk: { max: 200 }, doors: { min: 3 }, imported: ['ja'], accessories: ['navigatie'] },
    ]) {
      expect(isLegacySearchBody(body), JSON.stringify(body)).toBe(false);
    }
  });

  // Generating and normalising requests is the slow part; with the other tests beside it on two cores it needs more than 5 s.
  it('never takes a request of ours, raw or normalised, for the old dialect', { timeout: 30_000 }, () => {
    fc.assert(fc.property(searchRequestInputArbitrary, (input) => !isLegacySearchBody(input)), { numRuns: propertyRuns(600) });
    fc.assert(fc.property(searchRequestArbitrary, (request) => !isLegacySearchBody(request)), { numRuns: propertyRuns(600) });
  });
});
