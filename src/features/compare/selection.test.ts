import { describe, expect, it } from 'vitest';
import { compareUrl, parseCompareIds, parseSelection, toggleEntry, type CompareEntry } from './selection';

const entry = (id: number): CompareEntry => ({ id, title: `Auto ${id}`, href: `/auto/aanbod/auto-${id}`, price: '€ 10.000,-', image: null });

describe('parseSelection', () => {
  it('keeps valid entries once, at most four', () => {
    const raw = JSON.stringify([entry(1), entry(1), entry(2), entry(3), entry(4), entry(5)]);
    expect(parseSelection(raw).map((e) => e.id)).toEqual([1, 2, 3, 4]);
  });

  it('drops junk and foreign links', () => {
    const raw = JSON.stringify([{ id: 'x' }, { ...entry(2), href: 'https://evil.example/' }, { ...entry(3), image: '//evil.example/a.png' }, entry(4)]);
    expect(parseSelection(raw)).toEqual([entry(4)]);
    expect(parseSelection('{not json')).toEqual([]);
    expect(parseSelection('{"id":1}')).toEqual([]);
    expect(parseSelection(null)).toEqual([]);
  });
});

describe('toggleEntry', () => {
  it('adds, removes and refuses past the limit', () => {
    expect(toggleEntry([entry(1)], entry(2), 3)).toEqual({ list: [entry(1), entry(2)], result: 'added' });
    expect(toggleEntry([entry(1), entry(2)], entry(1), 3)).toEqual({ list: [entry(2)], result: 'removed' });
    expect(toggleEntry([entry(1), entry(2), entry(3)], entry(4), 3)).toEqual({ list: [entry(1), entry(2), entry(3)], result: 'full' });
    expect(toggleEntry([entry(1), entry(2), entry(3)], entry(4), 4).result).toBe('added');
  });

  it('still removes when the list is full', () => {
    expect(toggleEntry([entry(1), entry(2), entry(3)], entry(3), 3).result).toBe('removed');
  });
});

describe('compare URL', () => {
  it('writes and reads the same ids', () => {
    expect(compareUrl([3, 1, 2])).toBe('/vergelijken?ids=3,1,2');
    expect(parseCompareIds('3,1,2')).toEqual([3, 1, 2]);
    expect(compareUrl([])).toBe('/vergelijken');
  });

  it('ignores junk and duplicates and keeps four', () => {
    expect(parseCompareIds('1,,x,2,2,-3,0,4,5,6')).toEqual([1, 2, 3, 4]);
    expect(parseCompareIds(['7', '8'])).toEqual([7, 8]);
    expect(parseCompareIds(undefined)).toEqual([]);
  });

  it('ignores ids past the integer column, which answered 500 from the database', () => {
    expect(parseCompareIds('999999999999999')).toEqual([]);
    expect(parseCompareIds('2147483648,5')).toEqual([5]);
  });
});
