/**
 * The vocabulary of the sentence search, built from the same sources as the filters: the makes
 * and models of the stock (the server hands over what the search index holds, so a new make or
 * model is understood without a code change), the filter catalogue's values in everyday Dutch
 * (words.ts) and the place table (places.ts). Built once per stock change, then read-only.
 */
import { BODY_TYPES_BY_MOBILITY, KINDS_BY_MOBILITY, MOBILITY_TYPES, type MobilityType } from '@/lib/vehicle/enums';
import { slugify } from '@/lib/search-request/slug';
import { FuzzyIndex } from './fuzzy';
import type { Meaning } from './meaning';
import { placeTable } from './places';
import { phraseKey } from './tokens';
import { WORD_TABLE } from './words';

export interface StockMake {
  slug: string;
  label: string;
  mobilityTypes: readonly MobilityType[];
  /** Listings in stock; breaks ties between misspelling candidates. */
  count?: number;
}

export interface StockModel {
  slug: string;
  label: string;
  /** The make's slug. */
  brand: string;
  mobilityTypes: readonly MobilityType[];
  count?: number;
}

/** What the stock offers: the input of `buildVocabulary`, gathered by the search service. */
export interface StockVocabulary {
  makes: readonly StockMake[];
  models: readonly StockModel[];
}

type StockMeaning = Extract<Meaning, { kind: 'make' | 'model' }>;
type ModelMeaning = Extract<Meaning, { kind: 'model' }>;

export interface Vocabulary {
  /** Phrase (token form, words joined by one space) → its meanings, stock first. */
  phrases: Map<string, Meaning[]>;
  /** The same phrases with their spaces removed ("mt07", "ebike"), where that is not a phrase itself. */
  glued: Map<string, Meaning[]>;
  /** Makes and models (4+ letters) for misspellings, with their stock counts. */
  fuzzy: FuzzyIndex<{ meaning: StockMeaning; count: number }>;
  /** Each make's model phrases, to prefer "Hymer B-Klasse MasterLine" over Mercedes' B-Klasse after "hymer". */
  modelsByMake: Map<string, { key: string; meaning: ModelMeaning }[]>;
  /** Make slug → its name, for explanations ("golf" implies Volkswagen). */
  makeLabels: Map<string, string>;
  /** The longest phrase in words. */
  longest: number;
}

/** Names people write for a make that is in stock under another name. */
const MAKE_ALIASES: Record<string, readonly string[]> = {
  volkswagen: ['vw', 'volkswagon'],
  'mercedes-benz': ['mercedes', 'merc', 'benz', 'mb'],
  'alfa-romeo': ['alfa'],
  'harley-davidson': ['harley', 'hd'],
  'land-rover': ['landrover'],
  'riese-muller': ['riese en muller', 'r m', 'riese muller'],
  'urban-arrow': ['urbanarrow'],
  'moto-guzzi': ['guzzi'],
  'royal-enfield': ['enfield'],
  'lynk-co': ['lynk', 'lynk en co'],
  'combi-camp': ['combicamp'],
};

/** Model names that are also everyday words: they count only when their make is in the sentence too. */
const COMMON_WORDS = new Set(
  'city family free sport style easy country valley image quick flow action major premium performance excellent prestige twin classic spring orange born trend touring camper just trail rail pace club spirit oasis aero nordic summit free one up e t a v x s miss street speed space'.split(' '),
);

const FILLER_TYPES = new Set<Meaning['kind']>(['filler', 'cue', 'placeCue', 'radiusCue', 'unit', 'dimension', 'multiplier', 'between', 'rangeJoin']);

export function buildVocabulary(stock: StockVocabulary): Vocabulary {
  const phrases = new Map<string, Meaning[]>();
  const add = (key: string, meaning: Meaning) => {
    if (!key) return;
    const list = phrases.get(key);
    if (list) list.push(meaning);
    else phrases.set(key, [meaning]);
  };
  const fuzzy = new FuzzyIndex<{ meaning: StockMeaning; count: number }>();
  const fixed = new Set<string>();
  for (const [written] of WORD_TABLE) for (const phrase of written.split('|')) fixed.add(phrase);
  const places = placeTable();

  for (const make of mergeMakes(stock.makes)) {
    const meaning: StockMeaning = { kind: 'make', slug: make.slug, label: make.label, mobilityTypes: make.mobilityTypes };
    const keys = new Set([phraseKey(make.label), make.slug.replace(/-/g, ' '), ...(MAKE_ALIASES[make.slug] ?? [])]);
    for (const key of keys) add(key, meaning);
    if (!key4(phraseKey(make.label))) continue;
    fuzzy.add(phraseKey(make.label).replace(/ /g, ''), { meaning, count: (make.count ?? 0) + 1e9 });
  }
  const modelsByMake = new Map<string, { key: string; meaning: ModelMeaning }[]>();
  const merged = mergeModels(stock.models);
  const firstWords = countFirstWords(merged.map((model) => phraseKey(model.label)));
  for (const model of merged) {
    const key = phraseKey(model.label);
    const meaning: ModelMeaning = {
      kind: 'model',
      slug: model.slug,
      label: model.label,
      brands: model.brands,
      mobilityTypes: model.mobilityTypes,
      // A model that is also a word, a number, a place or a code of two characters needs its make.
      needsMake: key.replace(/ /g, '').length < 3 || /^[0-9 ]+$/.test(key) || COMMON_WORDS.has(key) || fixed.has(key) || places.has(key),
    };
    add(key, meaning);
    for (const brand of model.brands) modelsByMake.set(brand, [...(modelsByMake.get(brand) ?? []), { key, meaning }]);
    if (!meaning.needsMake && key4(key) && !fixed.has(key)) fuzzy.add(key.replace(/ /g, ''), { meaning, count: model.count });
  }
  // Aliases after every full name, so that no alias shadows another model's own name.
  for (const [make, models] of modelsByMake) {
    for (const { key, meaning } of [...models]) {
      for (const alias of modelAliases(key, firstWords)) {
        if (phrases.has(alias) || fixed.has(alias) || COMMON_WORDS.has(alias) || places.has(alias)) continue;
        if (meaning.brands[0] === make) add(alias, meaning);
        models.push({ key: alias, meaning });
      }
    }
  }
  for (const [written, meaning] of WORD_TABLE) for (const phrase of written.split('|')) add(phrase, meaning);
  for (const [key, place] of places) add(key, { kind: 'place', name: place.name, postalCode: place.postalCode });

  const glued = new Map<string, Meaning[]>();
  let longest = 1;
  for (const [key, meanings] of phrases) {
    const words = key.split(' ').length;
    longest = Math.max(longest, words);
    const compact = key.replace(/ /g, '');
    if (words > 1 && !phrases.has(compact) && !glued.has(compact)) glued.set(compact, meanings.filter((meaning) => !FILLER_TYPES.has(meaning.kind)));
  }
  const makeLabels = new Map(stock.makes.map((make) => [make.slug, make.label]));
  return { phrases, glued, fuzzy, modelsByMake, makeLabels, longest: Math.min(longest, 6) };
}

