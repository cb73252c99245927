import { describe, expect, it } from 'vitest';
import { certaintiesFor, checklistFor, hasBrandWarranty, hasFactoryWarranty, minimumBovagWarranty, offeredBovagWarranty, qualifiesForExchange, warrantyTypesFor, type VehicleFacts } from './bovag-rules';

const car = (overrides: Partial<VehicleFacts> = {}): VehicleFacts => ({
  mobilityType: 'car',
  kind: 'personenwagen',
  condition: 'occasion',
  priceEuros: 12_950,
  catalogueValueEuros: 30_000,
  ageMonths: 60,
  mileage: 80_000,
  ...overrides,
});

describe('BOVAG Garantie minimum', () => {
  it('gives a used car from € 4.500 at least 6 months', () => {
    expect(minimumBovagWarranty(car({ priceEuros: 4500, catalogueValueEuros: 40_000 }))).toBe(6);
    expect(minimumBovagWarranty(car({ priceEuros: 4499, catalogueValueEuros: 40_000 }))).toBe(0);
  });

  it('also covers a cheaper car worth more than 35 % of its catalogue value', () => {
    expect(minimumBovagWarranty(car({ priceEuros: 4000, catalogueValueEuros: 11_000 }))).toBe(6);
    expect(minimumBovagWarranty(car({ priceEuros: 3800, catalogueValueEuros: 11_000 }))).toBe(0);
  });

  it('leaves commercial vehicles (business buyers) and new vehicles to other terms', () => {
    expect(minimumBovagWarranty(car({ kind: 'bedrijfswagen', priceEuros: 20_000 }))).toBe(0);
    expect(minimumBovagWarranty(car({ condition: 'nieuw', priceEuros: 30_000 }))).toBe(0);
  });

  it('gives caravans from € 3.500 and folding trailers from € 2.000 twelve months', () => {
    const camping = (kind: VehicleFacts['kind'], priceEuros: number) => minimumBovagWarranty(car({ mobilityType: 'caramper', kind, priceEuros }));
    expect(camping('caravan', 3500)).toBe(12);
    expect(camping('caravan', 3499)).toBe(0);
    expect(camping('vouwwagen', 2000)).toBe(12);
    expect(camping('vouwwagen', 1999)).toBe(0);
  });

  it('gives campers from € 12.500 six months', () => {
    expect(minimumBovagWarranty(car({ mobilityType: 'caramper', kind: 'camper', priceEuros: 12_500 }))).toBe(6);
    expect(minimumBovagWarranty(car({ mobilityType: 'caramper', kind: 'camper', priceEuros: 12_499 }))).toBe(0);
  });

  it('gives motorcycles from € 2.500 twelve months and used bicycles six or twelve', () => {
    expect(minimumBovagWarranty(car({ mobilityType: 'motor', kind: 'motor', priceEuros: 2500 }))).toBe(12);
    expect(minimumBovagWarranty(car({ mobilityType: 'motor', kind: 'motor', priceEuros: 2499 }))).toBe(0);
    expect(minimumBovagWarranty(car({ mobilityType: 'bicycle', kind: 'fiets', priceEuros: 300 }))).toBe(6);
    expect(minimumBovagWarranty(car({ mobilityType: 'bicycle', kind: 'ebike', priceEuros: 1000 }))).toBe(12);
    expect(minimumBovagWarranty(car({ mobilityType: 'bicycle', kind: 'ebike', priceEuros: 999 }))).toBe(6);
  });
});

describe('offered BOVAG Garantie', () => {
  it('never offers less than the minimum, whatever the dealer rolls', () => {
    for (const facts of [car(), car({ ageMonths: 12, mileage: 10_000 }), car({ mobilityType: 'caramper', kind: 'caravan', priceEuros: 9000 })]) {
      for (let roll = 0; roll < 1; roll += 0.05) expect(offeredBovagWarranty(facts, roll)).toBeGreaterThanOrEqual(minimumBovagWarranty(facts));
    }
  });

  it('gives young cars 12 or 24 months more often', () => {
    expect(offeredBovagWarranty(car({ ageMonths: 20, mileage: 30_000 }), 0.1)).toBe(24);
    expect(offeredBovagWarranty(car({ ageMonths: 20, mileage: 30_000 }), 0.6)).toBe(12);
    expect(offeredBovagWarranty(car({ ageMonths: 130 }), 0.1)).toBe(6);
    expect(offeredBovagWarranty(car({ priceEuros: 2000, catalogueValueEuros: 20_000 }), 0.1)).toBe(0);
  });
});

