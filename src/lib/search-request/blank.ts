/**
 * The request for a whole list, every filter empty, without the schema: client code (the home
 * page's quick search, the filter panel) builds requests from it without loading zod. A unit test
 * holds it equal to the schema's normal form.
 */
import { ENUM_FILTER_KEYS, FLAG_KEYS } from './fields';
import type { SearchRequest } from './schema';

export function blankSearchRequest(mobilityType: SearchRequest['mobilityType'] = 'alle'): SearchRequest {
  const request: Record<string, unknown> = { mobilityType, brand: [], model: [], sort: 'besteResultaat', page: 1 };
  for (const key of FLAG_KEYS) request[key] = false;
  for (const key of ENUM_FILTER_KEYS) request[key] = [];
  return request as SearchRequest;
}
