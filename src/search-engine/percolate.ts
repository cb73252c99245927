/**
 * Percolation for search alerts: which stored searches do the new or changed listings match?
 * Instead of running every subscription over the whole inventory, one small engine is built over
 * the batch (the delta) and each distinct search runs once against it, so the cost grows with the
 * batch and the number of subscriptions, not with the inventory. Matching is the engine's own,
 * not a second implementation; the one rule that needs the inventory is fed by `inventoryModels`.
 * Figures: bench/README.md, "Alerts (percolation)".
 */
import type { SearchRequest } from '@/lib/search-request/schema';
import { slugify } from '@/lib/search-request/slug';
import type { MobilityType } from '@/lib/vehicle/enums';
import type { SearchDocument } from './document';
import { SearchEngine } from './engine';

export interface StandingQuery {
  id: string;
  request: SearchRequest;
  /** epoch ms: only listings added after this are new to it */
  since: number;
}

export interface PercolationMatch {
  queryId: string;
  /** up to `limit` ids, in the order the search page shows them for this request */
  listingIds: number[];
  /** all new matches */
  total: number;
}

/** A brand and model as written in a listing (a SearchDocument fits). */
export interface ModelLabels {
  brand: string;
  model: string;
}

export interface PercolateOptions {
  /** Epoch ms that "today" is measured from (the request's added-since filter). */
  now: number;
  /** Listing ids returned per query (default 10); `total` counts them all. */
  limit?: number;
  /**
   * Every brand/model pair that has a live listing in the inventory the search page answers from
   * (labels as in SearchDocument; duplicates are fine, so the inventory's documents do, and so does
   * `SELECT DISTINCT brand, model` over the active listings). Required because the search page's
   * brand/model rule depends on it: "Fiat 500" means only Fiat's 500 while Fiat has a live 500,
   * but every Fiat when no Fiat 500 is live and another brand's 500 is (decision 002). A batch
   * alone cannot tell these apart, and a guess would mail listings the page does not show.
   */
  inventoryModels: Iterable<ModelLabels>;
}

const DEFAULT_LIMIT = 10;
/** About 20 bytes a hit: some 40 MB at most for the answers kept across batches. */
const CACHED_HITS_MAX = 2_000_000;

/** A distinct request's delta hits in page order, their added times, and those times sorted (to count by binary search). */
interface Hits {
  ids: number[];
  addedAt: Float64Array;
  ascending: Float64Array;
}

/**
 * The matches of each query among the delta documents added after its `since`, for the queries
 * with at least one (in the order of `queries`). One call; to match subscriptions in batches
 * against the same delta, keep one `Percolator` (each call here builds its engine anew).
 */
export function percolate(delta: readonly SearchDocument[], queries: readonly StandingQuery[], options: PercolateOptions): PercolationMatch[] {
  return new Percolator(delta, options).match(queries, options.limit);
}

/**
 * The delta indexed once, for any number of batches of queries. `delta` holds the current versions
 * of listings that are live in the inventory; a repeated id counts once, its last version.
 *
 * Order: hits are listed in the engine's order for the request, computed over the delta. Every
 * order key is per listing (price, year, distance, text relevance, added time) except the quality
 * score of `besteResultaat`, whose price plausibility compares a price with the median of its
 * model and year — medians the small engine takes from the delta, the page from the inventory. So
 * the default order (and the tie-break of every other order) can differ slightly from the page's;
 * the set of matches and their count cannot.
 */
export class Percolator {
  private readonly documents: SearchDocument[];
  private readonly profiles: Map<Scope, Profile>;
  private readonly addedAtById: Map<number, number>;
  private readonly standIns: StandIns;
  private readonly now: number;
  /** Built with the first batch that can match anything: a delta that matches no query builds none. */
  private engine: SearchEngine | null = null;
  private readonly cache = new Map<string, Hits>();
  private cachedHits = 0;

  constructor(delta: readonly SearchDocument[], options: Omit<PercolateOptions, 'limit'>) {
    this.documents = latestVersions(delta);
    this.profiles = profileOf(this.documents);
    this.addedAtById = new Map(this.documents.map((document) => [document.id, document.addedAt]));
    this.standIns = new StandIns(this.documents, options.inventoryModels);
    this.now = options.now;
  }

