import { describe, expect, it } from 'vitest';
import { parseSearchContext, withSearchContext } from './search-context';

describe('parseSearchContext', () => {
  it('reads a result URL and an index', () => {
    const context = parseSearchContext({ zoek: '/auto/merk-volkswagen?page=2', index: '30' });
    expect(context?.index).toBe(30);
    expect(context?.listUrl).toBe('/auto/merk-volkswagen?page=2');
    expect(context?.request.brand).toEqual(['volkswagen']);
    expect(context?.request.mobilityType).toBe('car');
  });
  it('ignores an incomplete or malformed context', () => {
    expect(parseSearchContext({ zoek: '/auto' })).toBeNull();
    expect(parseSearchContext({ index: '3' })).toBeNull();
    expect(parseSearchContext({ zoek: '/auto', index: '-1' })).toBeNull();
    expect(parseSearchContext({ zoek: '/auto', index: '1.5' })).toBeNull();
    expect(parseSearchContext({ zoek: '/auto', index: ['1', '2'] })).toBeNull();
    expect(parseSearchContext({ zoek: 'https://evil.example/auto', index: '1' })).toBeNull();
    expect(parseSearchContext({ zoek: '//evil.example/auto', index: '1' })).toBeNull();
    expect(parseSearchContext({ zoek: '/blog/iets', index: '1' })).toBeNull();
  });
  it('round-trips through withSearchContext', () => {
    const href = withSearchContext('/auto/aanbod/kia-picanto-ab12cd3', '/auto?page=3', 49);
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseSearchContext(params)).toMatchObject({ listUrl: '/auto?page=3', index: 49 });
  });
});
