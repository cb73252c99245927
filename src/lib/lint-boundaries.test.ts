import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint gate (eslint.config.mjs) run on code as if it sat in `filePath`. */
async function lintMessages(filePath: string, code: string) {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}

/** The layer rules' complaints about an import. */
async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  return (await lintMessages(filePath, code)).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('layer boundaries in the lint gate', { timeout: 30_000 }, () => {
  it('fails lib importing a feature or a route', async () => {
    expect(await restrictedImports('src/lib/example.ts', "export { MAX_FAVOURITES } from '@/features/favourites/paging';\n")).toHaveLength(1);
    expect(await restrictedImports('src/lib/example.ts', "export { GET } from '@/app/api/health/route';\n")).toHaveLength(1);
  });

  it('fails a feature importing a route, and a pure core importing React', async () => {
    expect(await restrictedImports('src/features/example/x.ts', "export { GET } from '@/app/api/health/route';\n")).toHaveLength(1);
    expect(await restrictedImports('src/lib/format/x.ts', "export { useState } from 'react';\n")).toHaveLength(1);
  });

  it('fails the search engine importing its vocabulary from a feature', async () => {
    expect(await restrictedImports('src/search-engine/example.ts', "export { slugify } from '@/features/search/service/list-item';\n")).toHaveLength(1);
    expect(await restrictedImports('src/search-engine/example.ts', "export { slugify } from '@/lib/search-request/slug';\n")).toEqual([]);
  });

  it('fails a feature reaching inside another, by alias or relative path, and passes its entries', async () => {
    const reaching = async (code: string) => (await lintMessages('src/features/example/x.ts', code)).filter((message) => message.ruleId === 'house/feature-entries');
    expect(await reaching("export { paginationModel } from '@/features/pagination/pagination-model';\n")).toHaveLength(1);
    expect(await reaching("export { paginationModel } from '../pagination/pagination-model';\n")).toHaveLength(1);
    expect(await reaching("export { paginationModel } from '@/features/pagination';\n")).toEqual([]);
    expect(await reaching("export { SearchRoutePage } from '@/features/search-page/server';\n")).toEqual([]);
    expect(await reaching("export { listItem } from '@/features/vehicle-card/testing';\n")).toEqual([]);
  });

  it('passes the downward direction', async () => {
    expect(await restrictedImports('src/features/example/x.ts', "export { parseListingId } from '@/lib/api/ids';\n")).toEqual([]);
  });
});

/** Which feature imports which (any file, tests aside), read from the source. */
function featureGraph(): Map<string, Set<string>> {
  const src = path.resolve(import.meta.dirname, '..');
  const featuresRoot = path.join(src, 'features');
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(featuresRoot, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const own = path.relative(featuresRoot, file).split(path.sep)[0] ?? '';
    const edges = graph.get(own) ?? new Set<string>();
    graph.set(own, edges);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const target = specifier.startsWith('@/') ? path.join(src, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null;
      const relative = target ? path.relative(featuresRoot, target) : '..';
      const feature = relative.startsWith('..') ? null : relative.split(path.sep)[0];
      if (feature && feature !== own) edges.add(feature);
    }
  }
  return graph;
}

/** One cycle through the graph (as a path that returns to its start), or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, 'open');
    trail.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('features depend on each other one way', () => {
  it('finds a loop when there is one', () => {
    const graph = new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])], ['d', new Set(['a'])]]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
    graph.set('c', new Set());
    expect(findCycle(graph)).toBeNull();
  });

  it('has no loop between the features of this codebase', () => {
    expect(findCycle(featureGraph())).toBeNull();
  });
});

/** The server-only modules a module reaches through its value imports inside the features (type imports are erased). */
function serverOnlyReach(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const found = /^import 'server-only'/m.test(text) || /from 'next\/headers'/.test(text) ? [file] : [];
  const src = path.resolve(import.meta.dirname, '..');
  for (const [, specifier = ''] of text.matchAll(/^(?:import|export) (?!type )[^;]*?from '([^']+)'/gms)) {
    const base = specifier.startsWith('@/features/') ? path.join(src, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null;
    const target = base && [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
    if (target) found.push(...serverOnlyReach(target, seen));
  }
  return found;
}

describe('a feature’s index.ts is safe for the browser', () => {
  it('reaches no server-only module (those go through server.ts)', () => {
    const featuresRoot = path.resolve(import.meta.dirname, '..', 'features');
    const unsafe = readdirSync(featuresRoot)
      .map((feature) => path.join(featuresRoot, feature, 'index.ts'))
      .filter((entry) => existsSync(entry))
      .flatMap((entry) => serverOnlyReach(entry).map((module) => `${path.relative(featuresRoot, entry)} → ${path.relative(featuresRoot, module)}`));
    expect(unsafe).toEqual([]);
  });
});
