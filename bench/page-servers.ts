/**
 * The servers bench/page-main-thread.ts measures: a running one by its URL, or a build it starts
 * itself (`next start` as `npm start` runs it: the bundled front door, scripts/serve.ts) on the
 * benchmark's own database, port and data folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDatabaseIfMissing } from './postgres-database';
import { PRODUCTION_SECRETS } from './production-secrets';

export interface Server {
  label: string;
  url: string;
  process?: ChildProcess;
}

export interface ServerOptions {
  databaseUrl: string;
  dataDir: string;
}

/** A build to start: a build folder (one with a BUILD_ID; its checkout is the folder above) or a checkout holding one. */
export function resolveBuild(target: string): { root: string; dist: string } {
  const full = path.resolve(target);
  if (existsSync(path.join(full, 'BUILD_ID'))) return { root: path.dirname(full), dist: path.basename(full) };
  const dist = process.env.NEXT_DIST_DIR ?? '.next';
  if (!existsSync(path.join(full, dist, 'BUILD_ID'))) throw new Error(`no build in ${full}/${dist}: run NEXT_DIST_DIR=${dist} npx tsx scripts/build-if-stale.ts there first`);
  return { root: full, dist };
}

/** Creates the database when missing; when it holds fewer than `listings`, migrates and seeds it as `npm start` does (about 15 minutes for 200,000 on a busy machine). */
export async function ensureInventory(databaseUrl: string, listings: number): Promise<void> {
  await createDatabaseIfMissing(databaseUrl);
  // A database that holds the inventory already is used as it is: the servers measured migrate their own schema.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const table = await client.query<{ found: string | null }>(`select to_regclass('public.listings')::text as found`);
    const count = table.rows[0]?.found ? Number((await client.query<{ n: string }>('select count(*) as n from listings')).rows[0]?.n ?? 0) : 0;
    if (count >= listings) return;
  } finally {
    await client.end();
  }
  process.env.DATABASE_URL = databaseUrl;
  process.env.SEED_COUNT = String(listings);
  const { prepareData } = await import('../scripts/prepare-data');
  await prepareData();
}

async function waitForHealth(url: string, child?: ChildProcess): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return ((await response.json()) as { listings?: number }).listings ?? 0;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 240_000) throw new Error(`the server at ${url} did not answer /api/health within 4 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function startServer(label: string, target: string, port: number, options: ServerOptions): Promise<Server> {
  const { root, dist } = resolveBuild(target);
  const url = `http://127.0.0.1:${port}`;
  const entry = path.join(root, dist, 'front-door', 'serve.mjs');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build with scripts/build-if-stale.ts`);
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: dist,
      APP_ENV: 'production',
      ...PRODUCTION_SECRETS,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      PORT: String(port),
      LISTEN_HOST: '127.0.0.1',
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      // The photo library's background render would compete with the measured pages for the cores.
      PRERENDER_PHOTOS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const listings = await waitForHealth(url, child);
  console.log(`${label}: ${path.join(root, dist)} on ${url}, ${listings.toLocaleString('en')} listings indexed`);
  return { label, url, process: child };
}

/** `target` is a URL (a running server), a checkout or a build folder (started on `port`); none: this checkout. */
export async function openServer(label: string, target: string | undefined, port: number, options: ServerOptions): Promise<Server> {
  if (target && isUrl(target)) {
    const url = target.replace(/\/$/, '');
    const listings = await waitForHealth(url);
    console.log(`${label}: ${url}, ${listings.toLocaleString('en')} listings indexed`);
    return { label, url };
  }
  return startServer(label, target ?? process.cwd(), port, options);
}

export function isUrl(target: string): boolean {
  return /^https?:\/\//.test(target);
}

export function stopServers(servers: readonly Server[]): void {
  for (const { process: child } of servers) if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}
