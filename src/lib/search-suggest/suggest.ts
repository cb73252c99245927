/**
 * The suggestions under the search box (issue 18), as pure steps the server composes: which part
 * of the typed text is still being typed, what it may become (makes, models, landings, places,
 * ranked), the sentence each completion makes, and the one-line description of a search.
 */
import { phraseKey } from '@/lib/search-sentence/tokens';
import { entriesWithPrefix, type Candidate, type CandidateKind, type SuggestIndex } from './prefix-index';

/** The word being typed is completed from this many characters on: one letter matches half the vocabulary. */
export const MIN_PREFIX = 2;
/** A partial name of up to this many words ("den b", "land ro"). */
const MAX_PREFIX_WORDS = 3;

/** At most this many candidates of each kind, in this order (product of issue 18: makes, models, landings, places). */
export const KIND_LIMITS: readonly (readonly [CandidateKind, number])[] = [
  ['make', 2],
  ['model', 3],
  ['landing', 1],
  ['place', 2],
];

export interface TypedPart {
  /** The text before the words being completed, as typed (ends with a space, or is empty). */
  head: string;
  /** The words being completed, in key form. */
  prefix: string;
}

/**
 * The ways to read the end of the text as a name being typed, longest first: "golf bij den b"
 * → "bij den b", "den b", "b". Nothing when the text ends with a space (the word is finished).
 */
export function partialsOf(text: string): TypedPart[] {
  if (!text || /\s$/.test(text)) return [];
  const words = text.split(/(\s+)/);
  const partials: TypedPart[] = [];
  // words alternates word, space, word…; the last element is the last word.
  for (let count = Math.min(MAX_PREFIX_WORDS, Math.ceil(words.length / 2)); count >= 1; count--) {
    const cut = words.length - (2 * count - 1);
    const prefix = phraseKey(words.slice(cut).join(''));
    if (prefix.replace(/ /g, '').length < MIN_PREFIX) continue;
    partials.push({ head: words.slice(0, cut).join(''), prefix });
  }
  return partials;
}

export interface Completion {
  candidate: Candidate;
  /** The whole sentence with the typed part completed (for a landing: its own page, no sentence). */
  text: string;
}

/**
 * The candidates for the end of `text`, from the longest partial that matches anything: makes and
 * models with the most stock first, exact names before longer ones; landings; places (exact, then
 * shortest name). At most the kind limits, one per label.
 */
export function completionsOf(index: SuggestIndex, text: string, context: CompletionContext = {}): Completion[] {
  const brands = context.brands ?? [];
  // After a make ("volkswagen go"), only its own models, and no second make.
  const fits = (candidate: Candidate) => brands.length === 0 || (candidate.kind !== 'make' && (candidate.kind !== 'model' || brands.includes(candidate.brand ?? '')));
  for (const partial of partialsOf(text)) {
    const entries = entriesWithPrefix(index, partial.prefix).filter((entry) => fits(entry.candidate));
    if (entries.length === 0) continue;
    // Exact names first, then by the rank the index gave each entry (stock, shorter key, label).
    const ranked = entries.sort((a, b) => Number(b.key === partial.prefix) - Number(a.key === partial.prefix) || a.rank - b.rank);
    const completions: Completion[] = [];
    for (const [kind, limit] of KIND_LIMITS) {
      const labels = new Set<string>();
      for (const { candidate } of ranked) {
        if (candidate.kind !== kind || labels.has(candidate.label) || labels.size >= limit) continue;
        labels.add(candidate.label);
        completions.push({ candidate, text: completedText(partial.head, candidate) });
      }
    }
    return completions;
  }
  return [];
}

export interface CompletionContext {
  /** The makes the text already names (slugs). */
  brands?: readonly string[];
}

/** Words after which a place name is read as a place ("bij", "in", "rond", …). */
const PLACE_CUE = /(?:^|\s)(?:bij|in|rond|rondom|omgeving|nabij|buurt van|regio|uit)\s+$/i;

/** The sentence with the typed part replaced; a place gets "bij" when nothing before it says it is one. */
function completedText(head: string, candidate: Candidate): string {
  if (candidate.kind === 'landing') return '';
  if (candidate.kind === 'place' && !PLACE_CUE.test(head)) return `${head}bij ${candidate.completion}`;
  return `${head}${candidate.completion}`;
}

export interface DescribedWord {
  field: string;
  label: string;
}

/**
 * Fields that lead the line, in this order and grouped: what the vehicle is ("Volkswagen Golf"),
 * then where ("Utrecht Oost · Binnen 30 km"). On a phone the option is cut at its end, and these
 * are what tells two suggestions apart.
 */
const LEADING_FIELDS = [['brand', 'model'], ['postalCode', 'radius']] as const;
const LEADING = new Set<string>(LEADING_FIELDS.flat());

/**
 * A search in one line, the way its chips name it: make and model first ("Volkswagen Golf"), then
 * the place, then the other filters in the order they were typed, then the words kept as keywords
 * in quotes.
 */
export function describeSearch(mapped: readonly DescribedWord[], unknown: readonly string[]): string {
  const seen = new Set<string>();
  const labelsOf = (fields: readonly string[]): string[] => {
    const labels: string[] = [];
    for (const field of fields)
      for (const word of mapped)
        if (word.field === field && !seen.has(word.label)) {
          seen.add(word.label);
          labels.push(word.label);
        }
    return labels;
  };
  const [vehicleFields, placeFields] = LEADING_FIELDS;
  const vehicle = labelsOf(vehicleFields).join(' ');
  const place = labelsOf(placeFields);
  const rest: string[] = [];
  for (const word of mapped) {
    if (LEADING.has(word.field) || seen.has(word.label)) continue;
    seen.add(word.label);
    rest.push(word.label);
  }
  return [vehicle, ...place, ...rest, ...unknown.map((word) => `‘${word}’`)].filter(Boolean).join(' · ');
}

/**
 * The visitor's recent searches that fit what is typed: every typed word starts a word of the
 * search's label, accents and case aside ("golf utr" finds "Volkswagen Golf · Utrecht"). Nothing
 * typed: all of them.
 */
export function recentMatches<T extends { label: string }>(recent: readonly T[], text: string): T[] {
  const typed = phraseKey(text).split(' ').filter(Boolean);
  if (typed.length === 0) return [...recent];
  return recent.filter((entry) => {
    const words = phraseKey(entry.label).split(' ');
    return typed.every((part) => words.some((word) => word.startsWith(part)));
  });
}

/**
 * The as-typed search leads the list, unless it finds nothing while a completion does: "… bij utr"
 * finds nothing as typed, "… bij Utrecht" does, and the first option is the one ArrowDown reaches
 * first. The as-typed option stays in the list (it is what Enter submits), at the end.
 */
export function typedFirstUnlessEmpty<T extends { kind: string; count: number }>(suggestions: readonly T[]): T[] {
  const [typed, ...rest] = suggestions;
  if (typed === undefined || typed.count > 0 || !rest.some((option) => option.count > 0)) return [...suggestions];
  return [...rest, typed];
}
