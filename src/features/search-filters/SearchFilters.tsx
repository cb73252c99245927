import { brandMarkPath, brandMarksFor } from '@/features/brands';
import type { SearchRequest } from '@/lib/search-request/schema';
import { MOBILITY_TYPES } from '@/lib/vehicle/enums';
import type { SearchFacets } from '@/search-engine/facets';
import { requestChips } from './chips';
import { FiltersIslandLazy } from './FiltersIslandLazy';
import { chipLabels, filtersCopy, named } from './labels.server';
import { popularBrands } from './popular-brands';
import { typeBrandCounts } from './popular-source.server';

function markPaths(mobilityType: SearchRequest['mobilityType']): Map<string, string> {
  const types = mobilityType === 'alle' ? MOBILITY_TYPES : [mobilityType];
  const marks = new Map<string, string>();
  for (const type of types) for (const brand of brandMarksFor(type)) if (!marks.has(brand.searchSlug)) marks.set(brand.searchSlug, brandMarkPath(brand.slug));
  return marks;
}

/**
 * The filter panel of a search page: labels are translated here on the server, the panel itself
 * is a client island (side column on desktop, full-screen sheet on mobile, a plain form without
 * JavaScript).
 */
export async function SearchFilters({ request, facets: engineFacets, total }: { request: SearchRequest; facets: SearchFacets; total: number }) {
  // A selected brand or model no listing has comes back labelled with its slug; show it as a name.
  const facets: SearchFacets = {
    ...engineFacets,
    brand: engineFacets.brand.map((option) => ({ ...option, label: named(option.label, option.value) })),
    model: engineFacets.model.map((option) => ({ ...option, label: named(option.label, option.value) })),
  };
  const [copy, labels, typeBrands] = await Promise.all([filtersCopy(request.mobilityType), chipLabels(request, facets), typeBrandCounts(request.mobilityType, request)]);
  return (
    <FiltersIslandLazy
      request={request}
      facets={facets}
      total={total}
      copy={copy}
      popular={popularBrands(typeBrands, markPaths(request.mobilityType))}
      activeCount={requestChips(request, labels).length}
    />
  );
}
