/** Toggling one favourite; the cookie's format lives in src/lib/cookies/favourites.ts. */
export function toggleFavourite(ids: readonly number[], id: number): { ids: number[]; added: boolean } {
  if (ids.includes(id)) return { ids: ids.filter((other) => other !== id), added: false };
  return { ids: [...ids, id], added: true };
}
