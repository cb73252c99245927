/**
 * Our facets in the old facets shape `{ count, facets, selectedFacets, searchResultsPageUrl }`
 * (decision 035): each facet `{ name, label, options, optionCategories, selectedValues, disabled,
 * hidden }` under the old names, the brands in the categories "Populair" and "Alle merken", option
 * names in the old vocabulary (the client sends them back) and Dutch labels from the locale files.
 * Pure: the caller passes the facets, the request and a translator.
 */
import type { Translate } from '@/lib/i18n/translate';
import { formatEuros, formatInteger } from '@/lib/format/number';
import type { SearchRequest } from '@/lib/search-request/schema';
import { PRICE_STEPS_EUR, MILEAGE_STEPS_KM, FIRST_BUCKET_YEAR } from '@/search-engine/buckets';
import { POWER_BANDS_PK, RADIUS_STEPS } from '@/lib/vehicle/enums';
import { BICYCLE_FUEL_KINDS, bicycleFuelsOfKinds } from './bicycle-fuel';
import { LEGACY_KEYS, type KeyTarget } from './keys';
import { legacyName } from './values';
import { ADDED_SINCE, DISTANCE, type ValueTable } from './vocabulary';
import { countFacets } from './facet-counts';
import { flagFacets } from './facet-flags';
import { facet, type FacetsSource, type LegacyFacet, type LegacyFacetOption } from './facet-shape';

export interface LegacyFacets {
  count: number;
  facets: LegacyFacet[];
  selectedFacets: { name: string; label: string; selectedValues: string[] }[];
  searchResultsPageUrl: string;
}
export type { FacetsSource, LegacyFacet, LegacyFacetOption } from './facet-shape';

/** How many makes the "Populair" category holds, as on the old site. */
export const POPULAR_BRANDS = 10;
/** Our vehicle.json group of each enumeration field's value labels. */
const LABEL_GROUP: Readonly<Record<string, string>> = { warrantyTypes: 'warrantyType', accessories: 'accessory' };

function brandFacet(source: FacetsSource, request: SearchRequest, t: Translate): LegacyFacet {
  const chosen = new Set(request.brand);
  const option = (brand: FacetsSource['brand'][number]): LegacyFacetOption => ({ name: brand.value, label: brand.label, count: brand.count, selected: chosen.has(brand.value) });
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'nl');
  const withListings = source.brand.filter((brand) => brand.count > 0 || chosen.has(brand.value));
  const popular = [...withListings].sort((a, b) => b.count - a.count || byLabel(a, b)).slice(0, POPULAR_BRANDS).sort(byLabel);
  return facet('Brand', t('field.brand'), [], {
    selected: chosen.size > 0,
    selectedValues: [...request.brand],
    optionCategories: [
      { label: t('brand.popular'), options: popular.map(option) },
      { label: t('brand.all'), options: [...withListings].sort(byLabel).map(option) },
    ],
  });
}

function modelFacet(source: FacetsSource, request: SearchRequest, t: Translate): LegacyFacet {
  const chosen = new Set(request.model);
  const options = source.model.map((model) => ({ name: model.value, label: model.label, count: model.count, selected: chosen.has(model.value) }));
  // As on the old site: models are chosen within a make.
  return facet('Model', t('field.model'), options, { disabled: request.brand.length === 0 });
}

function rangeFacets(name: string, field: string, steps: readonly number[], request: SearchRequest, t: Translate, format: (step: number) => string): LegacyFacet[] {
  const range = (request as unknown as Record<string, { min?: number; max?: number } | undefined>)[field];
  const prefix = name === 'EnginePower' ? 'EnginePower' : '';
  const options = (bound: number | undefined) => steps.map((step) => ({ name: `${prefix}${step}`, label: format(step), selected: bound === step }));
  const withValue = (bound: number | undefined, list: LegacyFacetOption[]) => ({ selected: bound !== undefined, selectedValues: bound === undefined ? [] : [`${prefix}${bound}`], options: list });
  return [
    facet(`${name}From`, t(`field.${field}`), [], withValue(range?.min, options(range?.min))),
    facet(`${name}To`, t('range.to'), [], withValue(range?.max, options(range?.max))),
  ];
}

