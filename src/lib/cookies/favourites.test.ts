import { describe, expect, it } from 'vitest';
import { MAX_FAVOURITES, countFavourites, favouritesCookie, parseFavourites, serializeFavourites } from './favourites';
import { readCookie } from './read-cookie';

describe('parseFavourites', () => {
  it('reads pipe-separated ids in order', () => {
    expect(parseFavourites('12|7|300')).toEqual([12, 7, 300]);
  });

  it('keeps each id once', () => {
    expect(parseFavourites('5|6|5|6|5')).toEqual([6, 5]);
  });

  it('ignores junk, zero, negatives, decimals and empty parts', () => {
    expect(parseFavourites('|abc|0|-4|3.5|1e3| 9 |<script>|12x|')).toEqual([9]);
  });

  it('ignores ids past the integer column, which answered 500 from the database', () => {
    expect(parseFavourites('999999999999999')).toEqual([]);
    expect(parseFavourites('2147483648|5')).toEqual([5]);
    expect(parseFavourites('2147483647')).toEqual([2147483647]);
  });

  it('reads a percent-encoded value and survives a broken escape', () => {
    expect(parseFavourites('1%7C2')).toEqual([1, 2]);
    expect(parseFavourites('1|%E0%A4%A|2')).toEqual([1, 2]);
  });

  it('is empty for no cookie', () => {
    expect(parseFavourites(undefined)).toEqual([]);
    expect(parseFavourites('')).toEqual([]);
  });

  it('keeps only the newest MAX_FAVOURITES of a cookie written by hand, however long', () => {
    const raw = Array.from({ length: 2500 }, (_, index) => index + 1).join('|');
    const ids = parseFavourites(raw);
    expect(ids).toHaveLength(MAX_FAVOURITES);
    expect(ids.at(-1)).toBe(2500);
    expect(ids[0]).toBe(2500 - MAX_FAVOURITES + 1);
    expect(countFavourites(raw)).toBe(MAX_FAVOURITES);
  });
});

describe('countFavourites', () => {
  it('counts what /favorieten shows: listing ids only', () => {
    // The header once counted any token, so its number could differ from the page's.
    expect(countFavourites('4|x|8|abc|8')).toBe(2);
  });
});

describe('serializeFavourites', () => {
  it('joins with a pipe and round-trips', () => {
    expect(serializeFavourites([3, 1, 2])).toBe('3|1|2');
    expect(parseFavourites(serializeFavourites([3, 1, 2]))).toEqual([3, 1, 2]);
  });

  it('keeps the newest MAX_FAVOURITES, well under the 4 KB a browser keeps', () => {
    const ids = Array.from({ length: 1000 }, (_, index) => 2_000_000_000 + index);
    const kept = parseFavourites(serializeFavourites(ids));
    expect(kept).toHaveLength(MAX_FAVOURITES);
    expect(kept.at(-1)).toBe(2_000_000_999);
    expect(favouritesCookie('viaBOVAG-Favorites', ids).length).toBeLessThan(4096);
  });
});

describe('favouritesCookie', () => {
  it('keeps the favourites a year, Lax, for the whole site', () => {
    expect(favouritesCookie('viaBOVAG-Favorites', [4, 8])).toBe('viaBOVAG-Favorites=4|8; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(favouritesCookie('x', [1], { secure: true })).toMatch(/; Secure$/);
  });

  it('expires the cookie when the last favourite goes', () => {
    expect(favouritesCookie('x', [])).toBe('x=; Max-Age=0; Path=/; SameSite=Lax');
  });
});

describe('readCookie', () => {
  it('finds one cookie among others, as written', () => {
    expect(readCookie('a=1; viaBOVAG-Favorites=4|8; b=2', 'viaBOVAG-Favorites')).toBe('4|8');
    expect(readCookie('a=1; x=1%7C2', 'x')).toBe('1%7C2');
    expect(readCookie('a=1', 'viaBOVAG-Favorites')).toBeUndefined();
    expect(readCookie(null, 'a')).toBeUndefined();
  });
});