  match(queries: readonly StandingQuery[], limit = DEFAULT_LIMIT): PercolationMatch[] {
    if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`limit must be a whole number ≥ 0, not ${limit}`);
    const groups = new Map<string, { request: SearchRequest; members: number[] }>();
    queries.forEach((query, position) => {
      if (!mayMatch(query, this.profiles)) return;
      const key = requestKey(query.request);
      const group = groups.get(key);
      if (group) group.members.push(position);
      else groups.set(key, { request: query.request, members: [position] });
    });
    if (groups.size === 0) return [];
    const engine = this.engineFor([...groups].filter(([key]) => !this.cache.has(key)).map(([, group]) => group.request));
    const found: (PercolationMatch | undefined)[] = new Array<PercolationMatch | undefined>(queries.length);
    for (const [key, { request, members }] of groups) {
      const hits = this.cache.get(key) ?? this.hitsOf(engine, key, request);
      for (const position of members) {
        const query = queries[position];
        if (query) found[position] = newMatches(query, hits, limit);
      }
    }
    return found.filter((match): match is PercolationMatch => match !== undefined && match.total > 0);
  }

  /**
   * A request's delta hits in page order. Kept for later batches (the job reads subscriptions a
   * transaction at a time, and popular searches recur in every one): a stand-in added later
   * concerns only requests naming its model, which were answered after it, so a kept answer stays
   * exact. Bounded, since a delta of n listings can give n hits per distinct search.
   */
  private hitsOf(engine: SearchEngine, key: string, request: SearchRequest): Hits {
    const result = engine.search(request, { now: this.now, facets: false, offset: 0, limit: engine.size });
    const ids: number[] = [];
    const added: number[] = [];
    for (const hit of result.hits) {
      const at = this.addedAtById.get(hit.id);
      // Stand-ins are not in the map: they exist only to make the brand/model rule see the inventory.
      if (at === undefined) continue;
      ids.push(hit.id);
      added.push(at);
    }
    const hits: Hits = { ids, addedAt: Float64Array.from(added), ascending: Float64Array.from(added).sort() };
    if (this.cachedHits + ids.length <= CACHED_HITS_MAX) {
      this.cache.set(key, hits);
      this.cachedHits += ids.length;
    }
    return hits;
  }

  /** The engine with the stand-ins these requests need (built with the first batch's, later ones added as listings). */
  private engineFor(requests: readonly SearchRequest[]): SearchEngine {
    const needed = this.standIns.take(requests);
    if (!this.engine) this.engine = SearchEngine.build([...this.documents, ...needed], this.documents.length + needed.length);
    else for (const standIn of needed) this.engine.upsert(standIn);
    return this.engine;
  }
}

/**
 * Popular searches are shared by thousands of subscriptions and match most of the batch: counting
 * by binary search in the sorted added times and stopping at the first `limit` new hits keeps each
 * subscription's share small rather than a walk over every hit.
 */
function newMatches(query: StandingQuery, hits: Hits, limit: number): PercolationMatch {
  const { ids, addedAt, ascending } = hits;
  let low = 0;
  let high = ascending.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((ascending[middle] ?? 0) <= query.since) low = middle + 1;
    else high = middle;
  }
  const total = ascending.length - low;
  const wanted = Math.min(limit, total);
  const listingIds: number[] = [];
  for (let index = 0; index < ids.length && listingIds.length < wanted; index++) {
    if ((addedAt[index] ?? 0) > query.since) listingIds.push(ids[index] ?? 0);
  }
  return { queryId: query.id, listingIds, total };
}

function latestVersions(delta: readonly SearchDocument[]): SearchDocument[] {
  const byId = new Map<number, SearchDocument>();
  for (const document of delta) byId.set(document.id, document);
  return [...byId.values()];
}

/** What the delta holds per mobility type: enough to rule a query out without running it. */
interface Profile {
  newest: number;
  brands: Set<string>;
  models: Set<string>;
  dealers: Set<number>;
}

type Scope = MobilityType | 'alle';

