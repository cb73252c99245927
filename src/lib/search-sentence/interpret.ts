/**
 * A Dutch sentence → a search request (issue 18): "automatische golf na 2018 onder 15000 bij
 * utrecht" becomes make Volkswagen, model Golf, transmission automatic, built from 2018, price up
 * to € 15.000, around Utrecht. Read left to right, longest phrase first; numbers with the words
 * around them (quantities.ts); places after a place word or by a name that is no everyday word;
 * makes and models one typing error away. What is not understood stays as free-text keywords, so
 * nothing typed is silently dropped. Pure: no React, no database; see
 * docs/decisions/031-sentence-search.md.
 */
import { TEXT_MAX_LENGTH, type RangeKey } from '@/lib/search-request/fields';
import type { Range, SearchRequest } from '@/lib/search-request/schema';
import { Draft, type MappedWord } from './draft';
import type { Meaning } from './meaning';
import { readQuantity } from './quantities';
import { SentenceReader } from './reader';
import { spaced, tokenize, type Token } from './tokens';
import { mobilityOfEnum, mobilityOfRange, type Vocabulary } from './vocabulary';
import { IMPLIED_BY_FIELD } from './words';

export interface Interpretation {
  request: SearchRequest;
  mapped: MappedWord[];
  /** Words not understood: they are the request's keywords. */
  unknown: string[];
  /** Words that carry no filter ("ik zoek een"), neither filters nor keywords. */
  ignored: string[];
}

export interface InterpretOptions {
  /** The latest build year a bare number may be (default: next year). */
  latestYear?: number;
}

const GRAMMAR = new Set<Meaning['kind']>(['cue', 'between', 'dimension', 'radiusCue', 'unit', 'multiplier', 'rangeJoin', 'placeCue', 'filler']);
/** Which meaning wins when one phrase has several: the stock's names, then filters, then places. */
const PRIORITY: Record<Meaning['kind'], number> = {
  make: 0,
  model: 1,
  enum: 2,
  mobility: 2,
  flag: 2,
  range: 2,
  sort: 2,
  place: 3,
  cue: 4,
  between: 4,
  dimension: 4,
  radiusCue: 4,
  unit: 4,
  multiplier: 4,
  rangeJoin: 4,
  placeCue: 4,
  filler: 5,
};
const MIN_FUZZY_LENGTH = 4;

export function interpretSentence(text: string, vocabulary: Vocabulary, options: InterpretOptions = {}): Interpretation {
  const latestYear = options.latestYear ?? new Date().getFullYear() + 1;
  const reader = new SentenceReader(tokenize(text.slice(0, TEXT_MAX_LENGTH * 2)), vocabulary);
  const draft = new Draft();
  const makes = makesIn(reader);
  let placeAllowed = false;
  for (let at = 0; at < reader.length; ) {
    const step = readAt(reader, at, { draft, makes, placeAllowed, latestYear });
    at = step.end;
    placeAllowed = step.placeAllowed;
  }
  return { request: draft.toRequest(), mapped: draft.mapped, unknown: draft.unknown, ignored: draft.ignored };
}

interface Context {
  draft: Draft;
  makes: ReadonlySet<string>;
  placeAllowed: boolean;
  latestYear: number;
}

interface Step {
  end: number;
  placeAllowed: boolean;
}

