import 'server-only';
import { searchService } from '@/features/search/server';
import { createHomeStatsService } from './home-stats-service';
import { indexStatsSource } from './stats-index';

/** The process-wide home figures, read from this node's search index and cached for 30 seconds. */
const globalForStats = globalThis as unknown as { __homeStats?: ReturnType<typeof createHomeStatsService> };

export function homeStatsService() {
  globalForStats.__homeStats ??= createHomeStatsService(indexStatsSource(searchService));
  return globalForStats.__homeStats;
}

export type { HomeStats, NamedCount } from './stats-model';
