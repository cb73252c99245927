import { SearchEngine } from '../engine';
import type { FacetOption } from '../facets';
import { FIXTURE_NOW, request } from './fixtures';

/** The ids of a search's hits, in order, at the fixtures' reference time. */
export const ids = (engine: SearchEngine, input: Parameters<typeof request>[0], options = {}) =>
  engine.search(request(input), { now: FIXTURE_NOW, ...options }).hits.map((hit) => hit.id);

/** A facet's counts by value, for comparing with a literal. */
export const counts = (options: readonly FacetOption[]) => Object.fromEntries(options.map((option) => [option.value, option.count]));
