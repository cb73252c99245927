/**
 * Issue 49: every step a range select offers shows the count that choosing it gives. Checked
 * against the engine itself over listings that sit on the steps, between them and past them.
 */
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '@/search-engine/engine';
import { BUCKETED_RANGE_KEYS, type BucketedRangeKey } from '@/search-engine/buckets';
import type { SearchDocument } from '@/search-engine/document';
import { FIXTURE_NOW, listing, request } from '@/search-engine/testing/fixtures';
import { rangeOptions } from './range-options';

/** A fixed sequence (mulberry32), so a failure names the same listings each run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const next = random(49);
const pick = <T,>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;

// Values on the panel's steps (15.000 euro, 3.500 kg, 5 doors, 6 cylinders, 150 euro a month …) and beside them.
const car = (): SearchDocument =>
  listing({
    price: pick([1_500_000, 1_499_900, 1_500_100, 1_250_000, 2_000_000, 7_500_000, 9_000_000, 50_000]),
    year: pick([2017, 2018, 2019, 2024, 1985]),
    mileage: pick([100_000, 99_999, 100_001, 5_000, 250_000, 300_000]),
    powerKw: pick([55, 74, 110, 150]),
    doors: pick([2, 3, 4, 5, 6]),
    seats: pick([2, 4, 5, 7, 9, 10]),
    cylinders: pick([3, 4, 6, 7, 8, 12]),
    gears: pick([1, 3, 4, 5, 6, 8, 21, 27, 30]),
    leasePrice: pick([null, 50, 99, 150, 151, 199, 750, 900]),
  });
const bicycle = (): SearchDocument =>
  listing({
    mobilityType: 'bicycle',
    kind: 'ebike',
    bodyType: 'stadsfiets',
    fuel: [],
    transmission: null,
    price: pick([150_000, 250_000, 299_900]),
    frameHeight: pick([null, 20, 49, 53, 57, 80, 85]),
    batteryCapacity: pick([null, 300, 400, 500, 625, 1000, 1200]),
    gears: pick([3, 7, 8, 21, 27]),
  });
const camping = (): SearchDocument =>
  listing({
    mobilityType: 'caramper',
    kind: 'camper',
    bodyType: null,
    fuel: [],
    transmission: null,
    berths: pick([null, 2, 4, 6, 10, 12]),
    lengthCm: pick([null, 400, 599, 600, 650, 700, 950]),
    maximumMass: pick([null, 750, 1500, 3000, 3499, 3500, 3850]),
  });

const docs = [...Array.from({ length: 160 }, car), ...Array.from({ length: 80 }, bicycle), ...Array.from({ length: 80 }, camping)];
const engine = SearchEngine.build(docs);
const MOBILITY: Partial<Record<BucketedRangeKey, 'bicycle' | 'caramper'>> = {
  frameHeight: 'bicycle',
  batteryCapacity: 'bicycle',
  berths: 'caramper',
  lengthCm: 'caramper',
  maximumMass: 'caramper',
};

describe('range select counts', () => {
  for (const key of BUCKETED_RANGE_KEYS) {
    for (const end of ['min', 'max'] as const) {
      it(`${key} ${end === 'min' ? 'van' : 'tot en met'}: each step's count is what choosing it gives`, () => {
        const mobilityType = MOBILITY[key] ?? 'car';
        const facets = engine.search(request({ mobilityType }), { now: FIXTURE_NOW }).facets;
        const options = rangeOptions(key, facets?.[key] ?? [], end);
        expect(options.length).toBeGreaterThan(0);
        for (const option of options) {
          const chosen = engine.search(request({ mobilityType, [key]: { [end]: option.value } }), { now: FIXTURE_NOW });
          expect({ value: option.value, count: option.count }).toEqual({ value: option.value, count: chosen.total });
        }
      });
    }
  }
});
