import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint gate's layer rules (eslint.config.mjs), run on the files an import would sit in. */
async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('layer boundaries in the lint gate', () => {
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

  it('passes the downward direction', async () => {
    expect(await restrictedImports('src/features/example/x.ts', "export { parseListingId } from '@/lib/api/ids';\n")).toEqual([]);
  });
});
