import { describe, expect, it } from 'vitest';
import { countFavorites, parseFavoriteIds, readCookie } from './favorites-cookie';

describe('parseFavoriteIds', () => {
  it('splits on the pipe', () => {
    expect(parseFavoriteIds('ab12cd3|12ab345')).toEqual(['ab12cd3', '12ab345']);
  });
  it('accepts the url-encoded pipe that browsers write', () => {
    expect(parseFavoriteIds('ab12cd3%7C12ab345')).toEqual(['ab12cd3', '12ab345']);
  });
  it('ignores empty parts and duplicates', () => {
    expect(parseFavoriteIds('|ab12cd3||ab12cd3| ')).toEqual(['ab12cd3']);
  });
  it('is empty for a missing or blank cookie', () => {
    expect(parseFavoriteIds(undefined)).toEqual([]);
    expect(parseFavoriteIds('')).toEqual([]);
    expect(countFavorites(null)).toBe(0);
  });
  it('keeps a value with a malformed escape', () => {
    expect(parseFavoriteIds('a%E0b|c')).toEqual(['a%E0b', 'c']);
  });
});

describe('readCookie', () => {
  const header = 'other=1; viaBOVAG-Favorites=a%7Cb; viaBOVAG-FavoritesOld=x';
  it('finds the exact name', () => {
    expect(readCookie(header, 'viaBOVAG-Favorites')).toBe('a%7Cb');
    expect(countFavorites(readCookie(header, 'viaBOVAG-Favorites'))).toBe(2);
  });
  it('returns undefined when absent', () => {
    expect(readCookie(header, 'missing')).toBeUndefined();
    expect(readCookie('', 'missing')).toBeUndefined();
  });
});