function profileOf(documents: readonly SearchDocument[]): Map<Scope, Profile> {
  const profiles = new Map<Scope, Profile>();
  const slugs = new Map<string, string>();
  const slugOf = (label: string) => {
    let slug = slugs.get(label);
    if (slug === undefined) {
      slug = slugify(label) || '-';
      slugs.set(label, slug);
    }
    return slug;
  };
  for (const document of documents) {
    for (const scope of [document.mobilityType, 'alle'] as const) {
      let profile = profiles.get(scope);
      if (!profile) profiles.set(scope, (profile = { newest: -Infinity, brands: new Set(), models: new Set(), dealers: new Set() }));
      profile.newest = Math.max(profile.newest, document.addedAt);
      profile.brands.add(slugOf(document.brand));
      profile.models.add(slugOf(document.model));
      profile.dealers.add(document.dealerId);
    }
  }
  return profiles;
}

/**
 * False only when the query provably matches nothing new: no delta listing of its type, none
 * added after its `since`, none of its dealer, or none whose brand or model slug it names. The
 * last holds because the engine's brand/model table lets a listing through only for a selected
 * brand or a selected model slug (compile.ts, brandModelTable), whatever the inventory holds.
 */
function mayMatch(query: StandingQuery, profiles: Map<Scope, Profile>): boolean {
  const { request } = query;
  const profile = profiles.get(request.mobilityType);
  if (!profile || profile.newest <= query.since) return false;
  if (request.dealer !== undefined && !profile.dealers.has(request.dealer)) return false;
  if (request.brand.length === 0 && request.model.length === 0) return true;
  return request.brand.some((brand) => profile.brands.has(brand)) || request.model.some((model) => profile.models.has(model));
}

/**
 * The same key for requests the engine answers alike: the page is left out (the alert does its
 * own paging). JSON is lossless for a request and native JSON.stringify the cheapest form (sorting
 * the keys cost 13 µs a request, over a second per 100,000). A request built with its fields in
 * another order than the schema outputs gets another key: that costs a search, never a wrong answer.
 */
function requestKey(request: SearchRequest): string {
  return JSON.stringify(request.page === 1 ? request : { ...request, page: 1 });
}

/**
 * Listings that make the small engine see the inventory's live brand/model pairs for every model
 * slug a query names: the brand/model rule reads only which pairs are live (engine `modelLive`),
 * so one stand-in per pair the delta lacks makes it resolve exactly as on the search page. They
 * never show: their ids are left out of the results. Each has its own model code, so it moves no
 * delta listing's price median and thus no quality score either. Only named slugs get them, so
 * the engine does not scan the whole catalogue's worth of extra rows.
 */
class StandIns {
  /** Per model slug: stand-ins for the inventory's pairs of that slug that no delta listing has. */
  private readonly missing = new Map<string, SearchDocument[]>();
  private readonly given = new Set<string>();

  constructor(documents: readonly SearchDocument[], inventory: Iterable<ModelLabels>) {
    const template = documents[0];
    if (!template) return;
    const pairOf = (brand: string, model: string) => `${slugify(brand) || '-'}/${slugify(model) || '-'}`;
    const present = new Set(documents.map((document) => pairOf(document.brand, document.model)));
    const seenLabels = new Map<string, Set<string>>();
    const usedIds = new Set(documents.map((document) => document.id));
    let nextId = 1;
    for (const { brand, model } of inventory) {
      // Inventories repeat a pair thousands of times: slugify each distinct pair of labels once.
      let models = seenLabels.get(brand);
      if (!models) seenLabels.set(brand, (models = new Set()));
      if (models.has(model)) continue;
      models.add(model);
      const pair = pairOf(brand, model);
      if (present.has(pair)) continue;
      present.add(pair);
      while (usedIds.has(nextId)) nextId++;
      usedIds.add(nextId);
      const slug = slugify(model) || '-';
      const standIn: SearchDocument = { ...template, id: nextId, brand, model, variant: null, title: `${brand} ${model}` };
      const list = this.missing.get(slug);
      if (list) list.push(standIn);
      else this.missing.set(slug, [standIn]);
    }
  }

  /** The stand-ins for the slugs these requests name that earlier batches did not. */
  take(requests: readonly SearchRequest[]): SearchDocument[] {
    const taken: SearchDocument[] = [];
    for (const request of requests) {
      for (const slug of request.model) {
        if (this.given.has(slug)) continue;
        this.given.add(slug);
        taken.push(...(this.missing.get(slug) ?? []));
      }
    }
    return taken;
  }
}
