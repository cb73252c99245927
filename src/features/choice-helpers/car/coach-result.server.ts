import 'server-only';
import { searchService } from '@/features/search/server';
import type { SearchRequest } from '@/lib/search-request/schema';
import type { CarAnswers } from './answers';
import { costComparison, priceCeiling, type CostOption } from './costs';
import { recommend, type Recommendation } from './recommend';
import { coachSearches, countWithRelaxation, type CoachSearchResult } from './searches';
import { COACH_BODY_TYPES } from './tables';

export interface CarCoachResult {
  answers: CarAnswers;
  recommendation: Recommendation;
  priceCeiling: number;
  costs: CostOption[];
  searches: CoachSearchResult[];
}

/** The result page's whole advice: recommendation, the cost comparison and the counted searches. */
export async function carCoachResult(answers: CarAnswers, now = new Date()): Promise<CarCoachResult> {
  const recommendation = recommend(answers);
  const ceiling = priceCeiling(answers.budget);
  const service = await searchService();
  const bodyType = recommendation.bodyTypes[0] ?? COACH_BODY_TYPES[0];
  const costs = costComparison({ answers, bodyType, fuels: recommendation.fuels, market: service.marketModel, now });
  const count = (request: SearchRequest) => service.search(request, { facets: false, limit: 0 }).total;
  const searches = coachSearches(recommendation, ceiling).map(({ fuel, request }) => countWithRelaxation(count, fuel, request));
  return { answers, recommendation, priceCeiling: ceiling, costs, searches };
}
