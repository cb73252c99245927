import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * The production server (scripts/serve.ts and the app server it starts) bundled into plain
 * JavaScript beside the Next.js build, so the serving processes run on `node` alone: no
 * TypeScript loader hooking every module Next.js loads. Packages stay external (node_modules).
 */
export function buildServer(root: string, dist: string): string {
  const outdir = path.join(root, dist, 'front-door');
  buildSync({
    absWorkingDir: root,
    entryPoints: ['scripts/serve.ts', 'scripts/serve/app-server.ts'],
    outbase: 'scripts',
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return path.join(outdir, 'serve.mjs');
}
