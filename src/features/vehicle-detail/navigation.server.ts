import 'server-only';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { searchService } from '@/features/search/server';
import { PAGE_SIZE } from '@/lib/vehicle/enums';
import { withSearchContext, type SearchContext } from '@/lib/search-request/search-context';

export interface SearchNavigation {
  /** The result page the listing is on, to go back to. */
  listUrl: string;
  previous: { href: string; title: string } | null;
  next: { href: string; title: string } | null;
  /** One-based position and the list's total. */
  position: number;
  total: number;
}

/**
 * Previous and next in the search the visitor came from: the same answer as the navigate call
 * (GET /api/client/search/navigate/{url}?index=n), read on the server so the arrows are plain
 * links. When the list changed and the index no longer holds this listing, only the way back
 * is offered.
 */
export async function searchNavigation(context: SearchContext, listingId: number): Promise<SearchNavigation | null> {
  const service = await searchService();
  const start = Math.max(0, context.index - 1);
  const result = service.search(context.request, { facets: false, offset: start, limit: context.index === 0 ? 2 : 3 });
  const items = await service.listItems(result.hits);
  const at = (index: number) => items[index - start] ?? null;
  const listUrl = searchRequestToUrl({ ...context.request, page: Math.floor(context.index / PAGE_SIZE) + 1 });
  const current = at(context.index);
  if (!current || current.id !== listingId) return { listUrl, previous: null, next: null, position: 0, total: result.total };
  const link = (index: number) => {
    const item = index >= 0 ? at(index) : null;
    return item ? { href: withSearchContext(item.detailUrl, context.listUrl, index), title: item.title } : null;
  };
  return { listUrl, previous: link(context.index - 1), next: link(context.index + 1), position: context.index + 1, total: result.total };
}
