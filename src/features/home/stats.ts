import 'server-only';
import { searchService } from '@/features/search/server';
import { log } from '@/lib/log';
import { createHomeStatsService } from './home-stats-service';
import { indexStatsSource } from './stats-index';

/** The process-wide home figures, read from this node's search index and cached for 30 seconds. */
const globalForStats = globalThis as unknown as { __homeStats?: ReturnType<typeof createHomeStatsService> };

export function homeStatsService() {
  globalForStats.__homeStats ??= createHomeStatsService(indexStatsSource(searchService));
  return globalForStats.__homeStats;
}

/**
 * The first refresh of a vehicle type's figures costs the node 3-118 ms before the engine's code is
 * optimised (decision 049); paid at boot, once the index is built, rather than by a first visitor.
 */
export function warmHomeStats(): void {
  homeStatsService()
    .warm()
    .catch((error: unknown) => log.error({ err: error }, 'home figures: warm-up failed'));
}

export type { HomeStats, NamedCount } from './stats-model';
