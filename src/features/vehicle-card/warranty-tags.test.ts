import { describe, expect, it } from 'vitest';
import { warrantyTags } from './warranty-tags';

describe('warrantyTags', () => {
  it('puts the BOVAG months first, shortest first, then the other warranties', () => {
    expect(warrantyTags('car', ['merkgarantie', 'bovag24maanden', 'fabrieksgarantie', 'bovag6maanden'], []).map((tag) => tag.value)).toEqual([
      'bovag6maanden',
      'bovag24maanden',
      'fabrieksgarantie',
      'merkgarantie',
    ]);
  });

  it('adds the maintenance tag last for camping vehicles with a recent service', () => {
    expect(warrantyTags('caramper', ['bovag12maanden'], ['onderhoudshistorie', 'puntencheck70'])).toEqual([
      { kind: 'warranty', value: 'bovag12maanden' },
      { kind: 'maintenance', value: 'onderhoud' },
    ]);
  });

  it('never adds the maintenance tag to other mobility types', () => {
    expect(warrantyTags('car', [], ['onderhoudshistorie'])).toEqual([]);
  });

  it('keeps an unknown code after the known ones and drops duplicates', () => {
    expect(warrantyTags('motor', ['nieuwsoort', 'bovag12maanden', 'bovag12maanden'], []).map((tag) => tag.value)).toEqual(['bovag12maanden', 'nieuwsoort']);
  });
});
