import { parseListingId } from '@/lib/api/ids';

/**
 * The favourites cookie (product §9): `{product}-Favorites`, vehicle ids separated by a pipe, kept
 * 365 days with SameSite Lax. One format for every reader: the header's count, /favorieten, the
 * browser island and the no-JS remove route (two parsers once disagreed on what counts as an id).
 *
 * At most MAX_FAVOURITES, on write and on read: a visitor writes this cookie, and a request's
 * cost must not grow with a number the visitor chose (2,500 ids made a 16 MB page; issue 12).
 */
export const FAVOURITES_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The newest this many are kept; adding one more lets the oldest go. */
export const MAX_FAVOURITES = 100;

/** The ids in the order they were added (newest last), each once, at most the newest MAX_FAVOURITES. */
export function parseFavourites(raw: string | undefined | null): number[] {
  if (!raw) return [];
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // A broken escape: read the value as written rather than losing every favourite.
  }
  const parts = value.split('|');
  const newestFirst: number[] = [];
  const seen = new Set<number>();
  for (let index = parts.length - 1; index >= 0 && newestFirst.length < MAX_FAVOURITES; index--) {
    const id = parseListingId((parts[index] ?? '').trim());
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    newestFirst.push(id);
  }
  // Read from the newest end, so the cap keeps the newest; a duplicate (only a hand-edited cookie
  // has one) keeps its newest place.
  return newestFirst.reverse();
}

export function countFavourites(raw: string | undefined | null): number {
  return parseFavourites(raw).length;
}

/** The cookie value: each id once, the newest MAX_FAVOURITES. */
export function serializeFavourites(ids: readonly number[]): string {
  return [...new Set(ids)].slice(-MAX_FAVOURITES).join('|');
}

/** A `document.cookie` assignment (and the Set-Cookie header of the no-JS route). */
export function favouritesCookie(name: string, ids: readonly number[], options: { secure?: boolean } = {}): string {
  const value = serializeFavourites(ids);
  const lifetime = value ? `Max-Age=${FAVOURITES_MAX_AGE_SECONDS}` : 'Max-Age=0';
  return `${name}=${value}; ${lifetime}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}
