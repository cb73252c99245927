/**
 * The sentence search's calls (issue 18): `POST /api/client/search/interpret` answers what a
 * sentence became, with its count from the same index the result page reads; `GET /zoeken?q=`
 * sends the browser to the canonical URL of that search (the header box without JavaScript).
 * Kept apart from the search feature because the explanation reuses the filter chips' Dutch labels
 * (search-filters), which themselves build on search.
 */
import { ApiError } from '@/lib/api/errors';
import { TEXT_MAX_LENGTH } from '@/lib/search-request/fields';
import type { SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { interpretSentence, type MappedWord, type Vocabulary } from '@/lib/search-sentence';

export interface MappedAnswer {
  text: string;
  field: MappedWord['field'];
  value: MappedWord['value'];
  /** The filter as its chip on the result page names it ("Transmissie: Automaat" style copy). */
  label: string;
}

export interface InterpretAnswer {
  request: SearchRequest;
  url: string;
  count: number;
  mapped: MappedAnswer[];
  unknown: string[];
}

/** What the answer needs of the search service: the vocabulary and a count. */
export interface SentenceSearchSource {
  vocabulary(): Vocabulary;
  /** `url` is the request's canonical URL, written once per answer (a cache may key on it). */
  count(request: SearchRequest, url: string): number;
}

export type MappedLabel = (word: MappedWord, request: SearchRequest) => string;

/** The text of a body `{ "text": … }`: 1 to TEXT_MAX_LENGTH characters after trimming, or a 400. */
export function sentenceOf(body: unknown): string {
  const text = body !== null && typeof body === 'object' && !Array.isArray(body) && 'text' in body ? body.text : undefined;
  if (typeof text !== 'string') throw new ApiError('malformedSearchRequest', 'text must be a string');
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > TEXT_MAX_LENGTH) throw new ApiError('malformedSearchRequest', `text must be 1 to ${TEXT_MAX_LENGTH} characters`);
  return trimmed;
}

/** The answer; `labelsFor` names the filters (its copy depends on the request's vehicle type). */
export async function interpretAnswer(source: SentenceSearchSource, body: unknown, labelsFor: (request: SearchRequest) => Promise<MappedLabel>): Promise<InterpretAnswer> {
  const { request, mapped, unknown } = interpretSentence(sentenceOf(body), source.vocabulary());
  const label = await labelsFor(request);
  const url = searchRequestToUrl(request);
  return {
    request,
    url,
    count: source.count(request, url),
    mapped: mapped.map((word) => ({ text: word.text, field: word.field, value: word.value, label: label(word, request) })),
    unknown,
  };
}

/**
 * Where `GET /zoeken?q=` sends the browser: the interpreted search's canonical URL. Nothing typed
 * is every listing; more than the box takes is read up to its limit (the box itself stops there).
 */
export function sentenceLocation(vocabulary: Vocabulary, q: string): string {
  const text = q.trim().slice(0, TEXT_MAX_LENGTH);
  if (!text) return '/aanbod';
  return searchRequestToUrl(interpretSentence(text, vocabulary).request);
}
