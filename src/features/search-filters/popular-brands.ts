import { stripAccents } from '@/lib/search-request/slug';
import type { BrandFacetOption } from '@/search-engine/facets';

export const POPULAR_BRAND_LIMIT = 8;

/** A brand of the "Populair" group, with its label (it shows even when the current filters leave it no listing) and mark. */
export interface PopularBrand {
  value: string;
  label: string;
  mark: string | null;
}

/**
 * The "Populair" group: the makes with most listings of the vehicle type as a whole (the
 * unfiltered list root, not the current result), preferring the makes we have a brand mark for
 * when counts are close enough to be in the top anyway. Read from the whole type, the group is the
 * same on every page of that type: a ticked brand never jumps away from under the finger
 * (issue 18). `marks` maps a brand slug to its mark's path.
 */
export function popularBrands(options: readonly BrandFacetOption[], marks: ReadonlyMap<string, string>, limit = POPULAR_BRAND_LIMIT): PopularBrand[] {
  const withListings = options.filter((option) => option.count > 0);
  // Too few makes to group: one plain list reads better.
  if (withListings.length <= limit + 2) return [];
  const ranked = [...withListings].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'nl'));
  const top = ranked.slice(0, limit * 2);
  const marked = top.filter((option) => marks.has(option.value));
  const chosen = [...marked, ...top.filter((option) => !marks.has(option.value))].slice(0, limit);
  return chosen
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'nl'))
    .map((option) => ({ value: option.value, label: option.label, mark: marks.get(option.value) ?? null }));
}

export interface BrandRow {
  value: string;
  label: string;
  /** Listings under the current filters; 0 for a popular make they leave none (shown muted). */
  count: number;
  mark: string | null;
}

/**
 * The brand list as the panel shows it: the popular makes in their fixed order (with the current
 * counts), then every other make of the current facets A–Z. Neither order depends on what is
 * ticked or on the current counts, so filtering never moves a row.
 */
export function brandRows(current: readonly BrandFacetOption[], popular: readonly PopularBrand[]): { popular: BrandRow[]; others: BrandRow[] } {
  const counts = new Map(current.map((option) => [option.value, option.count]));
  const popularValues = new Set(popular.map((brand) => brand.value));
  return {
    popular: popular.map((brand) => ({ value: brand.value, label: brand.label, count: counts.get(brand.value) ?? 0, mark: brand.mark })),
    others: current
      .filter((option) => !popularValues.has(option.value))
      .map((option) => ({ row: { value: option.value, label: option.label, count: option.count, mark: null }, key: foldName(option.label) }))
      .sort((a, b) => byCodePoint(a.key, b.key) || byCodePoint(a.row.value, b.row.value))
      .map(({ row }) => row),
  };
}

/**
 * A make's name without case and accents: what the brand search box matches, and how the list sorts
 * A–Z for a Dutch reader, as the Dutch collator orders makes at its first level. Compared without
 * Intl, because the sort runs in the browser while the filter panel hydrates: `localeCompare(…, 'nl')`
 * made a collator and loaded its locale data there, about 17 ms of a phone's main thread on /auto at
 * every load (decision 048 does the same for numbers).
 */
export function foldName(label: string): string {
  return stripAccents(label.toLowerCase());
}

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
