import type { MobilityType } from '@/lib/vehicle/enums';
import { toSlug } from './quick-search-url';

/** Live figures of one home page: what is on offer now, among active listings only. */
export interface HomeStats {
  mobility: MobilityType;
  total: number;
  dealers: number;
  /** Brands with active listings, alphabetical; spellings that share a slug are one brand. */
  brands: NamedCount[];
  /** Models per brand slug, alphabetical. */
  models: Record<string, NamedCount[]>;
  /** Active listings per vehicle kind code and per body type code. */
  kinds: Record<string, number>;
  bodyTypes: Record<string, number>;
}

export interface NamedCount {
  name: string;
  slug: string;
  count: number;
}

/** The raw grouped counts a data source delivers; summarize() turns them into HomeStats. */
export interface StatsRows {
  total: number;
  dealers: number;
  brandModels: { brand: string; model: string; count: number }[];
  kinds: { value: string; count: number }[];
  bodyTypes: { value: string; count: number }[];
}

const collator = new Intl.Collator('nl-NL', { numeric: true, sensitivity: 'base' });

/**
 * On equal counts the spelling with accents wins (Citroën over Citroen): dealers who type the
 * accent are spelling the name the way the brand does. Then plain order, so the result is stable.
 */
function preferSpelling(candidate: [string, number], best: [string, number]): boolean {
  if (candidate[1] !== best[1]) return candidate[1] > best[1];
  const accents = (name: string) => name.normalize('NFKD').length - name.length;
  if (accents(candidate[0]) !== accents(best[0])) return accents(candidate[0]) > accents(best[0]);
  return candidate[0] < best[0];
}

/** Groups counts by slug; the spelling with most listings names the group. */
function groupBySlug(items: { name: string; count: number }[]): NamedCount[] {
  const groups = new Map<string, { spellings: Map<string, number>; count: number }>();
  for (const item of items) {
    const slug = toSlug(item.name);
    if (!slug) continue;
    const group = groups.get(slug) ?? { spellings: new Map<string, number>(), count: 0 };
    group.count += item.count;
    group.spellings.set(item.name, (group.spellings.get(item.name) ?? 0) + item.count);
    groups.set(slug, group);
  }
  return [...groups.entries()]
    .map(([slug, group]) => {
      const [name] = [...group.spellings.entries()].reduce((best, entry) => (preferSpelling(entry, best) ? entry : best));
      return { name, slug, count: group.count };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function summarize(mobility: MobilityType, rows: StatsRows): HomeStats {
  const brands = groupBySlug(rows.brandModels.map((row) => ({ name: row.brand, count: row.count })));
  const modelsByBrand = new Map<string, { name: string; count: number }[]>();
  for (const row of rows.brandModels) {
    const brandSlug = toSlug(row.brand);
    const list = modelsByBrand.get(brandSlug) ?? [];
    list.push({ name: row.model, count: row.count });
    modelsByBrand.set(brandSlug, list);
  }
  const models: Record<string, NamedCount[]> = {};
  for (const [brandSlug, list] of modelsByBrand) models[brandSlug] = groupBySlug(list);
  const toRecord = (list: { value: string; count: number }[]) => {
    const record: Record<string, number> = {};
    for (const { value, count } of list) record[value] = (record[value] ?? 0) + count;
    return record;
  };
  return {
    mobility,
    total: rows.total,
    dealers: rows.dealers,
    brands,
    models,
    kinds: toRecord(rows.kinds),
    bodyTypes: toRecord(rows.bodyTypes),
  };
}

export function emptyStats(mobility: MobilityType): HomeStats {
  return { mobility, total: 0, dealers: 0, brands: [], models: {}, kinds: {}, bodyTypes: {} };
}

/** Column-level filter of a live count; brand and model are the spellings stored in listings. */
export interface ListingCountFilter {
  mobility: MobilityType;
  kind?: string;
  bodyType?: string;
  brands?: readonly string[];
  models?: readonly string[];
  maxPriceCents?: number;
  minYear?: number;
}

/**
 * Where the home pages get their figures: this node's search index (stats-index.ts, decision 049);
 * the database's aggregates (stats-db.ts) are the reference the integration tests hold it to.
 */
export interface HomeStatsSource {
  rows(mobility: MobilityType): Promise<StatsRows>;
  count(filter: ListingCountFilter): Promise<number>;
}

/**
 * Turns a quick search (slugs, whole euros) into a column filter, using the spellings the
 * grouped rows hold. Undefined when a brand or model is asked that has no active listing.
 */
export function resolveCountFilter(
  rows: StatsRows,
  search: { mobility: MobilityType; soort?: { field: 'kind' | 'bodyType'; code: string }; brand?: string; model?: string; priceTo?: number; yearFrom?: number },
): ListingCountFilter | undefined {
  const filter: ListingCountFilter = { mobility: search.mobility };
  if (search.soort) filter[search.soort.field] = search.soort.code;
  if (search.brand) {
    const brandRows = rows.brandModels.filter((row) => toSlug(row.brand) === search.brand);
    if (brandRows.length === 0) return undefined;
    filter.brands = [...new Set(brandRows.map((row) => row.brand))];
    if (search.model) {
      const modelRows = brandRows.filter((row) => toSlug(row.model) === search.model);
      if (modelRows.length === 0) return undefined;
      filter.models = [...new Set(modelRows.map((row) => row.model))];
    }
  }
  if (search.priceTo !== undefined) filter.maxPriceCents = search.priceTo * 100;
  if (search.yearFrom !== undefined) filter.minYear = search.yearFrom;
  return filter;
}
