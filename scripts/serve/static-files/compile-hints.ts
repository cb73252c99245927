/**
 * Marks the build's scripts for eager compilation (decision 050). V8 compiles a function lazily,
 * on the main thread, the first time it is called; a Turbopack chunk is a list of module factories,
 * every one of them called while the page starts, so a first visit paid for compiling the framework
 * and the page's code inside its longest tasks. With the magic comment `//# allFunctionsCalledOnLoad`
 * at the top of a file, Chromium (136 and later) compiles all its functions on a background thread
 * while the file streams in. Other browsers read a comment.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from './precompress';

/** The magic comment; it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the hint at the top of every script under `directory` that lacks it; returns how many it changed. Run before `precompressStatic`, whose copies must hold it too. */
export function addCompileHints(directory: string): number {
  let count = 0;
  for (const file of filesUnder(directory)) {
    if (path.extname(file) !== '.js') continue;
    const content = readFileSync(file, 'utf8');
    // A build checked again by `build-if-stale` must not get a second line.
    if (content.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + content);
    count++;
  }
  return count;
}
