/**
 * The names the filter form's controls carry, so that the form without JavaScript submits (GET)
 * exactly what `formToRequest` reads. Lists repeat their name (`brand=audi&brand=bmw`).
 */
import { ENUM_FILTER_KEYS, RANGE_KEYS, type RangeKey } from '@/lib/search-request/fields';
import type { SearchRequest } from '@/lib/search-request/schema';
import { PANEL_FIELDS } from './panel-fields';

/** src/app/zoeken/filters/route.ts redirects the submitted form to the canonical URL. */
export const FILTER_FORM_ACTION = '/zoeken/filters';

export function rangeFieldName(key: RangeKey, end: 'min' | 'max'): string {
  return `${key}_${end}`;
}

/** A checkbox's value for a switched-on flag. */
export const FLAG_ON = '1';

/**
 * Filters the panel has no control for (a landing's, or a URL's) and the sort order, as hidden
 * form fields, so that submitting the form without JavaScript keeps them.
 */
export function hiddenEntries(request: SearchRequest): [string, string][] {
  const shown = new Set<string>(PANEL_FIELDS[request.mobilityType].map((field) => ('key' in field ? field.key : field.type)));
  const hidden: [string, string][] = [['mobilityType', request.mobilityType]];
  if (request.dealer !== undefined) hidden.push(['dealer', String(request.dealer)]);
  if (request.sort !== 'besteResultaat') hidden.push(['sort', request.sort]);
  if (request.text) hidden.push(['text', request.text]);
  for (const key of ENUM_FILTER_KEYS) if (!shown.has(key)) for (const value of request[key]) hidden.push([key, value]);
  for (const key of RANGE_KEYS) {
    if (shown.has(key)) continue;
    const range = request[key];
    if (range?.min !== undefined) hidden.push([rangeFieldName(key, 'min'), String(range.min)]);
    if (range?.max !== undefined) hidden.push([rangeFieldName(key, 'max'), String(range.max)]);
  }
  return hidden;
}