describe('warranty types', () => {
  it('lists BOVAG first, then factory and brand warranty', () => {
    const young = car({ ageMonths: 20, mileage: 25_000 });
    expect(warrantyTypesFor(young, 24, { factoryWarrantyYears: 7, brandDealer: true })).toEqual(['bovag24maanden', 'fabrieksgarantie', 'merkgarantie']);
    expect(warrantyTypesFor(car({ ageMonths: 30, mileage: 40_000 }), 12, { factoryWarrantyYears: 2, brandDealer: false })).toEqual(['bovag12maanden']);
  });

  it('keeps factory warranty for young vehicles within the make’s term and 150,000 km', () => {
    expect(hasFactoryWarranty(car({ ageMonths: 80, mileage: 90_000 }), { factoryWarrantyYears: 7, brandDealer: false })).toBe(true);
    expect(hasFactoryWarranty(car({ ageMonths: 80, mileage: 160_000 }), { factoryWarrantyYears: 7, brandDealer: false })).toBe(false);
    expect(hasFactoryWarranty(car({ ageMonths: 30 }), { factoryWarrantyYears: 2, brandDealer: false })).toBe(false);
    expect(hasFactoryWarranty(car({ condition: 'nieuw', ageMonths: 0 }), { factoryWarrantyYears: 2, brandDealer: false })).toBe(true);
  });

  it('gives brand warranty only at the make’s own dealer, on used cars and motorcycles up to 8 years', () => {
    expect(hasBrandWarranty(car({ ageMonths: 90 }), { factoryWarrantyYears: 2, brandDealer: true })).toBe(true);
    expect(hasBrandWarranty(car({ ageMonths: 100 }), { factoryWarrantyYears: 2, brandDealer: true })).toBe(false);
    expect(hasBrandWarranty(car(), { factoryWarrantyYears: 2, brandDealer: false })).toBe(false);
  });
});

describe('certainties', () => {
  it('picks the point check per kind: 40 for cars, motorcycles and bicycles, 70 caravans, 30 campers, 35 folding trailers', () => {
    expect(checklistFor('personenwagen')).toBe('puntencheck40');
    expect(checklistFor('motor')).toBe('puntencheck40');
    expect(checklistFor('ebike')).toBe('puntencheck40');
    expect(checklistFor('caravan')).toBe('puntencheck70');
    expect(checklistFor('camper')).toBe('puntencheck30');
    expect(checklistFor('vouwwagen')).toBe('puntencheck35');
  });

  it('gives a BOVAG car the point check, delivery service, exchange guarantee and the matching warranty', () => {
    expect(certaintiesFor(car(), { bovagMonths: 12, fullyServiced: true, recentlyServiced: false })).toEqual(['puntencheck40', 'afleverbeurt', 'omruilgarantie', 'volledigOnderhouden', 'garantie12maanden']);
  });

  it('gives a car without BOVAG Garantie no exchange guarantee and no warranty certainty', () => {
    const certainties = certaintiesFor(car({ priceEuros: 2500, catalogueValueEuros: 20_000 }), { bovagMonths: 0, fullyServiced: false, recentlyServiced: false });
    expect(certainties).not.toContain('omruilgarantie');
    expect(certainties.some((c) => c.startsWith('garantie'))).toBe(false);
  });

  it('does not exchange a practically new vehicle', () => {
    expect(qualifiesForExchange(car({ ageMonths: 5, mileage: 400 }))).toBe(false);
    expect(qualifiesForExchange(car({ ageMonths: 5, mileage: 900 }))).toBe(true);
    expect(qualifiesForExchange(car({ condition: 'nieuw' }))).toBe(false);
  });

  it('gives camping vehicles the maintenance service instead of a delivery service', () => {
    const caravan = car({ mobilityType: 'caramper', kind: 'caravan', priceEuros: 14_950 });
    expect(certaintiesFor(caravan, { bovagMonths: 12, fullyServiced: false, recentlyServiced: true })).toEqual(['puntencheck70', 'onderhoudshistorie', 'garantie12maanden']);
  });
});
