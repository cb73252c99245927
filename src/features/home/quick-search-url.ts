import { LIST_ROOT, type MobilityType } from '@/lib/vehicle/enums';

/**
 * The quick search of the home pages as a canonical list URL. A later issue brings the full URL
 * codec; this covers exactly the segments the quick search can set, in the codec's fixed order:
 * landing segment (body type or kind), merk-, model-, prijs-vanaf-, prijs-tot-en-met-, bouwjaar-vanaf-.
 *
 *   /auto/merk-volkswagen/model-golf/prijs-tot-en-met-15000/bouwjaar-vanaf-2018
 *   /fietsen/voertuigsoort-elektrische-fiets/merk-gazelle
 */
export interface QuickSearch {
  mobility: MobilityType;
  /** A landing segment from QUICK_SEARCH_KINDS of this mobility type. */
  soort?: string;
  brand?: string;
  model?: string;
  priceFrom?: number;
  priceTo?: number;
  yearFrom?: number;
}

// Letters that Unicode does not decompose into a base letter plus a mark.
const SPECIAL_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * Brand and model slugs as search URLs write them: lowercase, accents stripped, every run of
 * other characters one dash ("Citroën" → citroen, "Lynk & Co" → lynk-co, "ID.3" → id-3).
 */
export function toSlug(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function wholeEuros(value: number | undefined): number | undefined {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return undefined;
  return Math.floor(value);
}

export function quickSearchUrl(search: QuickSearch): string {
  const segments: string[] = [LIST_ROOT[search.mobility]];
  const soort = search.soort ? toSlug(search.soort) : '';
  const brand = search.brand ? toSlug(search.brand) : '';
  // A model without its brand does not identify anything: Golf and Golf Plus, Honda and Honda.
  const model = brand && search.model ? toSlug(search.model) : '';
  const priceFrom = wholeEuros(search.priceFrom);
  const priceTo = wholeEuros(search.priceTo);
  const yearFrom = search.yearFrom !== undefined && Number.isInteger(search.yearFrom) && search.yearFrom > 0 ? search.yearFrom : undefined;

  if (soort) segments.push(soort);
  if (brand) segments.push(`merk-${brand}`);
  if (model) segments.push(`model-${model}`);
  if (priceFrom !== undefined) segments.push(`prijs-vanaf-${priceFrom}`);
  if (priceTo !== undefined) segments.push(`prijs-tot-en-met-${priceTo}`);
  if (yearFrom !== undefined) segments.push(`bouwjaar-vanaf-${yearFrom}`);
  return segments.join('/');
}
