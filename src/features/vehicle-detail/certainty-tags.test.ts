import { describe, expect, it } from 'vitest';
import { certaintyTags, pointsCheck } from './certainty-tags';

const t = (key: string) => key;

describe('certaintyTags', () => {
  it('orders warranties 6, 12, 24 first, then others, then the remaining certainties', () => {
    const tags = certaintyTags('car', ['merkgarantie', 'bovag12maanden'], ['omruilgarantie', 'garantie12maanden', 'puntencheck40'], t);
    expect(tags.map((tag) => tag.value)).toEqual(['bovag12maanden', 'merkgarantie', 'puntencheck40', 'omruilgarantie']);
    expect(tags[0]).toMatchObject({ kind: 'warranty', label: 'vehicle:warrantyType.bovag12maanden', explanation: 'certainty.warrantyExplanation.bovag12maanden' });
  });
  it('adds the maintenance tag after the warranties for camping vehicles only', () => {
    expect(certaintyTags('caramper', ['bovag12maanden'], ['onderhoudshistorie', 'puntencheck70'], t).map((tag) => tag.kind)).toEqual(['warranty', 'maintenance', 'certainty']);
    expect(certaintyTags('car', [], ['onderhoudshistorie'], t).map((tag) => tag.kind)).toEqual(['certainty']);
  });
  it('keeps a warranty certainty when no BOVAG warranty type says it already', () => {
    expect(certaintyTags('motor', [], ['garantie6maanden'], t).map((tag) => tag.value)).toEqual(['garantie6maanden']);
  });
  it('shows an e-bike no car scheme (40-Puntencheck, Omruilgarantie), only what bicycles carry', () => {
    const tags = certaintyTags('bicycle', ['bovag12maanden'], ['puntencheck40', 'omruilgarantie', 'afleverbeurt', 'garantie12maanden'], t);
    expect(tags.map((tag) => tag.value)).toEqual(['bovag12maanden', 'afleverbeurt']);
  });
  it('drops unknown certainty codes', () => {
    expect(certaintyTags('car', [], ['vliegende-tapijt'], t)).toEqual([]);
  });
});

describe('pointsCheck', () => {
  it('finds the checklist', () => {
    expect(pointsCheck(['omruilgarantie', 'puntencheck35'])).toBe(35);
    expect(pointsCheck(['omruilgarantie'])).toBeNull();
  });
});
