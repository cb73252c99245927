import { describe, expect, it } from 'vitest';
import { rangeOptions } from './range-options';

// A scale that stores each step apart: `atFrom` listings cost exactly the bucket's `from`.
const price = [
  { from: null, to: 500, count: 1, atFrom: 0 },
  { from: 500, to: 1000, count: 2, atFrom: 1 },
  { from: 1000, to: 1500, count: 4, atFrom: 0 },
  { from: 75000, to: null, count: 8, atFrom: 3 },
];

describe('rangeOptions', () => {
  it('counts what is left from each lower bound', () => {
    expect(rangeOptions('price', price, 'min')).toEqual([
      { value: 500, count: 14 },
      { value: 1000, count: 12 },
      { value: 75000, count: 8 },
    ]);
  });

  it('counts the buckets below each upper bound and the listings exactly at it', () => {
    expect(rangeOptions('price', price, 'max')).toEqual([
      { value: 500, count: 2 },
      { value: 1000, count: 3 },
      { value: 1500, count: 7 },
      { value: 75000, count: 10 },
    ]);
  });

  it('offers an upper bound only at the last whole unit of a bucket where steps are not stored apart', () => {
    const gears = [
      { from: 1, to: 3, count: 2 },
      { from: 3, to: 5, count: 4 },
      { from: 27, to: null, count: 1 },
    ];
    expect(rangeOptions('gears', gears, 'max')).toEqual([
      { value: 2, count: 2 },
      { value: 4, count: 6 },
    ]);
  });

  it('treats build years as one-year buckets, newest first', () => {
    const years = [
      { from: 2017, to: 2018, count: 3 },
      { from: 2019, to: 2020, count: 5 },
    ];
    expect(rangeOptions('buildYear', years, 'max')).toEqual([
      { value: 2019, count: 8 },
      { value: 2017, count: 3 },
    ]);
    expect(rangeOptions('buildYear', years, 'min')).toEqual([
      { value: 2019, count: 5 },
      { value: 2017, count: 8 },
    ]);
  });

  it('treats frame heights as one-centimetre buckets, smallest first', () => {
    const heights = [
      { from: 49, to: 50, count: 2 },
      { from: 53, to: 54, count: 5 },
      { from: 57, to: 58, count: 1 },
    ];
    expect(rangeOptions('frameHeight', heights, 'min')).toEqual([
      { value: 49, count: 8 },
      { value: 53, count: 6 },
      { value: 57, count: 1 },
    ]);
    expect(rangeOptions('frameHeight', heights, 'max')).toEqual([
      { value: 49, count: 2 },
      { value: 53, count: 7 },
      { value: 57, count: 8 },
    ]);
  });

  it('treats berths as one-berth buckets, fewest first', () => {
    const berths = [
      { from: 2, to: 3, count: 4 },
      { from: 4, to: 5, count: 6 },
    ];
    expect(rangeOptions('berths', berths, 'min')).toEqual([
      { value: 2, count: 10 },
      { value: 4, count: 6 },
    ]);
    expect(rangeOptions('berths', berths, 'max')).toEqual([
      { value: 2, count: 4 },
      { value: 4, count: 10 },
    ]);
  });

  it('keeps a selected bound the buckets do not have', () => {
    expect(rangeOptions('price', price, 'max', 1234)).toContainEqual({ value: 1234, count: null });
    expect(rangeOptions('mileage', [], 'min', 5000)).toEqual([{ value: 5000, count: null }]);
  });
});
