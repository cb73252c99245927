import 'server-only';
import { searchService, vocabularyOf } from '@/features/search/server';
import { interpretAnswer, sentenceLocation, type InterpretAnswer } from './interpret-answer';
import { mappedLabels } from './mapped-labels.server';
import { suggestAnswer, type SuggestAnswer } from './suggest-answer';
import { suggestSource } from './suggest-source.server';

export { sentenceOf, type InterpretAnswer, type MappedAnswer } from './interpret-answer';
export type { SuggestAnswer, SuggestOption, SuggestionKind } from './suggest-answer';

type SearchService = Awaited<ReturnType<typeof searchService>>;

/** `POST /api/client/search/interpret` with `{ "text": … }`, against a search service. */
export function interpretCall(service: SearchService, body: unknown): Promise<InterpretAnswer> {
  const source = { vocabulary: () => vocabularyOf(service), count: (request: Parameters<SearchService['search']>[0]) => service.search(request, { facets: false, limit: 0 }).total };
  return interpretAnswer(source, body, mappedLabels);
}

/** Where `GET /zoeken?q=` redirects to: the canonical URL of the interpreted search. */
export async function sentenceSearchLocation(q: string): Promise<string> {
  return sentenceLocation(vocabularyOf(await searchService()), q);
}

/** `GET /api/client/search/suggest?q=`: the search box's suggestions, against a search service. */
export async function suggestCall(service: SearchService, q: string | null): Promise<SuggestAnswer> {
  return suggestAnswer(await suggestSource(service), q, mappedLabels);
}
