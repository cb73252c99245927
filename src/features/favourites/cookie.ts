/**
 * The favourites cookie (spec §9): `{product}-Favorites`, vehicle ids separated by a pipe, kept
 * 365 days with SameSite Lax. Pure, so the browser island, the server page and the no-JS
 * remove route all read and write the same format.
 */
export const FAVOURITES_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Browsers drop cookies over 4096 bytes (name and value together); stay well under that. */
export const FAVOURITES_MAX_VALUE_LENGTH = 3800;

const ID = /^[1-9]\d{0,14}$/;

/** The ids in the order they were added, each once; anything that is not a listing id is ignored. */
export function parseFavourites(raw: string | undefined | null): number[] {
  if (!raw) return [];
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // A broken escape: read the value as written rather than losing every favourite.
  }
  const ids: number[] = [];
  for (const part of value.split('|')) {
    const text = part.trim();
    if (!ID.test(text)) continue;
    const id = Number(text);
    if (Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The cookie value; when it would grow too long the oldest favourites give way to the newest. */
export function serializeFavourites(ids: readonly number[]): string {
  const unique = [...new Set(ids)];
  let value = unique.join('|');
  while (value.length > FAVOURITES_MAX_VALUE_LENGTH) {
    unique.shift();
    value = unique.join('|');
  }
  return value;
}

export function toggleFavourite(ids: readonly number[], id: number): { ids: number[]; added: boolean } {
  if (ids.includes(id)) return { ids: ids.filter((other) => other !== id), added: false };
  return { ids: [...ids, id], added: true };
}

/** A `document.cookie` assignment (and the Set-Cookie header of the no-JS route). */
export function favouritesCookie(name: string, ids: readonly number[], options: { secure?: boolean } = {}): string {
  const value = serializeFavourites(ids);
  const lifetime = value ? `Max-Age=${FAVOURITES_MAX_AGE_SECONDS}` : 'Max-Age=0';
  return `${name}=${value}; ${lifetime}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/** Reads one cookie from a `document.cookie`-style string. */
export function readCookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
