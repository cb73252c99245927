import 'server-only';
import { searchService, type ListItem } from '@/features/search/server';
import type { SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-writer';
import type { EbikeAnswers } from './questions';
import { ebikeSearchSteps } from './rules';
import type { Relaxed } from './rules-tables';

export interface EbikeMatches {
  /** The search shown: the strict one, or the first wider one with results. */
  readonly request: SearchRequest;
  /** Its canonical URL (decision 003). */
  readonly url: string;
  readonly total: number;
  readonly items: readonly ListItem[];
  /** What was let go of to find anything; empty when the strict search found bikes. */
  readonly relaxed: readonly Relaxed[];
}

/**
 * The e-bikes in stock for these answers, counted live. When the strict search finds nothing,
 * the wider searches of `ebikeSearchSteps` are counted in turn (cheap: limit 0, no facets).
 */
export async function findEbikeMatches(answers: EbikeAnswers, cards = 3): Promise<EbikeMatches> {
  const service = await searchService();
  const steps = ebikeSearchSteps(answers);
  const found = steps.find((step) => service.search(step.request, { facets: false, limit: 0 }).total > 0);
  // Nothing anywhere: show the strict search, so the link and a subscription keep every wish.
  const chosen = found ?? steps[0];
  if (!chosen) throw new Error('ebikeSearchSteps returned no search');
  const result = service.search(chosen.request, { facets: false, limit: cards });
  return {
    request: chosen.request,
    url: searchRequestToUrl(chosen.request),
    total: result.total,
    items: await service.listItems(result.hits),
    relaxed: found ? chosen.relaxed : [],
  };
}
