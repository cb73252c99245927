/**
 * What a sentence has said so far, and how it becomes a search request: the mobility type that
 * every understood word agrees on (a vehicle word decides, makes and models narrow), the
 * filters, and the words not understood as free-text keywords.
 */
import { TEXT_MAX_LENGTH, type EnumFilterKey, type FlagKey, type RangeKey } from '@/lib/search-request/fields';
import { normaliseSearchText, parseSearchRequest, emptySearchRequest, type Range, type SearchRequest } from '@/lib/search-request/schema';
import { MOBILITY_TYPES, type MobilityType, type MobilityTypeOrAll, type RadiusStep, type SortOrder } from '@/lib/vehicle/enums';
import { radiusStepFor } from './meaning';

export type MappedField = 'mobilityType' | 'brand' | 'model' | EnumFilterKey | RangeKey | 'postalCode' | 'radius' | FlagKey | 'sort';

/** One understood phrase: the words as typed, the filter and the value they set. */
export interface MappedWord {
  text: string;
  field: MappedField;
  value: string | number | boolean | Range;
  /** The name of a make, model or place as the stock and the place table write it. */
  label?: string;
}

/** A place chosen without a radius is searched this far around (bicycles are bought closer to home). */
export const DEFAULT_RADIUS: Record<MobilityTypeOrAll, RadiusStep> = {
  car: 'thirty',
  motor: 'thirty',
  alle: 'thirty',
  bicycle: 'twenty',
  caramper: 'fifty',
};

export class Draft {
  /** Types named by vehicle words and body types: they decide. */
  readonly strong = new Set<MobilityType>();
  /** Types implied by models, makes and type-specific filters, strongest first: they narrow. */
  readonly weak: (readonly MobilityType[])[][] = [[], [], []];
  readonly brand = new Set<string>();
  readonly model = new Set<string>();
  readonly enums = new Map<EnumFilterKey, Set<string>>();
  readonly ranges = new Map<RangeKey, Range>();
  postalCode?: string;
  radiusKm?: number;
  readonly flags = new Set<FlagKey>();
  sort?: SortOrder;
  readonly mapped: MappedWord[] = [];
  readonly unknown: string[] = [];
  readonly ignored: string[] = [];

  addEnum(field: EnumFilterKey, values: readonly string[]): void {
    const set = this.enums.get(field) ?? new Set<string>();
    for (const value of values) set.add(value);
    this.enums.set(field, set);
  }

  /** A later bound of the same range adds to an earlier one ("na 2015 … voor 2020"). */
  addRange(field: RangeKey, range: Range): void {
    this.ranges.set(field, { ...this.ranges.get(field), ...range });
  }

  mobilityType(): MobilityTypeOrAll {
    let candidates: readonly MobilityType[] = this.strong.size ? [...this.strong] : MOBILITY_TYPES;
    for (const level of this.weak) {
      for (const types of level) {
        const narrowed = candidates.filter((type) => types.includes(type));
        if (narrowed.length) candidates = narrowed;
      }
    }
    return candidates.length === 1 ? (candidates[0] ?? 'alle') : 'alle';
  }

  toRequest(): SearchRequest {
    const mobilityType = this.mobilityType();
    this.fitTo(mobilityType);
    const input: Record<string, unknown> = { mobilityType, brand: [...this.brand], model: [...this.model] };
    for (const [field, values] of this.enums) input[field] = [...values];
    for (const [field, range] of this.ranges) input[field] = range;
    if (this.postalCode) {
      input.postalCode = this.postalCode;
      input.radius = this.radiusKm === undefined ? DEFAULT_RADIUS[mobilityType] : radiusStepFor(this.radiusKm);
    }
    for (const flag of this.flags) input[flag] = true;
    if (this.sort) input.sort = this.sort;
    const text = keywords(this.unknown);
    if (text) input.text = text;
    const parsed = parseSearchRequest(input);
    if (parsed.ok) return parsed.request;
    // Cannot happen for values from the vocabulary; should it, the keywords alone still search.
    const fallback = parseSearchRequest({ mobilityType, text });
    return fallback.ok ? fallback.request : emptySearchRequest(mobilityType);
  }

  /**
   * Words whose meaning depends on the vehicle: "elektrische" of a bicycle is an e-bike (bicycles
   * have no fuel), and "7 persoons" of a car is its seats (berths are campers').
   */
  private fitTo(mobilityType: MobilityTypeOrAll): void {
    const fuel = this.enums.get('fuel');
    if (mobilityType === 'bicycle' && fuel?.has('elektriciteit')) {
      fuel.delete('elektriciteit');
      if (!this.enums.get('kind')?.has('highSpeedEbike')) this.addEnum('kind', ['ebike']);
      for (const word of this.mapped) if (word.field === 'fuel' && word.value === 'elektriciteit') Object.assign(word, { field: 'kind', value: 'ebike' });
    }
    // "hybride plug-in": the switch says it more precisely, and a plug-in whose other fuel is petrol
    // is no "hybride" in the fuel filter.
    if (this.flags.has('pluginHybrid') && fuel?.has('hybride')) {
      fuel.delete('hybride');
      for (const word of this.mapped.filter((entry) => entry.field === 'fuel' && entry.value === 'hybride')) this.drop(word, this.ignored);
    }
    const berths = this.ranges.get('berths');
    if (mobilityType === 'car' && berths && !this.ranges.has('seats')) {
      this.ranges.delete('berths');
      this.ranges.set('seats', berths);
      for (const word of this.mapped) if (word.field === 'berths') word.field = 'seats';
    }
    // Berths and a length in metres are campers' and caravans' (a car's "5 meter" is no filter).
    for (const field of ['berths', 'lengthCm'] as const) {
      if (!this.ranges.has(field) || mobilityType === 'caramper' || mobilityType === 'alle') continue;
      this.ranges.delete(field);
      for (const word of this.mapped.filter((entry) => entry.field === field)) this.drop(word, this.unknown);
    }
  }

  /** A mapped phrase that turned out to mean nothing here, kept as a keyword or as ignored. */
  private drop(word: MappedWord, into: string[]): void {
    into.push(word.text);
    this.mapped.splice(this.mapped.indexOf(word), 1);
  }
}

/** The words not understood, as the keyword filter takes them (cut at a word to fit its limit). */
function keywords(words: readonly string[]): string | undefined {
  let text = normaliseSearchText(words.join(' '));
  while (text.length > TEXT_MAX_LENGTH) text = text.slice(0, text.lastIndexOf(' ') > 0 ? text.lastIndexOf(' ') : TEXT_MAX_LENGTH);
  return text || undefined;
}
