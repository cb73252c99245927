import { MOBILITY_TYPES, type MobilityType } from '@/lib/vehicle/mobility';
import { soortBySegment } from './quick-search-options';
import type { QuickSearch } from './quick-search-url';
import { createTtlCache } from '@/lib/memo/ttl-cache';
import { resolveCountFilter, summarize, type HomeStats, type HomeStatsSource, type StatsRows } from './stats-model';

export interface HomeStatsService {
  overview(mobility: MobilityType): Promise<HomeStats>;
  /** Active listings a quick search would find. */
  count(search: QuickSearch): Promise<number>;
  /** Loads the figures of every vehicle type now, one after another, so no visitor waits for a first refresh. */
  warm(): Promise<void>;
}

/** Figures cached in-process for `ttlMs` (30 s by default), then served stale while one refresh runs: fresh enough for counts, and no visitor waits for the aggregates after the first. */
export function createHomeStatsService(
  source: HomeStatsSource,
  options: { ttlMs?: number; now?: () => number; /** Serve expired figures while one refresh runs (default true). */ serveStale?: boolean } = {},
): HomeStatsService {
  const ttlMs = options.ttlMs ?? 30_000;
  const serveStale = options.serveStale ?? true;
  const rowsCache = createTtlCache<{ rows: StatsRows; stats: HomeStats }>({ ttlMs, maxEntries: 8, now: options.now, serveStale });
  // Count keys are as many as there are filter combinations; keep the most recent few hundred.
  const countCache = createTtlCache<number>({ ttlMs, maxEntries: 500, now: options.now, serveStale });

  const load = (mobility: MobilityType) =>
    rowsCache.get(mobility, async () => {
      const rows = await source.rows(mobility);
      return { rows, stats: summarize(mobility, rows) };
    });

  return {
    async overview(mobility) {
      return (await load(mobility)).stats;
    },
    async count(search) {
      const key = JSON.stringify([search.mobility, search.soort, search.brand, search.model, search.priceTo, search.yearFrom]);
      return countCache.get(key, async () => {
        const soort = search.soort === undefined ? undefined : soortBySegment(search.mobility, search.soort);
        if (search.soort !== undefined && !soort) return 0;
        const { rows, stats } = await load(search.mobility);
        const plain = !soort && !search.brand && search.priceTo === undefined && search.yearFrom === undefined;
        if (plain) return stats.total;
        const filter = resolveCountFilter(rows, { ...search, soort });
        return filter ? source.count(filter) : 0;
      });
    },
    async warm() {
      // One at a time: each refresh holds the event loop, and the node is answering requests meanwhile.
      for (const mobility of MOBILITY_TYPES) await load(mobility);
    },
  };
}
