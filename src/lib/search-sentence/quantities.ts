/**
 * Numbers with their words: "onder 15.000", "na 2018", "tussen 10 en 15 duizend euro", "minder dan
 * 50.000 km", "vanaf 150 pk", "binnen 30 km". What a number measures comes from its unit, else from a
 * word before it ("bouwjaar", "prijs"), else from its form: a currency sign, thousands dots or a
 * multiplier make a price; a bare year-like number is a build year, except after a word that caps
 * a price ("onder 2000" is a bicycle budget, "ouder dan 2015" a year).
 */
import type { RangeKey } from '@/lib/search-request/fields';
import type { Range } from '@/lib/search-request/schema';
import type { Bound, Dimension, Meaning } from './meaning';
import type { SentenceReader } from './reader';

export interface Quantity {
  /** Token index after the expression. */
  end: number;
  dimension: Dimension;
  min?: number;
  max?: number;
}

const FIRST_YEAR = 1950;
/** A number this small without a cue or unit is a generation or a variant ("golf 7"), not a filter. */
const BARE_MINIMUM = 1000;
const CUED_MINIMUM = 100;
/** "N km" up to this far is a distance to a place, not a mileage (no one filters on 300 km driven). */
const RADIUS_KM_MAX = 300;

/** Without a cue: a budget is a maximum, a year is that year, power is "at least". */
const DEFAULT_BOUND: Record<Dimension, Bound | 'exact'> = {
  price: 'max',
  buildYear: 'exact',
  modelYear: 'exact',
  mileage: 'max',
  powerPk: 'min',
  engineCapacity: 'min',
  batteryCapacity: 'min',
  frameHeight: 'exact',
  maximumMass: 'max',
  emptyMass: 'max',
  berths: 'min',
  lengthCm: 'max',
  // "5 deurs" is that body, but "7 zitplaatsen" is room for at least seven.
  doors: 'exact',
  seats: 'min',
  gears: 'exact',
  cylinders: 'exact',
  leasePrice: 'max',
  radius: 'max',
};

/** The range a number means for a filter when no cue word bounds it ("5 deurs": exactly 5). */
export function rangeWithoutCue(field: RangeKey, value: number): Range {
  const bound = DEFAULT_BOUND[field];
  if (bound === 'exact') return { min: value, max: value };
  return bound === 'min' ? { min: value } : { max: value };
}

const PREFIX_KINDS = new Set<Meaning['kind']>(['cue', 'between', 'dimension', 'radiusCue', 'unit']);
const JOIN_WORDS = new Set(['tot', 't m', 'tm', 'tot en met', 'tot aan']);

interface NumberRead {
  end: number;
  value: number;
  unit?: Dimension;
  /** The multiplier ("duizend") and unit factor ("pk") applied, for the other end of a range. */
  multiplier: number;
  unitFactor?: number;
  currency: boolean;
  grouped: boolean;
}

interface Prefix {
  end: number;
  bound?: Bound | 'between';
  yearsOnly: boolean;
  dimension?: Dimension;
  radius: boolean;
  currency: boolean;
}

export function readQuantity(reader: SentenceReader, at: number, latestYear: number): Quantity | null {
  const prefix = readPrefix(reader, at);
  if (!prefix) return null;
  const first = readNumber(reader, prefix.end);
  if (!first) return null;
  let end = first.end;
  let second: NumberRead | null = null;
  const join = joinAt(reader, end);
  if (join !== null) {
    second = readNumber(reader, join);
    if (second) {
      end = second.end;
      shareScale(first, second);
    }
  }
  if (prefix.bound === 'between' && !second) return null;

  const dimension = dimensionOf(prefix, first, second, latestYear);
  if (!dimension) return null;
  if (dimension === 'radius') return { end, dimension, max: second?.value ?? first.value };
  if (second) return { end, dimension, min: first.value, max: second.value };
  const bound = prefix.bound === 'between' ? undefined : (prefix.bound ?? DEFAULT_BOUND[dimension]);
  if (bound === 'exact') return { end, dimension, min: first.value, max: first.value };
  return bound === 'min' ? { end, dimension, min: first.value } : { end, dimension, max: first.value };
}

