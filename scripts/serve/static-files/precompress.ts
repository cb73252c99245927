/**
 * The build's scripts and styles compressed once, at build time, as Brotli at its best quality
 * and gzip at level 9, beside each file (`x.js.br`, `x.js.gz`); the app server sends them as they
 * are (./answer.ts, decision 046). Compressing per request, as Next.js does, costs a visitor's
 * phone a fifth more bytes and the server its CPU on every uncached fetch.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The files worth compressing: text. Images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.css', '.svg', '.json', '.txt']);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Every file under `directory`, at any depth. */
export function* filesUnder(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes the `.br` and `.gz` copies of every compressible file under `directory`; returns how many files got them. */
export function precompressStatic(directory: string): number {
  let count = 0;
  for (const file of filesUnder(directory)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(path.extname(file))) continue;
    // A copy left by an earlier build must not outlive a change to its file.
    for (const suffix of ['.br', '.gz']) rmSync(file + suffix, { force: true });
    if (statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    // A copy no smaller than the file is not worth a lookup.
    if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
    count++;
  }
  return count;
}
