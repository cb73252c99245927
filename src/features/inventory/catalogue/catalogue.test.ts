import { describe, expect, it } from 'vitest';
import { BICYCLE_BODY_TYPES, CAMPING_BODY_TYPES, CAR_BODY_TYPES, MOTOR_BODY_TYPES } from '@/lib/vehicle/enums';
import { BICYCLE_BRANDS } from './bicycles';
import { ALL_BRANDS, BRAND_ICON_SLUGS, brandIconSlug, brandSlug, CAR_BRANDS } from './brands';
import { CAMPER_BRANDS, CARAVAN_BRANDS, FOLDING_TRAILER_BRANDS } from './camping';
import { MOTOR_BRANDS } from './motorcycles';

describe('vehicle catalogue', () => {
  it('covers all 33 brand icons of the spec under the right mobility type', () => {
    const covered = new Set(ALL_BRANDS.flatMap((brand) => brand.mobilityTypes.map((type) => brandIconSlug(brand.name, type))));
    expect(BRAND_ICON_SLUGS.filter((slug) => !covered.has(slug))).toEqual([]);
    expect(brandIconSlug('Honda', 'motor')).toBe('honda-motorcycle');
    expect(brandIconSlug('Honda', 'car')).toBe('honda');
    expect(brandIconSlug('Suzuki', 'motor')).toBe('suzuki');
    expect(brandIconSlug('Škoda', 'car')).toBeNull();
  });

  it('writes makes as the makers do and slugs them for URLs', () => {
    const names = new Set(ALL_BRANDS.map((brand) => brand.name));
    for (const name of ['Mercedes-Benz', 'Citroën', 'Bürstner', 'Harley-Davidson', 'Riese & Müller', 'Lynk & Co', 'Pössl']) expect(names).toContain(name);
    expect(brandSlug('Citroën')).toBe('citroen');
    expect(brandSlug('Bürstner')).toBe('burstner');
    expect(brandSlug('Riese & Müller')).toBe('riese-muller');
    expect(brandSlug('Mercedes-Benz')).toBe('mercedes-benz');
    expect(new Set(ALL_BRANDS.map((brand) => brand.slug)).size).toBe(ALL_BRANDS.length);
  });

  it('has the other common makes too', () => {
    const names = new Set(ALL_BRANDS.map((brand) => brand.name));
    for (const name of ['Škoda', 'Hyundai', 'SEAT', 'Fiat', 'Mazda', 'MINI', 'Dacia', 'Tesla', 'Polestar', 'CUPRA', 'MG', 'Mitsubishi', 'Alfa Romeo', 'Jeep', 'Land Rover', 'Porsche']) expect(names).toContain(name);
    for (const name of ['Sparta', 'Cube', 'Trek', 'Stromer', 'QWIC', 'Babboe', 'Urban Arrow', 'Cannondale', 'Scott', 'Union']) expect(names).toContain(name);
    for (const name of ['Ducati', 'KTM', 'Triumph', 'Piaggio', 'Vespa', 'Royal Enfield', 'Aprilia', 'Moto Guzzi']) expect(names).toContain(name);
    for (const name of ['Hymer', 'Weinsberg', 'Sunlight', 'Carado', 'Pössl', 'LMC', 'Tabbert', 'Kip', 'Sprite', 'Caravelair', 'Chausson', 'Rapido', 'Karmann', 'Westfalia', 'Trigano', '3DOG', 'Combi-Camp']) expect(names).toContain(name);
  });

  it('only uses body types of the right mobility type and plausible years and prices', () => {
    for (const brand of CAR_BRANDS) {
      for (const model of brand.models) {
        for (const body of model.bodies) expect(CAR_BODY_TYPES).toContain(typeof body === 'string' ? body : body[0]);
        expect(model.years[0]).toBeLessThanOrEqual(model.years[1]);
        expect(model.price).toBeGreaterThan(8000);
        expect(model.engines.length).toBeGreaterThan(0);
        for (const [, fuel, cc, kw, range] of model.engines) {
          expect(kw).toBeGreaterThan(0);
          if (fuel === 'e') expect(cc).toBe(0);
          else expect(cc).toBeGreaterThan(400);
          if (fuel === 'e' || fuel === 'p') expect(range).toBeGreaterThan(0);
        }
      }
    }
    for (const brand of MOTOR_BRANDS) for (const model of brand.models) expect(MOTOR_BODY_TYPES).toContain(model.body);
    for (const brand of BICYCLE_BRANDS) {
      for (const model of brand.models) {
        expect(BICYCLE_BODY_TYPES).toContain(model.body);
        if (model.kind !== 'fiets') expect(model.wh?.every((wh) => wh >= 400 && wh <= 800)).toBe(true);
      }
    }
    for (const brand of [...CARAVAN_BRANDS, ...CAMPER_BRANDS, ...FOLDING_TRAILER_BRANDS]) {
      for (const model of brand.models) {
        expect(CAMPING_BODY_TYPES).toContain(model.body);
        expect(model.emptyMass).toBeLessThan(model.maximumMass);
        if (model.kind === 'camper') expect([3000, 3500, 3850, 3880, 4250]).toContain(model.maximumMass);
      }
    }
  });
});
