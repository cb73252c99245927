import { describe, expect, it } from 'vitest';
import { MILEAGE_BUCKETS, PRICE_BUCKETS, PRICE_STEPS_EUR, YEAR_BUCKETS, bucketOf, bucketRange, coveredBuckets, displayBucketOfStored, storedBucketOf } from './buckets';
import { addedSinceFirstDay, amsterdamDay, amsterdamOffsetMs } from './dutch-day';
import { radixSortByKey } from './radix';
import { Dictionaries, packCode, unpackCode } from './store';

describe('buckets', () => {
  it('uses the price steps from €500 to €75,000', () => {
    expect(PRICE_STEPS_EUR[0]).toBe(500);
    expect(PRICE_STEPS_EUR.at(-1)).toBe(75000);
  });
  it.each([
    [0, { from: null, to: 500 }],
    [499, { from: null, to: 500 }],
    [500, { from: 500, to: 1000 }],
    [74999, { from: 60000, to: 75000 }],
    [75000, { from: 75000, to: null }],
  ])('€%i falls in %j', (euros, range) => {
    expect(bucketRange(PRICE_BUCKETS, bucketOf(PRICE_BUCKETS, euros))).toEqual(range);
  });
  it('gives no bucket to a missing value, and one bucket per year', () => {
    expect(bucketOf(MILEAGE_BUCKETS, null)).toBe(0);
    expect(bucketRange(YEAR_BUCKETS, bucketOf(YEAR_BUCKETS, 2019))).toEqual({ from: 2019, to: 2020 });
    expect(bucketRange(YEAR_BUCKETS, bucketOf(YEAR_BUCKETS, 1975))).toEqual({ from: null, to: 1990 });
  });
});

describe('stored buckets', () => {
  it('give a step value a bucket of its own and agree with the display buckets', () => {
    for (const cents of [0, 49_999, 50_000, 50_001, 99_999, 100_000, 2_000_000, 2_000_050, 7_500_000, 9_000_000]) {
      expect(displayBucketOfStored(PRICE_BUCKETS, storedBucketOf(PRICE_BUCKETS, cents))).toBe(bucketOf(PRICE_BUCKETS, Math.floor(cents / 100)));
    }
    expect(storedBucketOf(PRICE_BUCKETS, 2_000_000)).not.toBe(storedBucketOf(PRICE_BUCKETS, 2_000_050));
  });

  it('answer a range on step values exactly, inclusive at both ends, and refuse other bounds', () => {
    const covered = coveredBuckets(PRICE_BUCKETS, 5000, 20000);
    if (!covered) throw new Error('expected the steps to be covered');
    const inRange = (cents: number) => covered(storedBucketOf(PRICE_BUCKETS, cents));
    expect([499_999, 500_000, 1_999_999, 2_000_000, 2_000_001].map(inRange)).toEqual([false, true, true, true, false]);
    expect(coveredBuckets(PRICE_BUCKETS, 4999, undefined)).toBeNull();
    expect(coveredBuckets(PRICE_BUCKETS, undefined, 20001)).toBeNull();
    const years = coveredBuckets(YEAR_BUCKETS, 2015, 2020);
    expect(years && [2014, 2015, 2020, 2021].map((year) => years(storedBucketOf(YEAR_BUCKETS, year)))).toEqual([false, true, true, false]);
    expect(coveredBuckets(MILEAGE_BUCKETS, undefined, 100_000)?.(0)).toBe(false);
  });
});

describe('Dutch calendar days', () => {
  it('uses CET in winter and CEST in summer, switching on the last Sundays of March and October', () => {
    expect(amsterdamOffsetMs(Date.UTC(2025, 0, 15))).toBe(3_600_000);
    expect(amsterdamOffsetMs(Date.UTC(2025, 6, 15))).toBe(7_200_000);
    expect(amsterdamOffsetMs(Date.UTC(2025, 2, 30, 0, 59))).toBe(3_600_000);
    expect(amsterdamOffsetMs(Date.UTC(2025, 2, 30, 1, 0))).toBe(7_200_000);
    expect(amsterdamOffsetMs(Date.UTC(2025, 9, 26, 0, 59))).toBe(7_200_000);
    expect(amsterdamOffsetMs(Date.UTC(2025, 9, 26, 1, 0))).toBe(3_600_000);
  });
  it('starts a day at Dutch midnight', () => {
    expect(amsterdamDay(Date.UTC(2025, 5, 14, 22, 0))).toBe(amsterdamDay(Date.UTC(2025, 5, 15, 12, 0)));
    expect(amsterdamDay(Date.UTC(2025, 5, 14, 21, 59))).toBe(amsterdamDay(Date.UTC(2025, 5, 15, 12, 0)) - 1);
    expect(amsterdamDay(Date.UTC(2025, 0, 14, 23, 0))).toBe(amsterdamDay(Date.UTC(2025, 0, 15, 12, 0)));
  });
  it('reaches back 0, 1, 2, 7, 14 and 30 days', () => {
    const now = Date.UTC(2025, 5, 15, 12, 0);
    expect(addedSinceFirstDay('today', now)).toBe(amsterdamDay(now));
    expect(addedSinceFirstDay('oneMonth', now)).toBe(amsterdamDay(now) - 30);
  });
});

describe('radix sort', () => {
  it('sorts by key and keeps the input order among equal keys', () => {
    const rows = Uint32Array.from([0, 1, 2, 3, 4, 5]);
    const keys = [5, 0xffffffff, 5, 0, 70000, 5];
    expect(Array.from(radixSortByKey(rows, (row) => keys[row] ?? 0))).toEqual([3, 0, 2, 5, 4, 1]);
  });
});

describe('listing codes', () => {
  it.each(['ab12cd3', 'zz99zz9', '0000000', 'a1'])('packs %s into a number and back', (code) => {
    expect(unpackCode(packCode(code))).toBe(code);
  });
});

describe('dealer locations', () => {
  it('give each coordinate pair one code, also past the table growing', () => {
    const dictionaries = new Dictionaries();
    const points = Array.from({ length: 5000 }, (_, index) => [50.75 + (index % 100) * 0.027, 3.36 + Math.floor(index / 100) * 0.077] as const);
    const codes = points.map(([latitude, longitude]) => dictionaries.location(latitude, longitude));
    expect(new Set(codes).size).toBe(5000);
    expect(points.map(([latitude, longitude]) => dictionaries.location(latitude, longitude))).toEqual(codes);
    expect(dictionaries.locationLatitude[codes[1234] ?? 0]).toBe(points[1234]?.[0]);
  });
});
