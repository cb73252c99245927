import type { BrandFacetOption } from '@/search-engine/facets';

export const POPULAR_BRAND_LIMIT = 8;

/**
 * The "Populair" group: the makes with most listings under the current filters, preferring the
 * makes we have a brand mark for when counts are close enough to be in the top anyway.
 * `marks` maps a brand slug to its mark's path.
 */
export function popularBrands(options: readonly BrandFacetOption[], marks: ReadonlyMap<string, string>, limit = POPULAR_BRAND_LIMIT): { value: string; mark: string | null }[] {
  const withListings = options.filter((option) => option.count > 0);
  // Too few makes to group: one plain list reads better.
  if (withListings.length <= limit + 2) return [];
  const ranked = [...withListings].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'nl'));
  const top = ranked.slice(0, limit * 2);
  const marked = top.filter((option) => marks.has(option.value));
  const chosen = [...marked, ...top.filter((option) => !marks.has(option.value))].slice(0, limit);
  return chosen.sort((a, b) => b.count - a.count).map((option) => ({ value: option.value, mark: marks.get(option.value) ?? null }));
}
