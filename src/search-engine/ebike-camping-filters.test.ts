/**
 * The e-bike battery and motor position and the camping berths, length and maximum mass
 * (decision 033): filters and the facets the panel's steps count from.
 */
import { describe, expect, it } from 'vitest';
import { SearchEngine } from './engine';
import { FIXTURE_NOW, listing, request } from './testing/fixtures';

type Overrides = Parameters<typeof listing>[0];
const ebike = (batteryCapacity: number | null, driveType: 'middenmotor' | 'voorwielmotor' | 'achterwielmotor' | null, overrides: Overrides = {}) =>
  listing({ mobilityType: 'bicycle', kind: 'ebike', bodyType: 'stadsfiets', fuel: [], transmission: null, batteryCapacity, driveType, ...overrides });
const camper = (berths: number | null, lengthCm: number | null, maximumMass: number | null) =>
  listing({ mobilityType: 'caramper', kind: 'caravan', bodyType: null, fuel: [], transmission: null, berths, lengthCm, maximumMass });

const docs = [
  ebike(400, 'voorwielmotor'),
  ebike(500, 'middenmotor'),
  ebike(625, 'middenmotor'),
  ebike(750, 'achterwielmotor'),
  ebike(null, null),
  camper(2, 450, 1000),
  camper(4, 600, 1350),
  camper(4, 650, 1500),
  camper(6, 720, 1800),
  listing(),
];
const engine = SearchEngine.build(docs);
const search = (input: Parameters<typeof request>[0]) => engine.search(request(input), { now: FIXTURE_NOW });
const counts = (buckets: readonly { from: number | null; count: number }[] | undefined) => buckets?.map((bucket) => [bucket.from, bucket.count]);

describe('e-bike battery and motor position', () => {
  it('counts batteries per Wh step and bikes per motor position', () => {
    const facets = search({ mobilityType: 'bicycle' }).facets;
    expect(counts(facets?.batteryCapacity)).toEqual([
      [400, 1],
      [500, 1],
      [600, 1],
      [700, 1],
    ]);
    expect(facets?.driveType).toEqual(
      expect.arrayContaining([
        { value: 'middenmotor', count: 2 },
        { value: 'voorwielmotor', count: 1 },
        { value: 'achterwielmotor', count: 1 },
      ]),
    );
  });

  it('filters the battery inclusively from a step, and its facet ignores its own filter', () => {
    const result = search({ mobilityType: 'bicycle', batteryCapacity: { min: 500 } });
    expect(result.total).toBe(3);
    expect(counts(result.facets?.batteryCapacity)?.length).toBe(4);
    expect(search({ mobilityType: 'bicycle', batteryCapacity: { min: 500, max: 625 } }).total).toBe(2);
  });

  it('filters on the motor position, and its facet still offers the other positions', () => {
    const result = search({ mobilityType: 'bicycle', driveType: ['middenmotor'] });
    expect(result.total).toBe(2);
    expect(result.facets?.driveType).toEqual(expect.arrayContaining([{ value: 'voorwielmotor', count: 1 }]));
    expect(result.facets?.batteryCapacity.map((bucket) => bucket.count)).toEqual([1, 1]);
  });

  it('counts only matches when the motor position and the battery are both set (they share one fail bit)', () => {
    const result = search({ mobilityType: 'bicycle', driveType: ['middenmotor'], batteryCapacity: { min: 600 } });
    expect(result.total).toBe(1);
    expect(result.facets?.driveType.filter((option) => option.count > 0)).toEqual([{ value: 'middenmotor', count: 1 }]);
  });
});

describe('camping berths, length and maximum mass', () => {
  it('counts one bucket per berth, lengths per half metre and masses per step', () => {
    const facets = search({ mobilityType: 'caramper' }).facets;
    expect(counts(facets?.berths)).toEqual([
      [2, 1],
      [4, 2],
      [6, 1],
    ]);
    expect(counts(facets?.lengthCm)).toEqual([
      [400, 1],
      [600, 1],
      [650, 1],
      [700, 1],
    ]);
    expect(counts(facets?.maximumMass)).toEqual([
      [1000, 1],
      [1350, 1],
      [1500, 1],
      [1800, 1],
    ]);
  });

  it('filters at least four berths, up to 6.5 m long and up to 1,500 kg, inclusively', () => {
    expect(search({ mobilityType: 'caramper', berths: { min: 4 } }).total).toBe(3);
    expect(search({ mobilityType: 'caramper', lengthCm: { max: 650 } }).total).toBe(3);
    expect(search({ mobilityType: 'caramper', maximumMass: { max: 1500 } }).total).toBe(3);
    expect(search({ mobilityType: 'caramper', berths: { min: 4 }, lengthCm: { max: 650 }, maximumMass: { max: 1350 } }).total).toBe(1);
  });

  it('answers bounds between steps from the column', () => {
    expect(search({ mobilityType: 'caramper', lengthCm: { min: 640, max: 710 } }).total).toBe(1);
    expect(search({ mobilityType: 'caramper', maximumMass: { min: 1400 } }).total).toBe(2);
  });
});
