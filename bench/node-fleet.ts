/**
 * Several production nodes on one PostgreSQL (decision 038), for bench/nodes.ts, bench/soak.ts and
 * the multi-node integration test: each node is the server `npm start` runs (scripts/serve.ts, the
 * front door, with Next.js behind it), bundled from the build in NEXT_DIST_DIR, on its own port and
 * with its own DATA_DIR; they share only the database. Nothing here is product code.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from '../scripts/build-server';
import { connect } from '../src/db/connect';
import { createDealerKey } from '../src/features/dealer-feed/key-store';
import { seedDemoInventory } from '../src/features/inventory/seed';
import { createDatabaseIfMissing } from './postgres-database';
import { PRODUCTION_SECRETS } from './production-secrets';

export interface FleetNode {
  port: number;
  base: string;
  process: ChildProcess;
  /** Every line the node wrote to stdout (its JSON log lines among them). */
  lines: string[];
  /** Resolves when the front door process is gone, with its exit code and the moment. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

export interface NodeOptions {
  databaseUrl: string;
  port: number;
  distDir?: string;
  /** Each node's own DATA_DIR is `{dataRoot}/node-{port}`. */
  dataRoot?: string;
  env?: Record<string, string>;
}

/** The Next.js build must exist (`npm run build`, or NEXT_DIST_DIR=… npx next build); the front door is bundled from it here. */
export function serverEntry(distDir = process.env.NEXT_DIST_DIR ?? '.next'): string {
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`no build in ${distDir}: run \`npm run build\` (or set NEXT_DIST_DIR) first`);
  return buildServer(process.cwd(), distDir);
}

export function startNode(entry: string, options: NodeOptions): FleetNode {
  const base = `http://127.0.0.1:${options.port}`;
  const dataDir = path.join(options.dataRoot ?? '.data/bench-nodes', `node-${options.port}`);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      ...PRODUCTION_SECRETS,
      NODE_ENV: 'production',
      APP_ENV: 'production',
      SITE_URL: base,
      PORT: String(options.port),
      LISTEN_HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: dataDir,
      PRERENDER_PHOTOS: '0',
      SKIP_TAGS: '1',
      DEALER_API_RATE_LIMIT: 'off',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: the run can always clear a node and its app server, whatever happened.
    detached: true,
  });
  const lines: string[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${options.port}] ${chunk.toString('utf8')}`));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, at: performance.now() })));
  return { port: options.port, base, process: child, lines, exited };
}

/** Waits until `/api/ready` answers 200 (index loaded, database reachable). */
export async function waitReady(node: FleetNode, timeoutMs = 300_000): Promise<{ listings: number; ms: number }> {
  const started = performance.now();
  for (;;) {
    try {
      const response = await fetch(`${node.base}/api/ready`);
      if (response.ok) {
        const body = (await response.json()) as { listings: number };
        return { listings: body.listings, ms: performance.now() - started };
      }
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > timeoutMs) throw new Error(`node ${node.port} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Clears whatever is left of a node (its group: front door and app server). */
export function killNode(node: FleetNode): void {
  if (node.process.pid && node.process.exitCode === null && node.process.signalCode === null) {
    try {
      process.kill(-node.process.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** Creates the database when it is missing and seeds `listings` demo listings when it holds another number. */
export async function prepareDatabase(databaseUrl: string, listings: number): Promise<void> {
  await createDatabaseIfMissing(databaseUrl);
  const url = new URL(databaseUrl);
  const database = await connect({ databaseUrl });
  try {
    const [row] = await database.query<{ n: number }>("select count(*)::int as n from listings where external_id not like 'NODES-%'");
    if ((row?.n ?? 0) !== listings) {
      console.log(`Seeding ${listings.toLocaleString('en')} listings into ${url.host}${url.pathname} …`);
      await database.query('truncate listings, dealers restart identity cascade');
      const summary = await seedDemoInventory(database, { count: listings, seed: 2026 });
      console.log(`  seeded in ${(summary.ms / 1000).toFixed(1)} s`);
    }
    // Listings a previous run pushed go, so every run starts from the seeded stock.
    await database.query("delete from listings where external_id like 'NODES-%'");
  } finally {
    await database.close();
  }
}

/** A feed key for the first dealer, and that dealer's ids. */
export async function benchDealerKey(databaseUrl: string): Promise<{ token: string; dealerId: number; externalId: string }> {
  const database = await connect({ databaseUrl, migrate: false });
  try {
    const [dealer] = await database.query<{ id: number; external_id: string }>('select id, external_id from dealers order by id limit 1');
    if (!dealer) throw new Error('the database has no dealers');
    const { token } = await createDealerKey(database, { label: 'bench nodes', dealerExternalIds: [dealer.external_id], scopes: ['listings'] });
    return { token, dealerId: Number(dealer.id), externalId: dealer.external_id };
  } finally {
    await database.close();
  }
}

export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