function readAt(reader: SentenceReader, at: number, context: Context): Step {
  const { draft } = context;
  const token = reader.tokens[at] as Token;
  if (context.placeAllowed || isGluedPostcode(token)) {
    const postcode = readPostcode(reader, at, context.latestYear);
    if (postcode) {
      draft.postalCode = postcode.postalCode;
      draft.mapped.push({ text: reader.raw(at, postcode.end), field: 'postalCode', value: postcode.postalCode });
      return { end: postcode.end, placeAllowed: false };
    }
  }
  const accept = (meaning: Meaning) =>
    (meaning.kind !== 'model' || !meaning.needsMake || meaning.brands.some((brand) => context.makes.has(brand))) &&
    (meaning.kind !== 'place' || context.placeAllowed || isBarePlace(meaning.name));
  const match = reader.phraseAt(at, accept);
  const meaning = match ? [...match.meanings].sort((a, b) => PRIORITY[a.kind] - PRIORITY[b.kind])[0] : undefined;

  // "lease tot 300" is a monthly price; "lease" alone is the switch (a phrase that names a dimension
  // and a filter is read as a number's word first).
  if (match && meaning && !GRAMMAR.has(meaning.kind) && match.meanings.some((candidate) => candidate.kind === 'dimension')) {
    const step = quantityAt(reader, at, context);
    if (step) return step;
  }
  if (match && meaning && !GRAMMAR.has(meaning.kind)) {
    const key = spaced(reader.tokens, at, at + match.length);
    apply(draft, meaning.kind === 'model' ? ofNamedMake(reader, meaning, key, context.makes) : meaning, reader.raw(at, at + match.length), reader.vocabulary);
    return { end: at + match.length, placeAllowed: false };
  }
  if (token.type === 'number' || (meaning && meaning.kind !== 'filler' && meaning.kind !== 'placeCue')) {
    const step = quantityAt(reader, at, context);
    if (step) return step;
  }
  if (match && meaning) {
    // A grammar word without its number or place ("van", "bij" at the end): nothing to search for.
    draft.ignored.push(reader.raw(at, at + match.length));
    return { end: at + match.length, placeAllowed: meaning.kind !== 'filler' || context.placeAllowed };
  }
  // A known word that did not fit here ("twin" without its make) is no misspelling of another.
  const near = token.type === 'word' && !reader.vocabulary.phrases.has(token.text) ? misspelt(reader, token.text) : null;
  if (near) {
    apply(draft, near, token.raw, reader.vocabulary);
    return { end: at + 1, placeAllowed: false };
  }
  draft.unknown.push(token.raw);
  return { end: at + 1, placeAllowed: false };
}

/** A number with its words at `at` ("onder 15.000", "binnen 30 km", "5 deurs") into the draft. */
function quantityAt(reader: SentenceReader, at: number, context: Context): Step | null {
  const { draft } = context;
  const quantity = readQuantity(reader, at, context.latestYear);
  if (!quantity) return null;
  const raw = reader.raw(at, quantity.end);
  if (quantity.dimension === 'radius') {
    draft.radiusKm = quantity.max;
    draft.mapped.push({ text: raw, field: 'radius', value: quantity.max ?? 0 });
    return { end: quantity.end, placeAllowed: true };
  }
  const range = quantity.min === undefined ? { max: quantity.max } : quantity.max === undefined ? { min: quantity.min } : { min: quantity.min, max: quantity.max };
  addRange(draft, quantity.dimension, range, raw);
  return { end: quantity.end, placeAllowed: false };
}

function addRange(draft: Draft, field: RangeKey, range: Range, text: string): void {
  draft.addRange(field, range);
  const types = mobilityOfRange(field);
  if (types) draft.weak[1]?.push(types);
  draft.mapped.push({ text, field, value: range });
}

function apply(draft: Draft, meaning: Meaning, text: string, vocabulary: Vocabulary): void {
  switch (meaning.kind) {
    case 'mobility':
      draft.strong.add(meaning.mobilityType);
      draft.mapped.push({ text, field: 'mobilityType', value: meaning.mobilityType });
      return;
    case 'enum': {
      draft.addEnum(meaning.field, meaning.values);
      const types = mobilityOfEnum(meaning.field, meaning.values);
      if (meaning.field === 'kind' || meaning.field === 'bodyType') for (const type of types) draft.strong.add(type);
      else draft.weak[1]?.push(types);
      for (const value of meaning.values) draft.mapped.push({ text, field: meaning.field, value });
      const implied = IMPLIED_BY_FIELD[meaning.field];
      if (implied) apply(draft, implied, text, vocabulary);
      return;
    }
    case 'make':
      draft.brand.add(meaning.slug);
      draft.weak[2]?.push(meaning.mobilityTypes);
      draft.mapped.push({ text, field: 'brand', value: meaning.slug, label: meaning.label });
      return;
    case 'model': {
      draft.model.add(meaning.slug);
      draft.weak[0]?.push(meaning.mobilityTypes);
      draft.mapped.push({ text, field: 'model', value: meaning.slug, label: meaning.label });
      // A model alone implies its make; a name two makes share implies the one the sentence names.
      const named = meaning.brands.filter((brand) => draft.brand.has(brand));
      if (named.length === 0 && meaning.brands.length === 1) {
        const brand = meaning.brands[0] ?? '';
        draft.brand.add(brand);
        draft.mapped.push({ text, field: 'brand', value: brand, label: vocabulary.makeLabels.get(brand) ?? brand });
      }
      return;
    }
    case 'range':
      addRange(draft, meaning.field, meaning.range, text);
      return;
    case 'flag':
      draft.flags.add(meaning.field);
      draft.mapped.push({ text, field: meaning.field, value: true });
      return;
    case 'sort':
      draft.sort = meaning.sort;
      draft.mapped.push({ text, field: 'sort', value: meaning.sort });
      return;
    case 'place':
      draft.postalCode = meaning.postalCode;
      draft.mapped.push({ text, field: 'postalCode', value: meaning.postalCode, label: meaning.name });
      return;
    default:
      draft.ignored.push(text);
  }
}

