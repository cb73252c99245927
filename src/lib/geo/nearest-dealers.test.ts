import { describe, expect, it } from 'vitest';
import { locatePostcode } from './coordinates';
import { nearestDealers, type CandidateDealer } from './nearest-dealers';

const dealer = (id: number, city: string, latitude: number, longitude: number): CandidateDealer => ({ id, name: `Dealer ${id}`, city, email: `d${id}@example.nl`, latitude, longitude });

const candidates = [
  dealer(1, 'Groningen', 53.22, 6.57),
  dealer(2, 'Utrecht', 52.09, 5.12),
  dealer(3, 'Amersfoort', 52.16, 5.39),
  dealer(4, 'Maastricht', 50.85, 5.69),
  dealer(5, 'Nieuwegein', 52.03, 5.09),
  dealer(6, 'Zeist', 52.09, 5.23),
  dealer(7, 'Hilversum', 52.22, 5.17),
  dealer(8, 'Utrecht', 52.09, 5.12),
];

describe('the dealers a request goes to', () => {
  it('are the five nearest to the postcode, nearest first, with whole kilometres', () => {
    const utrecht = locatePostcode('3511 AA');
    if (!utrecht) throw new Error('3511 must be located');
    const chosen = nearestDealers(candidates, utrecht, 5);
    expect(chosen.map((d) => d.id)).toEqual([2, 8, 5, 6, 7]);
    expect(chosen.every((d, i) => i === 0 || (chosen[i - 1]?.distanceKm ?? 0) <= d.distanceKm)).toBe(true);
    expect(Number.isInteger(chosen[4]?.distanceKm)).toBe(true);
  });

  it('take all there are when fewer than five sell the type, and none from none', () => {
    const groningen = locatePostcode('9711');
    if (!groningen) throw new Error('9711 must be located');
    expect(nearestDealers(candidates.slice(0, 3), groningen, 5).map((d) => d.id)).toEqual([1, 3, 2]);
    expect(nearestDealers([], groningen, 5)).toEqual([]);
  });

  it('stop at the limit asked for: one is the nearest alone', () => {
    const maastricht = locatePostcode('6211');
    if (!maastricht) throw new Error('6211 must be located');
    expect(nearestDealers(candidates, maastricht, 1).map((d) => d.id)).toEqual([4]);
    expect(nearestDealers(candidates, maastricht, 0)).toEqual([]);
  });
});
