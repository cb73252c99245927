import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the browser loads with every page is the framework (about 127 KB compressed) and whatever the
 * client components import statically. A schema library reached through one small helper put 31 KB
 * of it on every page (issue 21): `lib/api/ids.ts` imported zod for a server-side schema, and the
 * favourites cookie reader in the header imported `ids.ts`. This follows the static imports from
 * every 'use client' module and names any that reach a library kept for server code and lazily
 * loaded forms. `import()` is not followed: a lazy chunk loads when it is needed, not with the page.
 */
const SERVER_SIDE_LIBRARIES = ['zod', 'drizzle-orm', 'pg', 'nodemailer', 'pino', 'marked', 'i18next'];

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + suffix;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Static value imports and re-exports; `import type` and `export type` are erased by the compiler. */
export function staticImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
    if (!match[1] && match[2]) found.push(match[2]);
  }
  return found;
}

/** For each client module that reaches `library` through static imports, the chain of files that does it. */
function chainsTo(library: string, clientFiles: readonly string[], readSource: (file: string) => string = (file) => readFileSync(file, 'utf8')): string[] {
  const importsOf = new Map<string, string[]>();
  const read = (file: string) => {
    let list = importsOf.get(file);
    if (!list) importsOf.set(file, (list = staticImports(readSource(file))));
    return list;
  };
  const chains: string[] = [];
  for (const start of clientFiles) {
    const cameFrom = new Map<string, string | null>([[start, null]]);
    const queue = [start];
    let hit: string | null = null;
    while (queue.length > 0 && hit === null) {
      const file = queue.shift() as string;
      for (const specifier of read(file)) {
        if (specifier === library || specifier.startsWith(`${library}/`)) {
          hit = file;
          break;
        }
        const next = resolveImport(file, specifier);
        if (next && !cameFrom.has(next)) {
          cameFrom.set(next, file);
          queue.push(next);
        }
      }
    }
    if (hit === null) continue;
    const chain: string[] = [];
    for (let file: string | null | undefined = hit; file; file = cameFrom.get(file)) chain.unshift(path.relative(SRC, file));
    chains.push(`${chain.join(' → ')} → ${library}`);
  }
  return chains;
}

/**
 * The client modules a page loads with it: those a server module (a page, a layout, a server
 * component) imports statically. A client module reached only through `import()` (next/dynamic,
 * React.lazy) is a chunk of its own that loads when it is opened.
 */
function pageClientModules(files: readonly string[]): string[] {
  const isClient = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));
  const entries = new Set<string>();
  for (const file of files) {
    if (isClient(file)) continue;
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, specifier);
      if (target && isClient(target)) entries.add(target);
    }
  }
  return [...entries];
}

describe('what client components pull into the browser', () => {
  const clientFiles = pageClientModules(sourceFiles(SRC));

  it('finds the client modules (the check is not vacuous)', () => {
    expect(clientFiles.length).toBeGreaterThan(30);
    expect(clientFiles.map((file) => path.relative(SRC, file))).toContain('features/favourites/FavouriteButton.tsx');
  });

  it('reads static imports and skips type-only ones and import()', () => {
    expect(staticImports("import { z } from 'zod';\nimport type { X } from './x';\nexport { a } from '@/lib/a';\nimport './styles.css';\nconst m = import('./lazy');")).toEqual(['zod', '@/lib/a', './styles.css']);
  });

  it.each(SERVER_SIDE_LIBRARIES)('no client module imports %s statically, directly or through a helper', (library) => {
    expect(chainsTo(library, clientFiles)).toEqual([]);
  });

  it('names the chain when a helper on every page pulls zod in again', () => {
    // The regression this guards against, replayed: `lib/api/ids.ts` as it was, with its zod schema.
    const ids = path.join(SRC, 'lib/api/ids.ts');
    const asItWas = (file: string) => (file === ids ? `import { z } from 'zod';\n${readFileSync(file, 'utf8')}` : readFileSync(file, 'utf8'));
    const chains = chainsTo('zod', clientFiles, asItWas);
    expect(chains).toContain('features/favourites/FavouriteButton.tsx → features/favourites/browser.ts → lib/cookies/favourites.ts → lib/api/ids.ts → zod');
  });
});
