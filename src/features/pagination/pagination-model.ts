/**
 * Page links as real URLs: the first and last page, the current page with its neighbours, and
 * gaps between. Page 1 has no ?page (its URL is the canonical one).
 */
export type PageLink = { type: 'page'; page: number; href: string; current: boolean } | { type: 'gap'; key: string };

export interface PaginationModel {
  previous: string | null;
  next: string | null;
  links: PageLink[];
}

export function paginationModel(page: number, pageCount: number, hrefFor: (page: number) => string, neighbours = 1): PaginationModel | null {
  if (pageCount <= 1) return null;
  const shown = new Set<number>([1, pageCount]);
  for (let candidate = page - neighbours; candidate <= page + neighbours; candidate++) {
    if (candidate >= 1 && candidate <= pageCount) shown.add(candidate);
  }
  // A gap of one page is shown as that page: "1 2 3" reads better than "1 … 3".
  for (const candidate of [...shown]) {
    if (shown.has(candidate + 2) && !shown.has(candidate + 1)) shown.add(candidate + 1);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  pages.forEach((value, index) => {
    const before = pages[index - 1];
    if (before !== undefined && value - before > 1) links.push({ type: 'gap', key: `gap-${before}` });
    links.push({ type: 'page', page: value, href: hrefFor(value), current: value === page });
  });
  return {
    previous: page > 1 && page <= pageCount ? hrefFor(page - 1) : null,
    next: page < pageCount ? hrefFor(page + 1) : null,
    links,
  };
}
