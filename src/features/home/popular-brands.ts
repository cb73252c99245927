import type { NamedCount } from './stats-model';

/**
 * A make with a brand mark, as the brands feature lists them (the page passes its list in):
 * `slug` names the mark file under /brands/, `searchSlug` the make in list URLs (Honda's
 * motorcycles have their own mark but the `honda` slug).
 */
export interface PopularBrand {
  slug: string;
  name: string;
  searchSlug: string;
}

export interface PopularBrandWithCount extends PopularBrand {
  count: number;
}

/** The popular makes with their live counts; most offered first, alphabetical when counts tie (or all are 0). */
export function popularBrandsWithCounts(brands: readonly PopularBrand[], counts: readonly NamedCount[]): PopularBrandWithCount[] {
  const bySlug = new Map(counts.map((entry) => [entry.slug, entry.count]));
  return brands
    .map((entry) => ({ ...entry, count: bySlug.get(entry.searchSlug) ?? 0 }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'nl'));
}
