import 'server-only';
import { database, type Database } from '@/db';
import { searchService } from '@/features/search/server';
import { healthReport, healthStatusCode, type HealthReport } from './health';
import { probeDatabase } from './readiness-schema.server';

/** A balancer polls every few seconds; a slower answer than this is as good as none. */
const DATABASE_TIMEOUT_MS = 1500;
/** Many balancers (and a flood) share one probe per second: health must stay the cheapest route. */
const REUSE_MS = 1000;

export interface HealthDependencies {
  database: () => Promise<Database>;
  /** Listings in the loaded index; rejects while it cannot be loaded. */
  indexSize: () => Promise<number>;
  timeoutMs?: number;
}

const live: HealthDependencies = {
  database,
  indexSize: async () => (await searchService()).size,
};

export async function checkHealth(dependencies: HealthDependencies = live): Promise<HealthReport> {
  const timeoutMs = dependencies.timeoutMs ?? DATABASE_TIMEOUT_MS;
  const [db, listings] = await Promise.all([
    probeDatabase(dependencies.database, timeoutMs),
    // The index holds what was loaded, so it answers without the database; a start that failed answers null.
    dependencies.indexSize().catch(() => null),
  ]);
  return healthReport(db, listings);
}

let recent: { at: number; report: Promise<HealthReport> } | undefined;

/** GET /api/health: 200 `{status:'ok',…}`, or 503 naming what is wrong. */
export async function healthResponse(): Promise<Response> {
  const now = Date.now();
  if (!recent || now - recent.at > REUSE_MS) recent = { at: now, report: checkHealth() };
  const report = await recent.report;
  return Response.json(report, { status: healthStatusCode(report), headers: { 'cache-control': 'no-store' } });
}
