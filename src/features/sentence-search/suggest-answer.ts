/**
 * `GET /api/client/search/suggest?q=` (issue 18): what the search box offers while the visitor
 * types. First the search the text means as typed (what Enter submits) with its live count — last
 * instead when it finds nothing and a completion does — then
 * the text completed to makes, models and places it may be heading for, and themed landings —
 * each a canonical result URL with its count from the same index as the result page.
 */
import { ApiError } from '@/lib/api/errors';
import { TEXT_MAX_LENGTH } from '@/lib/search-request/fields';
import type { SearchRequest } from '@/lib/search-request/schema';
import { completionsOf, describeSearch, typedFirstUnlessEmpty, type CandidateKind, type SuggestIndex } from '@/lib/search-suggest';
import type { MobilityTypeOrAll } from '@/lib/vehicle/enums';
import { interpretAnswer, type InterpretAnswer, type MappedLabel, type SentenceSearchSource } from './interpret-answer';

export type SuggestionKind = 'search' | CandidateKind;

export interface SuggestOption {
  kind: SuggestionKind;
  /** The search in one line ("Volkswagen Golf · Automaat · Vanaf 2018"), or a landing's title. */
  label: string;
  url: string;
  count: number;
  /** What is counted (the count's noun): a vehicle type, or every type. */
  mobilityType: MobilityTypeOrAll;
}

export interface SuggestAnswer {
  q: string;
  suggestions: SuggestOption[];
}

/** An interpreted text as a suggestion shows it, and the makes it named (completions stay within them). */
export interface SuggestedSearch extends Omit<SuggestOption, 'kind'> {
  brands: readonly string[];
}

export interface RememberedAnswers {
  get(text: string): SuggestedSearch | undefined;
  set(text: string, search: SuggestedSearch): void;
}

export interface SuggestSource extends SentenceSearchSource {
  index(): SuggestIndex;
  /**
   * Answers to texts asked before, valid as long as the counts are: typing offers the same
   * completions keystroke after keystroke. The answers are shared: read them, never change them.
   */
  answers?(): RememberedAnswers;
  /** A themed landing's count, by its path. */
  landingCount(path: string): number;
}

/**
 * The text of `?q=`, read up to TEXT_MAX_LENGTH characters as `/zoeken?q=` reads it (the box stops
 * there anyway; issue 49: a longer one was a 400); nothing but spaces is a 400 like the interpret call.
 */
export function suggestText(q: string | null): string {
  // The end of what was typed matters: "golf " has finished its word, "golf" has not.
  const text = q?.trimStart().slice(0, TEXT_MAX_LENGTH) ?? '';
  if (text.trim().length === 0) throw new ApiError('malformedSearchRequest', `q must have 1 to ${TEXT_MAX_LENGTH} characters`);
  return text;
}

// Only this is remembered, not the whole answer: a full request per text made every remembered
// answer kilobytes that each young-generation collection copied (session 28).
const suggestedSearch = (answer: InterpretAnswer): SuggestedSearch => ({
  label: describeSearch(answer.mapped, answer.unknown),
  url: answer.url,
  count: answer.count,
  mobilityType: answer.request.mobilityType,
  brands: answer.request.brand,
});

const optionOf = (kind: SuggestionKind, { label, url, count, mobilityType }: SuggestedSearch): SuggestOption => ({ kind, label, url, count, mobilityType });

export async function suggestAnswer(source: SuggestSource, q: string | null, labelsFor: (request: SearchRequest) => Promise<MappedLabel>): Promise<SuggestAnswer> {
  const text = suggestText(q);
  const answers = source.answers?.();
  const answerTo = async (sentence: string): Promise<SuggestedSearch> => {
    const known = answers?.get(sentence);
    if (known) return known;
    const search = suggestedSearch(await interpretAnswer(source, { text: sentence }, labelsFor));
    answers?.set(sentence, search);
    return search;
  };
  const typed = await answerTo(text);
  const suggestions = [optionOf('search', typed)];
  const urls = new Set([typed.url]);
  for (const completion of completionsOf(source.index(), text, { brands: typed.brands })) {
    const { candidate } = completion;
    if (candidate.kind === 'landing' && candidate.path) {
      if (urls.has(candidate.path)) continue;
      urls.add(candidate.path);
      suggestions.push({ kind: 'landing', label: candidate.label, url: candidate.path, count: source.landingCount(candidate.path), mobilityType: candidate.mobilityTypes[0] ?? 'alle' });
      continue;
    }
    // A completion past the length a search may have is no search anyone can type (issue 49: it was a 400 for the whole call).
    if (completion.text.trim().length > TEXT_MAX_LENGTH) continue;
    const answer = await answerTo(completion.text);
    if (urls.has(answer.url)) continue;
    urls.add(answer.url);
    suggestions.push(optionOf(candidate.kind, answer));
  }
  return { q: text, suggestions: typedFirstUnlessEmpty(suggestions) };
}
