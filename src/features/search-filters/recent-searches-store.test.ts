import { describe, expect, it } from 'vitest';
import { normaliseSearchRequest } from '@/lib/search-request/schema';
import { parseRecentSearches, rememberSearch, type RecentSearch } from './recent-searches-store';

const search = (url: string, viewedAt = 1): RecentSearch => ({ url, label: url, request: normaliseSearchRequest({ mobilityType: 'car' }), viewedAt });

describe('recent searches', () => {
  it('puts the viewed search first, once, and keeps five', () => {
    let list: RecentSearch[] = [];
    for (const url of ['/auto', '/auto/merk-audi', '/fietsen', '/motoren', '/kamperen', '/auto/diesel']) list = rememberSearch(list, search(url));
    expect(list.map((entry) => entry.url)).toEqual(['/auto/diesel', '/kamperen', '/motoren', '/fietsen', '/auto/merk-audi']);
    list = rememberSearch(list, search('/fietsen', 9));
    expect(list.map((entry) => entry.url)).toEqual(['/fietsen', '/auto/diesel', '/kamperen', '/motoren', '/auto/merk-audi']);
    expect(list[0]?.viewedAt).toBe(9);
  });

  it('reads back what it stored and ignores anything else', () => {
    const stored = JSON.stringify([search('/auto'), { url: 'https://evil.example/', label: 'x', request: {}, viewedAt: 1 }, { url: '//evil.example/', label: 'x', request: {}, viewedAt: 1 }, { url: '/fietsen' }, 'nonsense']);
    expect(parseRecentSearches(stored).map((entry) => entry.url)).toEqual(['/auto']);
    expect(parseRecentSearches('{not json')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
  });
});