/**
 * Shorter names people use for a model: without a leading type code ("CRF1100L Africa Twin" →
 * "africa twin", "TMAX 560" → "tmax") and by a first word no other model starts with
 * ("Bonneville T120" → "bonneville").
 */
function modelAliases(key: string, firstWords: ReadonlyMap<string, number>): string[] {
  const words = key.split(' ');
  const aliases: string[] = [];
  const [first = '', ...rest] = words;
  if (rest.length > 0 && /^[a-z]+\d+[a-z0-9]*$/.test(first) && rest.some((word) => /^[a-z]{4,}$/.test(word))) aliases.push(rest.join(' '));
  if (rest.length > 0 && /^[a-z]{4,}$/.test(first) && firstWords.get(first) === 1) aliases.push(first);
  return aliases;
}

function countFirstWords(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) {
    const first = key.split(' ')[0] ?? '';
    counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  return counts;
}

function key4(key: string): boolean {
  return key.replace(/ /g, '').length >= 4 && /\p{L}/u.test(key);
}

function mergeMakes(makes: readonly StockMake[]): StockMake[] {
  const bySlug = new Map<string, { slug: string; label: string; mobilityTypes: MobilityType[]; count: number }>();
  for (const make of makes) {
    const entry = bySlug.get(make.slug) ?? { slug: make.slug, label: make.label, mobilityTypes: [], count: 0 };
    for (const type of make.mobilityTypes) if (!entry.mobilityTypes.includes(type)) entry.mobilityTypes.push(type);
    entry.count += make.count ?? 0;
    bySlug.set(make.slug, entry);
  }
  return [...bySlug.values()];
}

/** One entry per model slug: the same name under two makes ("Prestige") implies either make. */
function mergeModels(models: readonly StockModel[]) {
  const bySlug = new Map<string, { slug: string; label: string; brands: string[]; mobilityTypes: MobilityType[]; count: number }>();
  for (const model of models) {
    const slug = model.slug || slugify(model.label);
    const entry = bySlug.get(slug) ?? { slug, label: model.label, brands: [], mobilityTypes: [], count: 0 };
    if (!entry.brands.includes(model.brand)) entry.brands.push(model.brand);
    for (const type of model.mobilityTypes) if (!entry.mobilityTypes.includes(type)) entry.mobilityTypes.push(type);
    entry.count += model.count ?? 0;
    bySlug.set(slug, entry);
  }
  return [...bySlug.values()];
}

const MOBILITY_OF_FIELD: Partial<Record<string, MobilityType>> = {
  drivingLicence: 'motor',
  motorBrand: 'bicycle',
  frameMaterial: 'bicycle',
  frameType: 'bicycle',
  brakeType: 'bicycle',
  batteryPosition: 'bicycle',
  driveType: 'bicycle',
  bedLayout: 'caramper',
  kitchenLayout: 'caramper',
  seatingLayout: 'caramper',
};

/** Ranges only some vehicle types have, or that buyers ask only of them ("5 deurs" is a car). */
const MOBILITY_OF_RANGE: Partial<Record<string, MobilityType>> = {
  berths: 'caramper',
  lengthCm: 'caramper',
  batteryCapacity: 'bicycle',
  frameHeight: 'bicycle',
  doors: 'car',
  seats: 'car',
};

/** The vehicle type a range suggests, if any: it narrows, as a type-specific filter does. */
export function mobilityOfRange(field: string): readonly MobilityType[] | null {
  const own = MOBILITY_OF_RANGE[field];
  return own ? [own] : null;
}

/** The mobility types an enum value belongs to (body types and kinds to theirs), or every type. */
export function mobilityOfEnum(field: string, values: readonly string[]): readonly MobilityType[] {
  const own = MOBILITY_OF_FIELD[field];
  if (own) return [own];
  if (field === 'kind') return MOBILITY_TYPES.filter((type) => values.some((value) => (KINDS_BY_MOBILITY[type] as readonly string[]).includes(value)));
  if (field === 'bodyType') return MOBILITY_TYPES.filter((type) => values.some((value) => (BODY_TYPES_BY_MOBILITY[type] as readonly string[]).includes(value)));
  return MOBILITY_TYPES;
}
