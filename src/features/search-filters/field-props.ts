import type { SearchRequest } from '@/lib/search-request/schema';
import type { SearchFacets } from '@/search-engine/facets';
import type { FiltersCopy } from './copy';

/** What every field of the filter form gets: the request it edits, the counts, the copy. */
export interface FieldProps {
  request: SearchRequest;
  facets: SearchFacets;
  copy: FiltersCopy;
  onChange(next: SearchRequest): void;
}
