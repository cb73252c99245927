import type { SearchRequest } from '@/lib/search-request/schema';
import type { SearchFacets } from '@/search-engine/facets';
import type { ListItem } from './list-item';

export interface SearchPage {
  request: SearchRequest;
  /** The canonical URL of the request (with ?page= beyond page 1). */
  url: string;
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  items: ListItem[];
  facets: SearchFacets | null;
}
