import { describe, expect, it } from 'vitest';
import { haversineKm, locatePc4, locatePostcode } from './coordinates';
import { PC4_ANCHORS } from './pc4-anchors';
import { normalisePostcode, postcodeArea } from './postcode';

/** The accuracy the decision record states for the anchor table. */
const TOLERANCE_KM = 15;

describe('postcode normalisation', () => {
  it.each([
    ['3511AB', '3511 AB'],
    ['3511 ab', '3511 AB'],
    [' 3511  Ab ', '3511 AB'],
    ['3511', '3511'],
  ])('%j → %j', (input, expected) => {
    expect(normalisePostcode(input)).toBe(expected);
  });

  it.each(['0123 AB', '999', '12345', '3511 A', '3511 ABC', 'ABCD', '', '35 11'])('rejects %j', (input) => {
    expect(normalisePostcode(input)).toBeNull();
  });

  it('extracts the four-digit area', () => {
    expect(postcodeArea('3511 AB')).toBe(3511);
    expect(postcodeArea('nope')).toBeNull();
  });
});

describe('the anchor table', () => {
  it('is sorted, starts at 1000 and has 250+ places, all inside the Netherlands', () => {
    expect(PC4_ANCHORS.length).toBeGreaterThanOrEqual(250);
    expect(PC4_ANCHORS[0]?.[0]).toBe(1000);
    for (let index = 1; index < PC4_ANCHORS.length; index++) {
      expect((PC4_ANCHORS[index]?.[0] ?? 0) > (PC4_ANCHORS[index - 1]?.[0] ?? 0)).toBe(true);
    }
    for (const [, latitude, longitude] of PC4_ANCHORS) {
      expect(latitude).toBeGreaterThan(50.7);
      expect(latitude).toBeLessThan(53.6);
      expect(longitude).toBeGreaterThan(3.3);
      expect(longitude).toBeLessThan(7.25);
    }
  });

  it('locates every four-digit area from 1000 to 9999', () => {
    for (let pc4 = 1000; pc4 <= 9999; pc4++) expect(locatePc4(pc4)).not.toBeNull();
    expect(locatePc4(999)).toBeNull();
    expect(locatePc4(10000)).toBeNull();
  });
});

describe('known postcodes', () => {
  it.each([
    ['3511', 'Utrecht', 52.09, 5.12],
    ['1012', 'Amsterdam', 52.37, 4.89],
    ['9711', 'Groningen', 53.22, 6.57],
    ['6211', 'Maastricht', 50.85, 5.69],
    ['4331', 'Middelburg', 51.5, 3.61],
    ['7511', 'Enschede', 52.22, 6.89],
    ['1781', 'Den Helder', 52.96, 4.76],
    ['2511', 'Den Haag', 52.08, 4.31],
    ['3011', 'Rotterdam', 51.92, 4.48],
    ['5611', 'Eindhoven', 51.44, 5.48],
    ['8011', 'Zwolle', 52.51, 6.09],
    ['8911', 'Leeuwarden', 53.2, 5.79],
    ['6511', 'Nijmegen', 51.84, 5.86],
    ['6811', 'Arnhem', 51.98, 5.91],
    ['4811', 'Breda', 51.59, 4.78],
    ['5211', "'s-Hertogenbosch", 51.69, 5.3],
    ['3811', 'Amersfoort', 52.16, 5.39],
    ['2011', 'Haarlem', 52.38, 4.64],
    ['7311', 'Apeldoorn', 52.21, 5.97],
    ['9401', 'Assen', 52.99, 6.56],
    ['8232', 'Lelystad', 52.51, 5.47],
    ['5911', 'Venlo', 51.37, 6.17],
  ])('%s lies in %s', (postcode, _place, latitude, longitude) => {
    const location = locatePostcode(postcode);
    expect(location).not.toBeNull();
    if (location) expect(haversineKm(location, { latitude, longitude })).toBeLessThan(TOLERANCE_KM);
  });
});

describe('haversine', () => {
  it('measures Utrecht to Amsterdam as about 35 km and is symmetric', () => {
    const utrecht = { latitude: 52.0907, longitude: 5.1214 };
    const amsterdam = { latitude: 52.3676, longitude: 4.9041 };
    expect(haversineKm(utrecht, amsterdam)).toBeGreaterThan(33);
    expect(haversineKm(utrecht, amsterdam)).toBeLessThan(36);
    expect(haversineKm(amsterdam, utrecht)).toBeCloseTo(haversineKm(utrecht, amsterdam), 9);
    expect(haversineKm(utrecht, utrecht)).toBe(0);
  });
});
