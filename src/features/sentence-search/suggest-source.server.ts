import 'server-only';
import { searchService, stockOf, vocabularyOf } from '@/features/search/server';
import { getT } from '@/lib/i18n/server';
import { LruCache } from '@/lib/memo/lru-cache';
import { landingPath, landingRequest, THEMED_LANDINGS } from '@/lib/search-request/landings';
import type { SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import type { Vocabulary } from '@/lib/search-sentence';
import { buildSuggestIndex, type LandingEntry, type SuggestIndex } from '@/lib/search-suggest';
import type { SuggestedSearch, SuggestSource } from './suggest-answer';

type SearchService = Awaited<ReturnType<typeof searchService>>;

/** Counts asked while typing repeat keystroke after keystroke ("go", "gol", "golf" all offer the Golf). */
const COUNT_CACHE_SIZE = 5_000;

interface Counts {
  version: number;
  cache: LruCache<string, number>;
}

/**
 * The answers to texts asked before ("vw golf" is offered again at every keystroke of "vw g…"),
 * per vocabulary (which is rebuilt on its own clock) and while the counts stay (the index's changes).
 */
const answersByVocabulary = new WeakMap<Vocabulary, { version: number; answers: LruCache<string, SuggestedSearch> }>();

function rememberedAnswers(service: SearchService): LruCache<string, SuggestedSearch> {
  const vocabulary = vocabularyOf(service);
  let entry = answersByVocabulary.get(vocabulary);
  if (!entry || entry.version !== service.appliedChanges) {
    entry = { version: service.appliedChanges, answers: new LruCache(COUNT_CACHE_SIZE) };
    answersByVocabulary.set(vocabulary, entry);
  }
  return entry.answers;
}

const counts = new WeakMap<SearchService, Counts>();
const indexes = new WeakMap<Vocabulary, SuggestIndex>();
let landings: Promise<LandingEntry[]> | undefined;

/** The themed landings by their titles (search.json), read once per process. */
function landingEntries(): Promise<LandingEntry[]> {
  landings ??= getT('search').then((t) =>
    THEMED_LANDINGS.map((landing) => {
      const title = t(`landing.${landing.slug}.title`);
      return { path: landingPath(landing), title, words: [landing.slug.replace(/-/g, ' '), title, t(`landing.${landing.slug}.noun.other`)], mobilityType: landing.mobilityType };
    }),
  );
  return landings;
}

/** A count from the index by the request's canonical URL, remembered until the index applies changes. */
function cachedCount(service: SearchService, request: SearchRequest, key: string): number {
  let entry = counts.get(service);
  if (!entry || entry.version !== service.appliedChanges) {
    entry = { version: service.appliedChanges, cache: new LruCache(COUNT_CACHE_SIZE) };
    counts.set(service, entry);
  }
  const known = entry.cache.get(key);
  if (known !== undefined) return known;
  const total = service.search(request, { facets: false, limit: 0 }).total;
  entry.cache.set(key, total);
  return total;
}

const sources = new WeakMap<SearchService, SuggestSource>();

/** The search service as the suggestions read it (one per service: every keystroke asks): the sentence search's own vocabulary and stock, counts. */
export async function suggestSource(service: SearchService): Promise<SuggestSource> {
  let source = sources.get(service);
  if (!source) sources.set(service, (source = sourceOf(service, await landingEntries())));
  return source;
}

function sourceOf(service: SearchService, entries: LandingEntry[]): SuggestSource {
  const byPath = new Map(THEMED_LANDINGS.map((landing) => [landingPath(landing), landing]));
  // A landing's search and URL, written once a year instead of at each keystroke that offers it.
  const landingSearches = new Map<string, { year: number; request: SearchRequest; url: string }>();
  return {
    vocabulary: () => vocabularyOf(service),
    count: (request, url) => cachedCount(service, request, url),
    answers: () => rememberedAnswers(service),
    index: () => {
      const vocabulary = vocabularyOf(service);
      let index = indexes.get(vocabulary);
      if (!index) {
        index = buildSuggestIndex(vocabulary, stockOf(service), entries);
        indexes.set(vocabulary, index);
      }
      return index;
    },
    landingCount: (path) => {
      const landing = byPath.get(path);
      if (!landing) return 0;
      // The year moves the landings' "recent" bounds: read at each call, as a server runs past New Year.
      const year = new Date().getFullYear();
      let search = landingSearches.get(path);
      if (search?.year !== year) {
        const request = landingRequest(landing, year);
        landingSearches.set(path, (search = { year, request, url: searchRequestToUrl(request) }));
      }
      return cachedCount(service, search.request, search.url);
    },
  };
}