function readPrefix(reader: SentenceReader, at: number): Prefix | null {
  const prefix: Prefix = { end: at, yearsOnly: false, radius: false, currency: false };
  for (let step = 0; step < 4 && reader.tokens[prefix.end]?.type === 'word'; step++) {
    const match = reader.phraseAt(prefix.end, (meaning) => PREFIX_KINDS.has(meaning.kind) && (meaning.kind !== 'unit' || meaning.before === true));
    const meaning = match?.meanings[0];
    if (!match || !meaning) return null;
    if (meaning.kind === 'cue' && prefix.bound !== 'between') {
      prefix.bound = meaning.bound;
      prefix.yearsOnly = meaning.yearsOnly === true;
    } else if (meaning.kind === 'between') prefix.bound = 'between';
    else if (meaning.kind === 'dimension') prefix.dimension = meaning.dimension;
    else if (meaning.kind === 'radiusCue') prefix.radius = true;
    else if (meaning.kind === 'unit') prefix.currency = true;
    prefix.end += match.length;
  }
  return prefix;
}

function readNumber(reader: SentenceReader, at: number): NumberRead | null {
  const token = reader.tokens[at];
  if (token?.type !== 'number') return null;
  const read: NumberRead = { end: at + 1, value: token.value, currency: token.currency, grouped: token.grouped, multiplier: token.scale };
  const multiplier = reader.kindAt(read.end, 'multiplier');
  if (multiplier) {
    read.multiplier = multiplier.meaning.factor;
    read.value *= multiplier.meaning.factor;
    read.grouped = true;
    read.end += multiplier.length;
  }
  const unit = reader.phraseAt(read.end, (meaning) => meaning.kind === 'unit' && meaning.before !== true);
  const meaning = unit?.meanings[0];
  if (unit && meaning?.kind === 'unit') {
    read.unit = meaning.dimension;
    if (meaning.factor !== undefined) {
      read.unitFactor = meaning.factor;
      read.value = Math.round(read.value * meaning.factor);
    }
    read.end += unit.length;
  }
  return read;
}

/** "tussen 10 en 15 duizend", "100 tot 150 pk": what scales the second end scales the first. */
function shareScale(first: NumberRead, second: NumberRead): void {
  if (first.multiplier === 1 && second.multiplier !== 1 && first.value * second.multiplier <= second.value) {
    first.value *= second.multiplier;
    first.multiplier = second.multiplier;
    first.grouped = true;
  }
  if (first.unit === undefined && second.unit !== undefined) {
    first.unit = second.unit;
    if (second.unitFactor !== undefined) first.value = Math.round(first.value * second.unitFactor);
  }
}

/** Where the second number of "2015 tot 2018", "tussen 10 en 15" starts, if there is one. */
function joinAt(reader: SentenceReader, at: number): number | null {
  const match = reader.phraseAt(at, (meaning) => meaning.kind === 'rangeJoin' || (meaning.kind === 'cue' && meaning.bound === 'max'));
  if (!match) return null;
  const isJoin = match.meanings.some((meaning) => meaning.kind === 'rangeJoin') || JOIN_WORDS.has(reader.tokens.slice(at, at + match.length).map((token) => token.text).join(' '));
  let next = at + match.length;
  // "tussen 10 en max 15 duizend": a currency sign may sit after the join too.
  if (reader.tokens[next]?.text === '€') next++;
  return isJoin && reader.tokens[next]?.type === 'number' ? next : null;
}

function isYear(value: number, latestYear: number): boolean {
  return value >= FIRST_YEAR && value <= latestYear;
}

function dimensionOf(prefix: Prefix, first: NumberRead, second: NumberRead | null, latestYear: number): Dimension | null {
  const unit = first.unit ?? second?.unit;
  const value = Math.max(first.value, second?.value ?? 0);
  if (unit === 'mileage' && prefix.dimension !== 'mileage' && (prefix.radius || value <= RADIUS_KM_MAX)) return 'radius';
  if (unit) return unit;
  if (prefix.dimension === 'buildYear' || prefix.dimension === 'modelYear') {
    return isYear(first.value, latestYear) && (!second || isYear(second.value, latestYear)) ? prefix.dimension : null;
  }
  if (prefix.dimension) return prefix.dimension;
  if (prefix.currency || first.currency || first.grouped || second?.currency || second?.grouped) return 'price';
  if (isYear(first.value, latestYear) && (!second || isYear(second.value, latestYear))) {
    return prefix.bound === 'max' && !prefix.yearsOnly ? 'price' : 'buildYear';
  }
  return first.value >= (prefix.bound ? CUED_MINIMUM : BARE_MINIMUM) ? 'price' : null;
}
