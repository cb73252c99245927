/**
 * The sort control's options: every order of product §3, `afstand` only when a postal code is set
 * (there is nothing to measure from otherwise). Each option is a real URL, so sorting works
 * without JavaScript; a sort always starts again at page 1. The market-price order comes right
 * after the default (it is what a bargain hunter looks for), distance last.
 */
import type { SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { SORT_ORDERS, type SortOrder } from '@/lib/vehicle/enums';

export interface SortOption {
  order: SortOrder;
  href: string;
  current: boolean;
}

const DISPLAY_ORDER: readonly SortOrder[] = [
  'besteResultaat',
  'prijsbeoordeling',
  ...SORT_ORDERS.filter((order) => order !== 'besteResultaat' && order !== 'prijsbeoordeling' && order !== 'afstand'),
  'afstand',
];

export function sortOptions(request: SearchRequest): SortOption[] {
  return DISPLAY_ORDER.filter((order) => order !== 'afstand' || request.postalCode !== undefined).map((order) => ({
    order,
    href: searchRequestToUrl({ ...request, sort: order, page: 1 }),
    current: order === request.sort,
  }));
}
