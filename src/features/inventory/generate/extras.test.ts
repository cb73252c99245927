import { describe, expect, it } from 'vitest';
import { listingRecordSchema } from '../import-schema';
import { allInItemsFor, dealerTerms, generateExtras } from './extras';

type Draft = Parameters<typeof allInItemsFor>[0];
const usedPetrolCar: Draft = {
  mobilityType: 'car',
  kind: 'personenwagen',
  condition: 'occasion',
  price: 1_495_000,
  fuelTypes: ['benzine'],
  warrantyTypes: ['bovag12maanden'],
  certainties: ['puntencheck40', 'afleverbeurt', 'garantie12maanden'],
  licensePlate: 'K-123-AB',
  apkUntil: '2027-05-01',
  batteryCapacity: null,
};

describe('all-in items', () => {
  it('cover a used petrol car from delivery service to a full tank', () => {
    expect(allInItemsFor(usedPetrolCar)).toEqual(['rijklaarmaken', 'afleverbeurt', 'apk', 'leges', 'kentekenoverschrijving', 'bovagGarantie', 'volleTank']);
  });

  it('charge the battery of an electric car instead of filling a tank, and both for a plug-in', () => {
    const electric = allInItemsFor({ ...usedPetrolCar, fuelTypes: ['elektriciteit'] });
    expect(electric).toContain('opgeladenAccu');
    expect(electric).not.toContain('volleTank');
    expect(allInItemsFor({ ...usedPetrolCar, fuelTypes: ['hybride', 'elektriciteit'] })).toEqual(expect.arrayContaining(['volleTank', 'opgeladenAccu']));
  });

  it('give a new car plates instead of a transfer, and no BOVAG Garantie it does not have', () => {
    const items = allInItemsFor({ ...usedPetrolCar, condition: 'nieuw', licensePlate: null, apkUntil: null, warrantyTypes: ['fabrieksgarantie'], certainties: ['afleverbeurt'] });
    expect(items).toEqual(['rijklaarmaken', 'afleverbeurt', 'leges', 'kentekenplaten', 'volleTank']);
  });

  it('check gas and damp on a caravan, and register only one with a plate', () => {
    const caravan: Draft = { ...usedPetrolCar, mobilityType: 'caramper', kind: 'caravan', fuelTypes: [], warrantyTypes: [], certainties: [], licensePlate: null, apkUntil: null };
    expect(allInItemsFor(caravan)).toEqual(['rijklaarmaken', 'gaskeuring', 'vochtmeting']);
    expect(allInItemsFor({ ...caravan, licensePlate: 'WX-12-AB' })).toEqual(['rijklaarmaken', 'gaskeuring', 'vochtmeting', 'leges', 'kentekenoverschrijving']);
  });

  it('register a speed pedelec but not an ordinary e-bike', () => {
    const ebike: Draft = { ...usedPetrolCar, mobilityType: 'bicycle', kind: 'ebike', condition: 'nieuw', fuelTypes: [], warrantyTypes: [], certainties: ['afleverbeurt'], licensePlate: null, apkUntil: null, batteryCapacity: 500 };
    expect(allInItemsFor(ebike)).toEqual(['rijklaarmaken', 'afleverbeurt', 'opgeladenAccu']);
    expect(allInItemsFor({ ...ebike, kind: 'highSpeedEbike' })).toEqual(['rijklaarmaken', 'afleverbeurt', 'leges', 'kentekenplaten', 'opgeladenAccu']);
  });
});

describe('extras of a listing', () => {
  it('are the same for the same seed, listing and dealer', () => {
    expect(generateExtras(7, 12, 'D-1', usedPetrolCar)).toEqual(generateExtras(7, 12, 'D-1', usedPetrolCar));
    expect(dealerTerms(7, 'D-1')).toEqual(dealerTerms(7, 'D-1'));
  });

  it('charge every listing of one dealer the same delivery costs', () => {
    const surcharges = new Set<number>();
    for (let index = 0; index < 400; index++) {
      const { allInDeal } = generateExtras(7, index, 'D-1', usedPetrolCar);
      if (allInDeal) surcharges.add(allInDeal.price - usedPetrolCar.price);
    }
    expect(surcharges.size).toBe(1);
    const terms = dealerTerms(7, 'D-1');
    expect([...surcharges][0]).toBe(terms.askingPriceIsAllIn ? 0 : terms.deliveryCosts.car * 100);
  });

  it('pass the import rules for many listings and dealers', () => {
    const base = { ...usedPetrolCar, externalId: 'X-1', usageState: 'gebruikt', title: 'Volkswagen Golf 1.0 TSI', description: 'Nette auto.', photos: ['car-hatchback-zwart-front.webp'], brand: 'Volkswagen', model: 'Golf', bodyType: 'hatchback', colour: 'zwart', colourName: 'Zwart', year: 2020, month: 3, transmission: 'handgeschakeld' };
    for (let index = 0; index < 300; index++) {
      const extras = generateExtras(3, index, `D-${index % 17}`, usedPetrolCar);
      const parsed = listingRecordSchema.safeParse({ ...base, ...extras });
      expect(parsed.success ? '' : parsed.error.message).toBe('');
    }
  });
});
