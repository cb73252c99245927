/** The old facet shape, and what our facets must provide to fill it (our SearchFacets does). */

interface ValueCount {
  value: string;
  count: number;
}

/** Our facets as far as the old shape reads them: brands, models, enumeration counts, switch counts. */
export interface FacetsSource {
  brand: readonly (ValueCount & { label: string })[];
  model: readonly (ValueCount & { label: string })[];
  addedSince: readonly ValueCount[];
  radius: readonly ValueCount[];
  readonly [field: string]: unknown;
}

export interface LegacyFacetOption {
  name: string;
  label: string;
  /** Absent for range steps, as the old site answered them. */
  count?: number;
  selected: boolean;
}
export interface LegacyFacet {
  name: string;
  label: string;
  disabled: boolean;
  selected: boolean;
  hidden: boolean;
  selectedValues: string[];
  options: LegacyFacetOption[];
  optionCategories: { label: string; options: LegacyFacetOption[] }[];
}
export function facet(name: string, label: string, options: LegacyFacetOption[], extra: Partial<LegacyFacet> = {}): LegacyFacet {
  const selectedValues = options.filter((option) => option.selected).map((option) => option.name);
  return { name, label, disabled: false, selected: selectedValues.length > 0, hidden: false, selectedValues, options, optionCategories: [], ...extra };
}