/** A bicycle's old fuel facet counts our kinds (bicycle-fuel.ts). */
function bicycleFuelCounts(source: FacetsSource): { value: string; count: number }[] {
  const kinds = Array.isArray(source.kind) ? (source.kind as readonly { value: string; count: number }[]) : [];
  return Object.entries(BICYCLE_FUEL_KINDS).map(([value, covered]) => ({
    value,
    count: kinds.filter((kind) => (covered as readonly string[]).includes(kind.value)).reduce((sum, kind) => sum + kind.count, 0),
  }));
}

function enumFacet(name: string, table: ValueTable, source: FacetsSource, request: SearchRequest, t: Translate): LegacyFacet | null {
  const bicycleFuel = table.field === 'fuel' && request.mobilityType === 'bicycle';
  const counts = bicycleFuel ? bicycleFuelCounts(source) : source[table.field];
  if (!Array.isArray(counts)) return null;
  const chosen = new Set(bicycleFuel ? bicycleFuelsOfKinds(request.kind) : ((request as unknown as Record<string, unknown>)[table.field] as readonly string[] | undefined));
  const group = LABEL_GROUP[table.field] ?? table.field;
  const options = (counts as readonly { value: string; count: number }[])
    .filter((entry) => entry.count > 0 || chosen.has(entry.value))
    .map((entry) => ({ name: legacyName(table, entry.value), label: t(`vehicle:${group}.${entry.value}`), count: entry.count, selected: chosen.has(entry.value) }));
  const label = table.field === 'bodyType' && request.mobilityType !== 'car' && request.mobilityType !== 'alle' ? t(`bodyTypeLabel.${request.mobilityType}`) : t(`field.${table.field}`);
  return facet(name, label, options, { hidden: options.length === 0 });
}

function singleFacet(name: string, table: ValueTable, values: readonly string[], counts: readonly { value: string; count: number }[], selected: string | undefined, label: string, t: Translate): LegacyFacet {
  const countOf = new Map(counts.map((entry) => [entry.value, entry.count]));
  const group = table.field === 'radius' ? 'radius' : 'addedSince';
  const options = values.map((value) => {
    const count = countOf.get(value);
    return { name: legacyName(table, value), label: t(`vehicle:${group}.${value}`), ...(count === undefined ? {} : { count }), selected: selected === value };
  });
  return facet(name, label, options);
}

export interface LegacyFacetsInput {
  source: FacetsSource;
  request: SearchRequest;
  total: number;
  /** Our canonical URL of the search (the old site answered its own, relative). */
  url: string;
  /** The current year: the build-year steps run from next year's models down. */
  year: number;
  /** A translator of the `filters` namespace (`vehicle:` keys reach the value labels). */
  t: Translate;
}

export function toLegacyFacets({ source, request, total, url, year, t }: LegacyFacetsInput): LegacyFacets {
  const years = Array.from({ length: year + 1 - FIRST_BUCKET_YEAR + 1 }, (_, index) => year + 1 - index);
  const enums = [...LEGACY_KEYS]
    .filter((entry): entry is [string, Extract<KeyTarget, { kind: 'enum' }>] => entry[1].kind === 'enum')
    .map(([name, target]) => enumFacet(name, target.table, source, request, t))
    .filter((entry): entry is LegacyFacet => entry !== null);
  const facets = [
    brandFacet(source, request, t),
    modelFacet(source, request, t),
    ...rangeFacets('Price', 'price', PRICE_STEPS_EUR, request, t, formatEuros),
    ...rangeFacets('Year', 'buildYear', years, request, t, String),
    ...rangeFacets('Mileage', 'mileage', MILEAGE_STEPS_KM, request, t, formatInteger),
    ...rangeFacets('EnginePower', 'powerPk', POWER_BANDS_PK, request, t, (pk) => `${formatInteger(pk)} pk`),
    facet('PostalCode', t('location.postalCode'), [], { selected: request.postalCode !== undefined, selectedValues: request.postalCode ? [request.postalCode] : [] }),
    { ...singleFacet('Distance', DISTANCE, RADIUS_STEPS, source.radius, request.radius, t('location.radius'), t), disabled: request.postalCode === undefined },
    ...enums,
    ...countFacets(source, request, t),
    singleFacet('AvailableSince', ADDED_SINCE, source.addedSince.map((entry) => entry.value), source.addedSince, request.addedSince, t('field.addedSince'), t),
    ...flagFacets(source, request, t),
  ];
  return {
    count: total,
    facets,
    selectedFacets: facets.filter((entry) => entry.selected).map(({ name, label, selectedValues }) => ({ name, label, selectedValues })),
    searchResultsPageUrl: url,
  };
}
