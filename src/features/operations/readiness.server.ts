import 'server-only';
import { database, type Database } from '@/db';
import { searchService } from '@/features/search/server';
import { probeDatabase } from './readiness-schema.server';
import { readinessReport, readinessStatusCode, type IndexState, type ReadinessReport } from './readiness';

const DATABASE_TIMEOUT_MS = 1500;
/** A loaded index answers at once; a load in progress is not waited for. */
const INDEX_WAIT_MS = 50;

export interface ReadinessDependencies {
  database: () => Promise<Database>;
  /** The node's index size; pending while it loads, rejected when its load failed. Asking starts a load. */
  indexSize: () => Promise<number>;
}

const live: ReadinessDependencies = { database, indexSize: async () => (await searchService()).size };

async function indexState(indexSize: () => Promise<number>): Promise<{ state: IndexState; listings: number | null }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waiting = new Promise<{ state: IndexState; listings: null }>((resolve) => {
    timer = setTimeout(() => resolve({ state: 'loading', listings: null }), INDEX_WAIT_MS);
  });
  try {
    return await Promise.race([
      indexSize().then(
        (listings) => ({ state: 'loaded' as const, listings }),
        () => ({ state: 'failed' as const, listings: null }),
      ),
      waiting,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function checkReadiness(dependencies: ReadinessDependencies = live): Promise<ReadinessReport> {
  const [db, index] = await Promise.all([probeDatabase(dependencies.database, DATABASE_TIMEOUT_MS), indexState(dependencies.indexSize)]);
  return readinessReport(db, index.state, index.listings);
}

/** GET /api/ready: 200 `{ ready: true, … }` once this node can serve, 503 until then. */
export async function readinessResponse(dependencies?: ReadinessDependencies): Promise<Response> {
  const report = await checkReadiness(dependencies);
  return Response.json(report, { status: readinessStatusCode(report), headers: { 'cache-control': 'no-store' } });
}
