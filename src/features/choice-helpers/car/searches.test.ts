import { describe, expect, it } from 'vitest';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { present } from '@/lib/testing/present';
import { recommend } from './recommend';
import { coachSearches, countWithRelaxation, relaxationSteps } from './searches';
import { carAnswers } from './test-answers';

describe('the coach\'s searches', () => {
  it('makes one real car search per recommended fuel, in the body types, up to the budget', () => {
    const recommendation = recommend(carAnswers({ charging: 'thuis' }));
    const searches = coachSearches(recommendation, 20_000);
    expect(searches.map((search) => search.fuel)).toEqual(recommendation.fuels);
    const [first] = searches;
    expect(first?.request).toMatchObject({ mobilityType: 'car', fuel: ['elektriciteit'], price: { max: 20_000 }, transmission: [] });
    expect(first?.request.bodyType).toEqual(expect.arrayContaining(recommendation.bodyTypes));
    expect(searchRequestToUrl(present(first).request)).toMatch(/^\/auto\//);
  });

  it('asks for an automatic and a towbar when wished, but never an automatic of an electric car', () => {
    const recommendation = recommend(carAnswers({ charging: 'thuis', preferences: ['automaat', 'trekhaak'] }));
    const [electric, hybrid] = coachSearches(recommendation, 30_000);
    expect(electric?.request.transmission).toEqual([]);
    expect(hybrid?.request.transmission).toEqual(['automatisch', 'semiAutomatisch']);
    expect(hybrid?.request.text).toBe('trekhaak');
  });

  it('relaxes an empty search one thing at a time, least important first', () => {
    const [hybrid] = coachSearches(recommend(carAnswers({ preferences: ['automaat', 'trekhaak'] })), 10_000);
    const steps = relaxationSteps(present(hybrid).request);
    expect(steps.map((step) => step.relaxed.at(-1))).toEqual(['towbar', 'transmission', 'bodyType', 'price']);
    const last = steps.at(-1)?.request;
    expect(last?.text).toBeUndefined();
    expect(last?.transmission).toEqual([]);
    expect(last?.bodyType).toEqual([]);
    expect(last?.price).toEqual({ max: 12_500 });
    expect(last?.fuel).toEqual(['hybride']);
  });

  it('counts the advised search, relaxes it only when it is empty, and keeps it when nothing helps', () => {
    const request = present(coachSearches(recommend(carAnswers({ preferences: ['trekhaak'] })), 15_000)[0]).request;
    const found = countWithRelaxation(() => 7, 'hybride', request);
    expect(found).toMatchObject({ total: 7, relaxed: [], url: searchRequestToUrl(request) });
    // Only the search without a body type finds anything.
    const relaxed = countWithRelaxation((candidate) => (candidate.bodyType.length === 0 ? 3 : 0), 'hybride', request);
    expect(relaxed.relaxed).toEqual(['towbar', 'bodyType']);
    expect(relaxed.total).toBe(3);
    expect(relaxed.url).toBe(searchRequestToUrl(relaxed.request));
    expect(relaxed.url).not.toContain('trekhaak');
    expect(countWithRelaxation(() => 0, 'hybride', request)).toMatchObject({ total: 0, relaxed: [], request });
  });
});
