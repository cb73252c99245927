/**
 * How a saved search is named in the visitor's list: the page heading without its count
 * ("Volkswagen occasions"), plus the filters that heading does not name, so that two saved
 * Volkswagen searches with different prices can be told apart.
 */
import type { SearchRequest } from '@/lib/search-request/schema';

/**
 * Ids of the filter chips (see search-filters/chips.ts) that the heading's subject already names.
 * Mirrors resultSubject: one or two brands; one model of one brand; one body type; otherwise one
 * kind that has a noun of its own; and the dealer, whose name the label carries.
 */
export function chipsNamedBySubject(request: SearchRequest, kindHasNoun: (kind: string) => boolean): Set<string> {
  const named = new Set<string>();
  if (request.dealer !== undefined) named.add('dealer');
  if (request.brand.length <= 2) for (const brand of request.brand) named.add(`brand:${brand}`);
  const [model] = request.model;
  if (request.brand.length === 1 && request.model.length === 1 && model) named.add(`model:${model}`);
  const [bodyType] = request.bodyType;
  const [kind] = request.kind;
  if (request.bodyType.length === 1 && bodyType) named.add(`bodyType:${bodyType}`);
  else if (request.kind.length === 1 && kind && kindHasNoun(kind)) named.add(`kind:${kind}`);
  return named;
}

/** The labels of the chips the subject does not name, in the filter cloud's order. */
export function filtersBeyondSubject(chips: readonly { id: string; label: string }[], named: ReadonlySet<string>): string {
  return chips
    .filter((chip) => !named.has(chip.id))
    .map((chip) => chip.label)
    .join(', ');
}
