import { describe, expect, it } from 'vitest';
import { haversineKm, locatePostcode } from '@/lib/geo/coordinates';
import { dealersNear, openingToday, parsePostcodeQuery, parseRadius, NEAREST_FALLBACK } from './dealer-ranking';

const utrecht = { latitude: 52.0907, longitude: 5.1214 };
const dealer = (id: number, latitude: number, longitude: number) => ({ id, name: `Dealer ${id}`, city: 'Plaats', email: `d${id}@example.nl`, latitude, longitude });
// About 3, 8, 20, 34 (Amsterdam), 48 (Rotterdam) and 159 km (Groningen) from Utrecht.
const candidates = [
  dealer(6, 53.2194, 6.5665),
  dealer(5, 51.9244, 4.4777),
  dealer(4, 52.3676, 4.9041),
  dealer(3, 52.27, 5.16),
  dealer(2, 52.16, 5.12),
  dealer(1, 52.117, 5.12),
  dealer(7, 52.117, 5.12),
];

describe('dealers near a postcode', () => {
  it('lists the dealers within the radius nearest first, a tie to the lower id, with whole kilometres', () => {
    const near = dealersNear(candidates, utrecht, 10);
    expect(near.shownKm).toBe(10);
    expect(near.dealers.map((d) => d.id)).toEqual([1, 7, 2]);
    expect(near.dealers[0]?.distanceKm).toBe(Math.round(haversineKm(utrecht, candidates[5] ?? utrecht)));
    expect(dealersNear(candidates, utrecht, 25).dealers.map((d) => d.id)).toEqual([1, 7, 2, 3]);
    expect(dealersNear(candidates, utrecht, 50).dealers.map((d) => d.id)).toEqual([1, 7, 2, 3, 4, 5]);
  });

  it('widens to the next radius that holds a dealer when the asked one holds none, and says which', () => {
    const far = [dealer(4, 52.3676, 4.9041), dealer(6, 53.2194, 6.5665)];
    const near = dealersNear(far, utrecht, 10);
    expect(near.requestedKm).toBe(10);
    expect(near.shownKm).toBe(50);
    expect(near.dealers.map((d) => d.id)).toEqual([4]);
  });

  it('shows the nearest few anywhere when nobody lies within 100 km, and nothing only without candidates', () => {
    const farAway = [dealer(6, 53.2194, 6.5665), dealer(8, 53.3, 6.6), dealer(9, 53.35, 6.7), dealer(10, 53.4, 6.8)];
    const fallback = dealersNear(farAway, { latitude: 50.85, longitude: 5.69 }, 25);
    expect(fallback.shownKm).toBeNull();
    expect(fallback.dealers).toHaveLength(NEAREST_FALLBACK);
    expect(fallback.dealers.map((d) => d.id)).toEqual([6, 8, 9]);
    expect(dealersNear([], utrecht, 25).dealers).toEqual([]);
  });

  it('caps the list', () => {
    const many = Array.from({ length: 30 }, (_, index) => dealer(index + 1, 52.09 + index * 0.001, 5.12));
    expect(dealersNear(many, utrecht, 10, 12).dealers).toHaveLength(12);
  });
});

describe('the postcode query', () => {
  it('reads a postcode with or without letters and a radius from the steps', () => {
    const located = parsePostcodeQuery({ postcode: ' 3511ab ', straal: '50' });
    expect(located).toMatchObject({ kind: 'located', postcode: '3511 AB', radiusKm: 50 });
    if (located.kind === 'located') expect(haversineKm(located.point, locatePostcode('3511') ?? utrecht)).toBe(0);
    expect(parsePostcodeQuery({ postcode: '9711' })).toMatchObject({ kind: 'located', postcode: '9711', radiusKm: 25 });
  });

  it('tells a missing postcode from a wrong one, and falls back to 25 km for an unknown radius', () => {
    expect(parsePostcodeQuery({})).toEqual({ kind: 'empty' });
    expect(parsePostcodeQuery({ postcode: '   ' })).toEqual({ kind: 'empty' });
    expect(parsePostcodeQuery({ postcode: '0123 AB' })).toEqual({ kind: 'invalid', input: '0123 AB' });
    expect(parsePostcodeQuery({ postcode: 'Utrecht' })).toEqual({ kind: 'invalid', input: 'Utrecht' });
    expect(parsePostcodeQuery({ postcode: ['3511', '1012'] })).toEqual({ kind: 'empty' });
    expect(parseRadius('7')).toBe(25);
    expect(parseRadius(undefined)).toBe(25);
    expect(parseRadius('100')).toBe(100);
  });
});

describe('a dealer row', () => {
  const hours = [
    { day: 0, open: '13:00', close: '18:00' },
    { day: 2, open: '13:30', close: '18:00' },
    { day: 2, open: '09:00', close: '12:30' },
  ];

  it('gives today’s opening hours in Dutch time, or null on a closed day', () => {
    // Monday 2026-11-23 23:30 UTC is already Tuesday 00:30 in Amsterdam: closed.
    expect(openingToday(hours, new Date('2026-11-23T12:00:00Z'))).toBe('13:00–18:00');
    expect(openingToday(hours, new Date('2026-11-23T23:30:00Z'))).toBeNull();
    expect(openingToday(hours, new Date('2026-11-25T10:00:00Z'))).toBe('09:00–12:30, 13:30–18:00');
  });
});
