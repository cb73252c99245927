import { searchAnswer } from '@/features/search/api/respond';
import { suggestCall } from '@/features/sentence-search/server';
import type { FastLanePath } from '@/lib/fast-lane';

export const SUGGEST_PATH: FastLanePath = '/api/client/search/suggest';

/** Issue 18: what the search box offers for the text typed so far, each with its URL and count. */
export function suggestAnswer(query: URLSearchParams) {
  return searchAnswer(SUGGEST_PATH, (service) => suggestCall(service, query.get('q')));
}
