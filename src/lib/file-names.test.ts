import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One naming convention (issue 13): a file whose main export is a component is named after it in
 * PascalCase (`LeadForm.tsx`, `Guard.server.tsx`); every other module is kebab-case
 * (`lead-schema.ts`, `use-lead-form.ts`, and `detail-sections.tsx`, a list that holds JSX but
 * exports no component). Routes under src/app follow Next.js's names instead.
 */
const PASCAL_TSX = /^[A-Z][A-Za-z0-9]*(\.server|\.test)?\.tsx$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.tsx?$/;
/** A component export: a function or arrow constant whose name starts with a capital and goes on in lower case. */
const EXPORTS_COMPONENT = /^export (?:default )?(?:async )?(?:function [A-Z]|const [A-Z][a-z]\w* = )/m;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function misnamed(files: string[], read: (file: string) => string = (file) => readFileSync(file, 'utf8')): string[] {
  return files.filter((file) => {
    const name = path.basename(file);
    if (name.endsWith('.tsx') && PASCAL_TSX.test(name)) return false;
    if (!/\.tsx?$/.test(name)) return false;
    return !KEBAB.test(name) || EXPORTS_COMPONENT.test(read(file));
  });
}

describe('file names', () => {
  it('tells a component file from a module by its case', () => {
    const sources: Record<string, string> = {
      'a/lead-form.tsx': 'export function LeadForm() {}',
      'a/icons.tsx': 'export const HeartIcon = () => null;',
      'a/detail-sections.tsx': 'export const DETAIL_SECTIONS = [<p key="x" />];',
    };
    const read = (file: string) => sources[file] ?? '';
    expect(misnamed(['a/LeadForm.tsx', 'a/Guard.server.tsx', 'a/MobilityIcon.test.tsx', 'a/lead-schema.ts', 'a/handlers.server.ts', 'a/use-lead-form.ts', 'a/detail-sections.tsx'], read)).toEqual([]);
    expect(misnamed(['a/lead-form.tsx', 'a/LeadSchema.ts', 'a/leadSchema.ts', 'a/icons.tsx'], read)).toEqual(['a/lead-form.tsx', 'a/LeadSchema.ts', 'a/leadSchema.ts', 'a/icons.tsx']);
  });

  it('holds for every feature, lib and engine file', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files = ['features', 'lib', 'search-engine', 'db'].flatMap((folder) => filesUnder(path.join(root, folder)));
    expect(misnamed(files).map((file) => path.relative(root, file))).toEqual([]);
  });
});
