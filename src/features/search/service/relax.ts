/**
 * One-step relaxations of a search: the searches a visitor with no results would try next. Each
 * drops one thing (one selected value, one range, the text, the added-since window, a switch, the
 * dealer), widens the radius one step or drops the location, or drops the model but keeps its brand.
 * Pure: the service counts them and offers the ones with results.
 */
import { ENUM_FILTER_KEYS, FLAG_KEYS, RANGE_KEYS } from '@/lib/search-request/fields';
import type { SearchRequest } from '@/lib/search-request/schema';
import { RADIUS_STEPS } from '@/lib/vehicle/enums';

export interface Relaxation {
  request: SearchRequest;
  /** What was relaxed: a field, and the value when one of several was dropped. */
  relaxed: { field: string; value?: string };
}

type ListField = 'brand' | 'model' | (typeof ENUM_FILTER_KEYS)[number];

export function relaxations(request: SearchRequest): Relaxation[] {
  const base: SearchRequest = { ...request, page: 1 };
  const out: Relaxation[] = [];
  const listFields: ListField[] = ['brand', 'model', ...ENUM_FILTER_KEYS];
  for (const field of listFields) {
    const values = request[field] as readonly string[];
    for (const value of values) {
      const next = { ...base, [field]: values.filter((other) => other !== value) } as SearchRequest;
      // Without its brand a model slug could match another brand's model of the same name.
      if (field === 'brand') next.model = [];
      out.push({ request: next, relaxed: { field, value } });
    }
  }
  for (const field of RANGE_KEYS) {
    if (request[field] === undefined) continue;
    const next = { ...base };
    delete next[field];
    out.push({ request: next, relaxed: { field } });
  }
  if (request.text !== undefined) {
    const next = { ...base };
    delete next.text;
    out.push({ request: next, relaxed: { field: 'text' } });
  }
  if (request.addedSince !== undefined) {
    const next = { ...base };
    delete next.addedSince;
    out.push({ request: next, relaxed: { field: 'addedSince' } });
  }
  if (request.postalCode !== undefined) {
    const step = request.radius === undefined ? -1 : RADIUS_STEPS.indexOf(request.radius);
    const wider = step >= 0 ? RADIUS_STEPS[step + 1] : undefined;
    if (wider !== undefined) out.push({ request: { ...base, radius: wider }, relaxed: { field: 'radius', value: wider } });
    const next = { ...base };
    delete next.postalCode;
    delete next.radius;
    if (next.sort === 'afstand') next.sort = 'besteResultaat';
    out.push({ request: next, relaxed: { field: 'postalCode' } });
  }
  if (request.dealer !== undefined) {
    // The same search at every dealer: what this dealer lacks, another may have.
    const next = { ...base };
    delete next.dealer;
    out.push({ request: next, relaxed: { field: 'dealer' } });
  }
  for (const key of FLAG_KEYS) if (request[key]) out.push({ request: { ...base, [key]: false }, relaxed: { field: key } });
  return out;
}
