import { describe, expect, it } from 'vitest';
import { FuzzyIndex, withinOneEdit } from './fuzzy';

describe('withinOneEdit (Damerau–Levenshtein ≤ 1)', () => {
  it.each([
    ['volkswagn', 'volkswagen'],
    ['volkswaggen', 'volkswagen'],
    ['toyta', 'toyota'],
    ['hyundia', 'hyundai'],
    ['renualt', 'renault'],
    ['peugot', 'peugeot'],
    ['gazele', 'gazelle'],
    ['golf', 'golf'],
  ])('%s ~ %s', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(true);
    expect(withinOneEdit(b, a)).toBe(true);
  });

  it.each([
    ['peguot', 'peugeot'],
    ['vlokswagn', 'volkswagen'],
    ['audi', 'auto'],
    ['golf', 'polo'],
  ])('%s is two or more edits from %s', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(false);
  });
});

describe('FuzzyIndex', () => {
  it('finds every key one edit away, and not the word itself', () => {
    const index = new FuzzyIndex<string>();
    for (const key of ['volkswagen', 'volvo', 'polo', 'golf', 'gazelle']) index.add(key, key.toUpperCase());
    expect(index.near('volkswagn').map((hit) => hit.entry)).toEqual(['VOLKSWAGEN']);
    expect(index.near('gold').map((hit) => hit.entry)).toEqual(['GOLF']);
    expect(index.near('golf')).toEqual([]);
    expect(index.near('xxxxxxx')).toEqual([]);
  });
});
