import { describe, expect, it } from 'vitest';
import { duplicateStockNumbers, itemResults, stockNumberOf, summarise } from './push-results';

describe('a push answered per listing', () => {
  it('tells created, updated, unchanged and refused apart', () => {
    const problem = { field: 'price', nl: 'moet minstens 100 zijn', en: 'must be at least 100' };
    const results = itemResults({
      stockNumbers: ['new', 'changed', 'same', 'bad', null],
      refused: new Map([[3, [problem]]]),
      existedBefore: new Set(['changed', 'same', 'bad']),
      changed: new Set(['new', 'changed']),
      landed: new Map([
        ['new', { code: 'ab12cde', url: '/auto/aanbod/x-ab12cde' }],
        ['changed', { code: 'fg34hij', url: '/auto/aanbod/y-fg34hij' }],
        ['same', { code: 'kl56mno', url: '/auto/aanbod/z-kl56mno' }],
      ]),
    });
    expect(results.map((item) => item.result)).toEqual(['created', 'updated', 'unchanged', 'refused', 'refused']);
    expect(results[0]).toMatchObject({ index: 0, stockNumber: 'new', code: 'ab12cde', url: '/auto/aanbod/x-ab12cde' });
    expect(results[3]).toEqual({ index: 3, stockNumber: 'bad', result: 'refused', problems: [problem] });
    expect(results[4]?.problems?.[0]?.field).toBe('externalId');
    expect(summarise(results, 2)).toEqual({ created: 1, updated: 1, unchanged: 1, refused: 2, deactivated: 2 });
  });

  it('refuses all but the last of a stock number sent twice', () => {
    const refused = duplicateStockNumbers(['a', 'b', 'a', null, 'a']);
    expect([...refused.keys()]).toEqual([0, 2]);
    expect(refused.get(0)?.[0]?.en).toMatch(/last one counts/);
  });

  it('reads a stock number only where one was sent', () => {
    expect(stockNumberOf({ externalId: 'X-1' })).toBe('X-1');
    for (const item of [null, 'X-1', { externalId: 7 }, []]) expect(stockNumberOf(item)).toBeNull();
  });
});
