/**
 * The favourites cookie (spec §9): vehicle ids separated by a pipe. The shell only counts them;
 * the favourites feature owns writing it.
 */
export function parseFavoriteIds(raw: string | undefined | null): string[] {
  if (!raw) return [];
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // A malformed escape is kept as written rather than dropping every favourite.
  }
  const ids = value
    .split('|')
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
  return [...new Set(ids)];
}

export function countFavorites(raw: string | undefined | null): number {
  return parseFavoriteIds(raw).length;
}

/** Reads one cookie from a `document.cookie`-style string. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
