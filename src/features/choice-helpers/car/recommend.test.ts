import { describe, expect, it } from 'vitest';
import { recommend, roomNeeded } from './recommend';
import { carAnswers } from './test-answers';

describe('the car coach\'s recommendation', () => {
  it('advises electric where the car charges at home, at any distance', () => {
    expect(recommend(carAnswers({ charging: 'thuis', kilometres: 'tot-10000' })).fuels[0]).toBe('elektriciteit');
    expect(recommend(carAnswers({ charging: 'thuis', kilometres: '20000-30000', use: 'lang' })).fuels[0]).toBe('elektriciteit');
    expect(recommend(carAnswers({ charging: 'thuis' })).reasons).toContain('electricHome');
  });

  it('advises electric at a public charge point only while the kilometres stay modest', () => {
    expect(recommend(carAnswers({ charging: 'openbaar', kilometres: '10000-20000' })).fuels[0]).toBe('elektriciteit');
    const far = recommend(carAnswers({ charging: 'openbaar', kilometres: '20000-30000' }));
    expect(far.fuels).not.toContain('elektriciteit');
    expect(far.reasons).toContain('publicTooMuch');
    expect(recommend(carAnswers({ charging: 'openbaar', use: 'lang' })).fuels).not.toContain('elektriciteit');
  });

  it('advises a hybrid for city and mixed driving without a charger', () => {
    expect(recommend(carAnswers({ use: 'stad' })).fuels).toEqual(['hybride', 'benzine']);
    expect(recommend(carAnswers({ use: 'gemengd' })).reasons).toContain('hybridNoCharger');
  });

  it('advises diesel only for high kilometres', () => {
    const high = recommend(carAnswers({ kilometres: 'meer-dan-30000', use: 'lang' }));
    expect(high.fuels[0]).toBe('diesel');
    for (const kilometres of ['tot-10000', '10000-20000', '20000-30000'] as const) {
      for (const charging of ['thuis', 'openbaar', 'geen'] as const) {
        for (const use of ['stad', 'gemengd', 'lang'] as const) {
          expect(recommend(carAnswers({ kilometres, charging, use })).fuels).not.toContain('diesel');
        }
      }
    }
  });

  it('keeps petrol for small distances, and behind the rest for a frugal driver', () => {
    expect(recommend(carAnswers({ kilometres: 'tot-10000' })).fuels[0]).toBe('benzine');
    expect(recommend(carAnswers({ kilometres: 'tot-10000', preferences: ['zuinig'] })).fuels).toEqual(['hybride', 'benzine']);
  });

  it('chooses the body by room: a hatchback for two in the city, an MPV for a large family with luggage', () => {
    expect(recommend(carAnswers({ household: 'klein', luggage: 'weinig', use: 'stad' })).bodyTypes).toEqual(['hatchback']);
    expect(recommend(carAnswers({ household: 'groot', luggage: 'veel' })).bodyTypes[0]).toBe('mpv');
    expect(recommend(carAnswers()).bodyTypes[0]).toBe('stationwagen');
    expect(roomNeeded({ household: 'klein', luggage: 'weinig', preferences: ['ruimte'] })).toBe(1);
    expect(roomNeeded({ household: 'groot', luggage: 'veel', preferences: ['ruimte'] })).toBe(3);
  });

  it('puts a towing body first for a towbar, even for two', () => {
    const two = recommend(carAnswers({ household: 'klein', luggage: 'weinig', use: 'stad', preferences: ['trekhaak'] }));
    expect(two.bodyTypes[0]).toBe('stationwagen');
    expect(two.towbar).toBe(true);
    const family = recommend(carAnswers({ household: 'groot', luggage: 'veel', preferences: ['trekhaak'] }));
    expect(['stationwagen', 'suvTerreinwagen']).toContain(family.bodyTypes[0]);
    expect(family.bodyTypes.length).toBeLessThanOrEqual(3);
  });

  it('asks for an automatic only when wished', () => {
    expect(recommend(carAnswers()).automatic).toBe(false);
    expect(recommend(carAnswers({ preferences: ['automaat'] })).automatic).toBe(true);
  });
});
