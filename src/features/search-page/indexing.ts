/**
 * Which result pages search engines may index (docs/decisions/010-search-landings.md). Indexed:
 * the list roots, themed landings, and plain combinations of at most two of {one body type or one
 * kind, one brand (optionally with one of its models), online financing}, all in the default
 * sort and with results. Everything else (a sort, price or year ranges, several values in a
 * field, free text, postal codes, a dealer's stock, the other filters, empty results) is `noindex, follow`: worth
 * a visit, not worth a place in the index, and endless in number.
 */
import { emptySearchRequest, type SearchRequest } from '@/lib/search-request/schema';

type Field = Exclude<keyof SearchRequest, 'mobilityType' | 'page'>;

/** The fields of a request that differ from an empty search. */
export function setFields(request: SearchRequest): Field[] {
  const empty = emptySearchRequest(request.mobilityType);
  return (Object.keys(request) as (keyof SearchRequest)[]).filter(
    (key): key is Field => key !== 'mobilityType' && key !== 'page' && JSON.stringify(request[key]) !== JSON.stringify(empty[key]),
  );
}

export function isIndexable(request: SearchRequest, options: { landing: boolean; total: number }): boolean {
  if (options.total === 0) return false;
  if (options.landing) return true;
  // One dealer's stock is a shop window, not a subject: its pages come and go with the dealer's stock.
  if (request.dealer !== undefined) return false;
  const fields = setFields(request);
  const allowed = new Set<Field>(['bodyType', 'kind', 'brand', 'model', 'onlineToFinance']);
  if (!fields.every((field) => allowed.has(field))) return false;
  if (request.bodyType.length > 1 || request.kind.length > 1 || request.brand.length > 1 || request.model.length > 1) return false;
  if (request.bodyType.length && request.kind.length) return false;
  if (request.model.length && !request.brand.length) return false;
  const dimensions = [request.bodyType.length + request.kind.length > 0, request.brand.length > 0, request.onlineToFinance].filter(Boolean).length;
  return dimensions <= 2;
}
