import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildServer } from './build-server';
import { addCompileHints } from './serve/static-files/compile-hints';
import { precompressStatic } from './serve/static-files/precompress';

/**
 * `npm start` must work on a fresh clone and after a `git pull` without the user remembering
 * to build: the build is redone when any input of it changed since the last one.
 */
const ROOT = process.cwd();
const INPUTS = ['src', 'public', 'content', 'drizzle', 'scripts/serve.ts', 'scripts/serve', 'scripts/env-or-exit.ts', 'next.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json', 'postcss.config.mjs'];
const DIST = process.env.NEXT_DIST_DIR ?? '.next';
const STAMP = path.join(ROOT, DIST, 'source-hash');
/** What `npm start` runs: the front door, bundled with the build (scripts/build-server.ts). */
export const SERVER_ENTRY = path.join(ROOT, DIST, 'front-door', 'serve.mjs');

function walk(entry: string, hash: ReturnType<typeof createHash>): void {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isDirectory()) {
    for (const name of readdirSync(full).sort()) walk(path.join(entry, name), hash);
    return;
  }
  hash.update(entry);
  hash.update(readFileSync(full));
}

export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) walk(input, hash);
  return hash.digest('hex');
}

export function buildIfStale(): { built: boolean; ms: number } {
  const current = sourceHash();
  const previous = existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : '';
  if (previous === current && existsSync(path.join(ROOT, DIST, 'BUILD_ID')) && existsSync(SERVER_ENTRY)) return { built: false, ms: 0 };
  const started = Date.now();
  console.log('› Bouwen van de app (de eerste keer, of na een wijziging)…');
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'next'), ['build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`);
  buildServer(ROOT, DIST);
  addCompileHints(path.join(ROOT, DIST, 'static'));
  precompressStatic(path.join(ROOT, DIST, 'static'));
  writeFileSync(STAMP, current);
  return { built: true, ms: Date.now() - started };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { built, ms } = buildIfStale();
  console.log(built ? `› Gebouwd in ${(ms / 1000).toFixed(1)} s` : '› Build is actueel');
}
