import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints';
import { precompressStatic } from './precompress';

const SCRIPT = `(globalThis.TURBOPACK||[]).push([${Array.from({ length: 200 }, (_, index) => `(e)=>{e.v(${index})}`).join(',')}]);`;

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(directory, 'chunks', 'nested'), { recursive: true });
  writeFileSync(path.join(directory, 'chunks', 'abc.js'), SCRIPT);
  writeFileSync(path.join(directory, 'chunks', 'nested', 'def.js'), 'x=1');
  writeFileSync(path.join(directory, 'chunks', 'style.css'), '.a{color:red}');
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

const read = (...parts: string[]) => readFileSync(path.join(directory, ...parts), 'utf8');

describe('addCompileHints', () => {
  it('puts the magic comment on the first line of every script, at any depth, and of nothing else', () => {
    expect(addCompileHints(directory)).toBe(2);
    expect(read('chunks', 'abc.js')).toBe(`//# allFunctionsCalledOnLoad\n${SCRIPT}`);
    expect(read('chunks', 'nested', 'def.js')).toBe(`${COMPILE_HINT}x=1`);
    expect(read('chunks', 'style.css')).toBe('.a{color:red}');
  });

  it('changes nothing the second time, so a build checked again keeps one hint', () => {
    addCompileHints(directory);
    expect(addCompileHints(directory)).toBe(0);
    expect(read('chunks', 'abc.js').split(COMPILE_HINT)).toHaveLength(2);
  });

  it('leaves a script that still runs the same, and the compressed copies made after it hold the hint', () => {
    addCompileHints(directory);
    const pushed: unknown[] = [];
    new Function('globalThis', read('chunks', 'abc.js'))({ TURBOPACK: { push: (entry: unknown[]) => pushed.push(...entry) } });
    expect(pushed).toHaveLength(200);
    precompressStatic(directory);
    expect(brotliDecompressSync(readFileSync(path.join(directory, 'chunks', 'abc.js.br'))).toString('utf8').startsWith(COMPILE_HINT)).toBe(true);
  });
});
