/**
 * The makes and models the sentence search understands (issue 18), read from the index's own
 * facets so that they are exactly the filters' values: a make or model that enters the stock is
 * understood from the next rebuild on, without a code change. Rebuilt at most once a minute, and
 * only after listings changed.
 */
import { buildVocabulary, type StockMake, type StockModel, type StockVocabulary, type Vocabulary } from '@/lib/search-sentence';
import { MULTI_SELECT_MAX_VALUES } from '@/lib/search-request/fields';
import { emptySearchRequest } from '@/lib/search-request/schema';
import { MOBILITY_TYPES } from '@/lib/vehicle/enums';
import type { SearchFacets } from '@/search-engine/facets';
import type { SearchRequest } from '@/lib/search-request/schema';
import type { SearchService } from './search-service';

/** How stale the vocabulary may be while listings change (a new model is rare; the build costs a few ms). */
export const VOCABULARY_REFRESH_MS = 60_000;

type FacetSearch = (request: SearchRequest) => SearchFacets | null;

/** Every make and model of each mobility type, from two facet counts per type (models are listed per chosen make). */
export function stockVocabularyOf(search: FacetSearch): StockVocabulary {
  const makes: StockMake[] = [];
  const models: StockModel[] = [];
  for (const mobilityType of MOBILITY_TYPES) {
    const brands = search(emptySearchRequest(mobilityType))?.brand.filter((brand) => brand.count > 0) ?? [];
    for (const brand of brands) makes.push({ slug: brand.value, label: brand.label, mobilityTypes: [mobilityType], count: brand.count });
    for (let start = 0; start < brands.length; start += MULTI_SELECT_MAX_VALUES) {
      const request = { ...emptySearchRequest(mobilityType), brand: brands.slice(start, start + MULTI_SELECT_MAX_VALUES).map((brand) => brand.value).sort() };
      for (const model of search(request)?.model ?? []) {
        if (model.count > 0) models.push({ slug: model.value, label: model.label, brand: model.brand, mobilityTypes: [mobilityType], count: model.count });
      }
    }
  }
  return { makes, models };
}

interface Source {
  /** Bumped whenever the index applied changes. */
  readonly appliedChanges: number;
  search: FacetSearch;
}

/** The vocabulary of one search service, rebuilt lazily when the stock changed and the last build is old enough. */
export class StockVocabularyCache {
  private built: { vocabulary: Vocabulary; stock: StockVocabulary; version: number; at: number } | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  get(source: Source): Vocabulary {
    const { built } = this;
    if (built && (built.version === source.appliedChanges || this.now() - built.at < VOCABULARY_REFRESH_MS)) return built.vocabulary;
    const version = source.appliedChanges;
    const stock = stockVocabularyOf(source.search);
    const vocabulary = buildVocabulary(stock);
    this.built = { vocabulary, stock, version, at: this.now() };
    return vocabulary;
  }

  /** The makes and models with their counts that the current vocabulary was built from (the search box ranks by them). */
  stock(source: Source): StockVocabulary {
    this.get(source);
    return this.built?.stock ?? { makes: [], models: [] };
  }
}

const caches = new WeakMap<SearchService, StockVocabularyCache>();

function cacheOf(service: SearchService): StockVocabularyCache {
  let cache = caches.get(service);
  if (!cache) {
    cache = new StockVocabularyCache();
    caches.set(service, cache);
  }
  return cache;
}

const sourceOf = (service: SearchService): Source => ({ appliedChanges: service.appliedChanges, search: (request) => service.search(request, { facets: true, limit: 0 }).facets });

/** The sentence-search vocabulary of a search service's index (cached per service). */
export function vocabularyOf(service: SearchService): Vocabulary {
  return cacheOf(service).get(sourceOf(service));
}

/** The stock (makes and models with their counts) behind `vocabularyOf` (issue 18's suggestions rank by it). */
export function stockOf(service: SearchService): StockVocabulary {
  return cacheOf(service).stock(sourceOf(service));
}
