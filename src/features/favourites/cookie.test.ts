import { describe, expect, it } from 'vitest';
import { FAVOURITES_MAX_VALUE_LENGTH, favouritesCookie, parseFavourites, readCookieValue, serializeFavourites, toggleFavourite } from './cookie';

describe('parseFavourites', () => {
  it('reads pipe-separated ids in order', () => {
    expect(parseFavourites('12|7|300')).toEqual([12, 7, 300]);
  });

  it('keeps each id once', () => {
    expect(parseFavourites('5|6|5|6|5')).toEqual([5, 6]);
  });

  it('ignores junk, zero, negatives, decimals and empty parts', () => {
    expect(parseFavourites('|abc|0|-4|3.5|1e3| 9 |<script>|12x|')).toEqual([9]);
  });

  it('reads a percent-encoded value and survives a broken escape', () => {
    expect(parseFavourites('1%7C2')).toEqual([1, 2]);
    expect(parseFavourites('1|%E0%A4%A|2')).toEqual([1, 2]);
  });

  it('is empty for no cookie', () => {
    expect(parseFavourites(undefined)).toEqual([]);
    expect(parseFavourites('')).toEqual([]);
  });
});

describe('serializeFavourites', () => {
  it('joins with a pipe and round-trips', () => {
    expect(serializeFavourites([3, 1, 2])).toBe('3|1|2');
    expect(parseFavourites(serializeFavourites([3, 1, 2]))).toEqual([3, 1, 2]);
  });

  it('drops the oldest ids so the cookie stays under 4 KB', () => {
    const ids = Array.from({ length: 1000 }, (_, index) => 1_000_000 + index);
    const value = serializeFavourites(ids);
    expect(value.length).toBeLessThanOrEqual(FAVOURITES_MAX_VALUE_LENGTH);
    const kept = parseFavourites(value);
    expect(kept.at(-1)).toBe(1_000_999);
    expect(kept[0]).toBeGreaterThan(1_000_000);
    expect(favouritesCookie('viaBOVAG-Favorites', ids).length).toBeLessThan(4096);
  });
});

describe('toggleFavourite', () => {
  it('adds at the end and removes wherever it is', () => {
    expect(toggleFavourite([1, 2], 3)).toEqual({ ids: [1, 2, 3], added: true });
    expect(toggleFavourite([1, 2, 3], 2)).toEqual({ ids: [1, 3], added: false });
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

describe('readCookieValue', () => {
  it('finds one cookie among others', () => {
    expect(readCookieValue('a=1; viaBOVAG-Favorites=4|8; b=2', 'viaBOVAG-Favorites')).toBe('4|8');
    expect(readCookieValue('a=1', 'viaBOVAG-Favorites')).toBeUndefined();
  });
});
