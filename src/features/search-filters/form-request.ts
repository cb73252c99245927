/**
 * The filter form as submitted without JavaScript (GET /zoeken/filters?…) → a normalised search
 * request. A person typing in a form makes mistakes a URL never has (a postal code "3511" with
 * a typo, a price field emptied): a field that does not parse is left out rather than failing
 * the whole search.
 */
import { ENUM_FILTER_KEYS, FLAG_KEYS, RANGE_KEYS } from '@/lib/search-request/fields';
import { emptySearchRequest, parseSearchRequest, type SearchRequest } from '@/lib/search-request/schema';
import { FLAG_ON, rangeFieldName } from './form-fields';

type Params = Pick<URLSearchParams, 'get' | 'getAll'>;

function wholeNumber(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  const digits = raw.replace(/[.\s€]/g, '');
  return /^[0-9]{1,12}$/.test(digits) ? Number(digits) : undefined;
}

function single(params: Params, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}

export function formToInput(params: Params): Record<string, unknown> {
  const input: Record<string, unknown> = {
    mobilityType: single(params, 'mobilityType'),
    dealer: wholeNumber(params.get('dealer')),
    brand: params.getAll('brand').filter(Boolean),
    model: params.getAll('model').filter(Boolean),
    text: single(params, 'text'),
    postalCode: single(params, 'postalCode'),
    radius: single(params, 'radius'),
    addedSince: single(params, 'addedSince'),
    sort: single(params, 'sort'),
  };
  for (const key of FLAG_KEYS) input[key] = params.get(key) === FLAG_ON;
  for (const key of ENUM_FILTER_KEYS) input[key] = params.getAll(key).filter(Boolean);
  for (const key of RANGE_KEYS) {
    const min = wholeNumber(params.get(rangeFieldName(key, 'min')));
    const max = wholeNumber(params.get(rangeFieldName(key, 'max')));
    if (min !== undefined || max !== undefined) input[key] = { min, max };
  }
  return input;
}

/** Never fails: fields the schema rejects are dropped one by one; an unknown type gives every vehicle. */
export function formToRequest(params: Params): SearchRequest {
  const input = formToInput(params);
  for (let attempt = 0; attempt < 8; attempt++) {
    const parsed = parseSearchRequest(input);
    if (parsed.ok) return parsed.request;
    for (const issue of parsed.issues) {
      const field = issue.path[0];
      if (typeof field === 'string') delete input[field];
    }
  }
  return emptySearchRequest();
}
