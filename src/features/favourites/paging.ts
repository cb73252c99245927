/** Cards per page on /favorieten: what a search page shows, so one page costs what a search page costs. */
export const FAVOURITES_PAGE_SIZE = 24;

/** The page asked for in `?page=`, within 1..pageCount; anything else is the first page. */
export function favouritesPage(param: string | string[] | undefined, pageCount: number): number {
  const page = typeof param === 'string' && /^[1-9]\d{0,4}$/.test(param) ? Number(param) : 1;
  return Math.min(page, Math.max(1, pageCount));
}
