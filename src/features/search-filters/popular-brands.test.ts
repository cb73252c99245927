import { describe, expect, it } from 'vitest';
import { popularBrands } from './popular-brands';

const brand = (value: string, count: number) => ({ value, label: value.toUpperCase(), count });

describe('popularBrands', () => {
  it('is empty when there are too few makes to group', () => {
    expect(popularBrands([brand('audi', 3), brand('bmw', 2)], new Map(), 8)).toEqual([]);
  });

  it('takes the top makes by count, preferring makes with a mark, most listings first', () => {
    const options = [brand('a', 50), brand('b', 40), brand('c', 30), brand('d', 20), brand('e', 10), brand('f', 5), brand('g', 0)];
    const marks = new Map([
      ['c', '/brands/c.svg'],
      ['d', '/brands/d.svg'],
    ]);
    expect(popularBrands(options, marks, 4)).toEqual([]);
    expect(popularBrands([...options, brand('h', 1), brand('i', 1)], marks, 3)).toEqual([
      { value: 'a', mark: null },
      { value: 'c', mark: '/brands/c.svg' },
      { value: 'd', mark: '/brands/d.svg' },
    ]);
  });
});
