import { describe, expect, it } from 'vitest';
import { MATCH_EXACT, MATCH_FUZZY, MATCH_PREFIX, allowedEdits, matchQuality, tokenize, withinEditDistance } from './text';

describe('tokenize', () => {
  it('lowercases, strips accents, splits on other characters and keeps decimal points', () => {
    expect(tokenize('Citroën C3-Aircross 1.2 PureTech, 110pk')).toEqual(['citroen', 'c3', 'aircross', '1.2', 'puretech', '110pk']);
  });
  it('drops duplicates and stray dots', () => {
    expect(tokenize('Golf golf GOLF ... .5.')).toEqual(['golf', '5']);
  });
});

describe('allowed typos', () => {
  it.each([
    ['vw', 0],
    ['opl', 0],
    ['golf', 1],
    ['corolla', 1],
    ['mercedes', 2],
    ['volkswagen', 2],
    ['320d', 0],
    ['2019', 0],
  ])('%s → %i', (token, edits) => {
    expect(allowedEdits(token)).toBe(edits);
  });
});

describe('edit distance', () => {
  it.each([
    ['golf', 'golf', 0, true],
    ['golf', 'gofl', 1, true],
    ['golf', 'gol', 1, true],
    ['golf', 'golff', 1, true],
    ['golf', 'wolf', 1, true],
    ['golf', 'polo', 1, false],
    ['volkswagen', 'volksawgn', 2, true],
    ['mercedes', 'mrecedez', 2, true],
    ['mercedes', 'mercedesbenz', 2, false],
    ['abcdef', 'badcfe', 2, false],
    ['abcdef', 'badcef', 2, true],
  ])('%s ~ %s within %i: %s', (a, b, k, expected) => {
    expect(withinEditDistance(a, b, k)).toBe(expected);
    expect(withinEditDistance(b, a, k)).toBe(expected);
  });
});

describe('match quality', () => {
  it('rates exact above prefix above typo', () => {
    expect(matchQuality('golf', 'golf', false)).toBe(MATCH_EXACT);
    expect(matchQuality('gol', 'golf', true)).toBe(MATCH_PREFIX);
    expect(matchQuality('gol', 'golf', false)).toBe(0);
    expect(matchQuality('glof', 'golf', false)).toBe(MATCH_FUZZY);
  });
  it('never fuzzes towards a token with digits', () => {
    expect(matchQuality('eddy', 'ed3y', false)).toBe(0);
  });
  it('needs two letters before a prefix counts', () => {
    expect(matchQuality('g', 'golf', true)).toBe(0);
  });
});
