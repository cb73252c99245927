/**
 * A market with a known price law, for tests and benchmarks: log price = log new price − 0.12 per
 * year − 0.1 in the first year − 0.25 per 100,000 km, + 0.15 for a diesel, + noise. Seeded, so a
 * failing test fails the same way every time.
 */
import type { MarketListing } from '../types';

export interface SyntheticModel {
  brand: string;
  model: string;
  bodyType: MarketListing['bodyType'];
  newPrice: number;
  powerKw: number;
}

export const SYNTHETIC_MODELS: readonly SyntheticModel[] = [
  { brand: 'Volkswagen', model: 'Golf', bodyType: 'hatchback', newPrice: 32_000, powerKw: 110 },
  { brand: 'Volkswagen', model: 'Polo', bodyType: 'hatchback', newPrice: 24_000, powerKw: 70 },
  { brand: 'Volkswagen', model: 'Passat', bodyType: 'stationwagen', newPrice: 45_000, powerKw: 110 },
  { brand: 'Kia', model: 'Picanto', bodyType: 'hatchback', newPrice: 17_000, powerKw: 49 },
  { brand: 'Kia', model: 'Niro', bodyType: 'suvTerreinwagen', newPrice: 38_000, powerKw: 104 },
  { brand: 'Volvo', model: 'XC60', bodyType: 'suvTerreinwagen', newPrice: 62_000, powerKw: 145 },
];

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Standard normal noise from two uniform draws (Box–Muller). */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(Math.max(random(), 1e-12))) * Math.cos(2 * Math.PI * random());
}

export function syntheticPrice(model: SyntheticModel, ageYears: number, mileage: number, diesel: boolean): number {
  const log = Math.log(model.newPrice * 100) - 0.12 * ageYears - 0.1 * Math.min(ageYears, 1) - 0.25 * (mileage / 100_000) + (diesel ? 0.15 : 0);
  return Math.exp(log);
}

export function syntheticMarket(options: { perModel: number | readonly number[]; now: Date; noise?: number; seed?: number; startId?: number }): MarketListing[] {
  const random = seededRandom(options.seed ?? 7);
  const listings: MarketListing[] = [];
  let id = options.startId ?? 1;
  SYNTHETIC_MODELS.forEach((model, index) => {
    const count = typeof options.perModel === 'number' ? options.perModel : (options.perModel[index] ?? 0);
    for (let i = 0; i < count; i++) {
      const ageMonths = 6 + Math.floor(random() * 120);
      const ageYears = ageMonths / 12;
      const mileage = Math.round(ageYears * (8_000 + random() * 14_000));
      const diesel = random() < 0.3;
      const price = syntheticPrice(model, ageYears, mileage, diesel) * Math.exp((options.noise ?? 0.05) * gaussian(random));
      const date = new Date(Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth() - ageMonths, 1));
      listings.push({
        id: id++,
        mobilityType: 'car',
        kind: 'personenwagen',
        brand: model.brand,
        model: model.model,
        bodyType: model.bodyType,
        fuel: diesel ? 'diesel' : 'benzine',
        transmission: random() < 0.5 ? 'automatisch' : 'handgeschakeld',
        powerKw: model.powerKw,
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        mileage,
        price: Math.round(price),
      });
    }
  });
  return listings;
}