/**
 * After "hymer", "b-klasse" is Hymer's "B-Klasse MasterLine", not Mercedes-Benz's B-Klasse: a model
 * of a make the sentence names, whose name starts with the words typed, wins.
 */
function ofNamedMake(reader: SentenceReader, meaning: Extract<Meaning, { kind: 'model' }>, key: string, makes: ReadonlySet<string>): Meaning {
  if (makes.size === 0 || meaning.brands.some((brand) => makes.has(brand))) return meaning;
  for (const make of makes) {
    const own = reader.vocabulary.modelsByMake.get(make)?.find((model) => model.key === key || model.key.startsWith(`${key} `));
    if (own) return own.meaning;
  }
  return meaning;
}

/** Makes named anywhere in the sentence, exactly or one typing error away: they unlock short model names ("vw up"). */
function makesIn(reader: SentenceReader): Set<string> {
  const makes = new Set<string>();
  for (let at = 0; at < reader.length; at++) {
    const match = reader.phraseAt(at, (meaning) => meaning.kind === 'make');
    for (const meaning of match?.meanings ?? []) if (meaning.kind === 'make') makes.add(meaning.slug);
    const token = reader.tokens[at];
    if (!match && token?.type === 'word' && !reader.phraseAt(at)) {
      const near = misspelt(reader, token.text);
      if (near?.kind === 'make') makes.add(near.slug);
    }
  }
  return makes;
}

function misspelt(reader: SentenceReader, word: string): Extract<Meaning, { kind: 'make' | 'model' }> | null {
  if (word.length < MIN_FUZZY_LENGTH || !/^\p{L}/u.test(word)) return null;
  let best: { meaning: Extract<Meaning, { kind: 'make' | 'model' }>; count: number } | null = null;
  for (const { entry } of reader.vocabulary.fuzzy.near(word)) if (!best || entry.count > best.count) best = entry;
  return best?.meaning ?? null;
}

/** Place names that are everyday words too ("Best", "Velden", "Huizen") need a place word before them. */
const EVERYDAY_PLACE_NAMES = new Set(
  'best made mill well born echt beek goes balk leek horst elst andel spijk stein vries haren dalen loon velden huizen rijen noorden bergen monster zeeland grave laren dieren gieten zetten doorn putten helden heeze bakel vinkel made maarn sluis lemmer nes'.split(' '),
);

function isBarePlace(name: string): boolean {
  const key = name.toLowerCase();
  return key.replace(/[^a-z]/g, '').length >= 5 && !EVERYDAY_PLACE_NAMES.has(key);
}

function isGluedPostcode(token: Token): boolean {
  return token.type === 'word' && /^[1-9]\d{3}[a-z]{2}$/.test(token.text);
}

/** "3511", "3511 ab", "3511ab" where a place may stand. */
function readPostcode(reader: SentenceReader, at: number, latestYear: number): { end: number; postalCode: string } | null {
  const token = reader.tokens[at];
  if (!token) return null;
  if (isGluedPostcode(token)) return { end: at + 1, postalCode: `${token.text.slice(0, 4)} ${token.text.slice(4).toUpperCase()}` };
  if (token.type !== 'number' || token.grouped || token.currency || token.value < 1000 || token.value > 9999) return null;
  const letters = reader.tokens[at + 1];
  if (letters?.type === 'word' && /^[a-z]{2}$/.test(letters.text) && !reader.vocabulary.phrases.has(letters.text)) {
    return { end: at + 2, postalCode: `${token.value} ${letters.text.toUpperCase()}` };
  }
  // "uit 2018" is a year; a postcode that looks like one needs its letters.
  return token.value >= 1950 && token.value <= latestYear ? null : { end: at + 1, postalCode: String(token.value) };
}
