import 'server-only';
import { database } from '@/db';
import { createHomeStatsService } from './home-stats-service';
import { databaseStatsSource } from './stats-db';

/** The process-wide home figures, read from the database and cached for 30 seconds. */
const globalForStats = globalThis as unknown as { __homeStats?: ReturnType<typeof createHomeStatsService> };

export function homeStatsService() {
  globalForStats.__homeStats ??= createHomeStatsService(databaseStatsSource(database));
  return globalForStats.__homeStats;
}

export type { HomeStats, NamedCount } from './stats-model';
