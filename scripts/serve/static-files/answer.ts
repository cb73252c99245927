/**
 * Answers `/_next/static/` from the copies compressed at build time (./precompress.ts, decision
 * 046), in memory: Brotli where the browser takes it, else gzip. Anything it does not hold (a
 * browser taking neither, a range request, a file without copies) goes on to Next.js, which sends
 * the file itself. Names under `/_next/static/` carry their content's hash, so the answer never
 * changes and may be kept a year.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { acceptsCoding } from '../accept-encoding';
import { COMPRESSIBLE_EXTENSIONS, filesUnder } from './precompress';

const URL_PREFIX = '/_next/static/';
/** What Next.js sends with the same files (its static handler), so nothing changes but the bytes. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
};
const CODINGS = ['br', 'gzip'] as const;
type Coding = (typeof CODINGS)[number];
const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

interface Precompressed {
  contentType: string;
  /** The file's own hash: one tag per file, told apart per coding. */
  tag: string;
  copies: Partial<Record<Coding, Buffer>>;
}

/** The compressed copies under `staticDirectory` (the build's `static` folder), by the path a browser asks. */
export function loadPrecompressed(staticDirectory: string): Map<string, Precompressed> {
  const files = new Map<string, Precompressed>();
  if (!existsSync(staticDirectory)) return files;
  for (const full of filesUnder(staticDirectory)) {
    const extension = path.extname(full);
    if (!COMPRESSIBLE_EXTENSIONS.has(extension)) continue;
    const relative = path.relative(staticDirectory, full);
    const copies: Precompressed['copies'] = {};
    for (const coding of CODINGS) if (existsSync(full + SUFFIX[coding])) copies[coding] = readFileSync(full + SUFFIX[coding]);
    if (!copies.br && !copies.gzip) continue;
    const tag = createHash('sha1').update(readFileSync(full)).digest('base64url').slice(0, 16);
    files.set(URL_PREFIX + relative.split(path.sep).join('/'), { contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream', tag, copies });
  }
  return files;
}

/** Sends the compressed copy for this request and returns true, or returns false and leaves the request alone. */
export function answerPrecompressed(files: ReadonlyMap<string, Precompressed>, request: IncomingMessage, response: ServerResponse, urlPath: string): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.range) return false;
  const file = files.get(urlPath);
  if (!file) return false;
  const coding = CODINGS.find((name) => file.copies[name] && acceptsCoding(request.headers, name));
  const body = coding && file.copies[coding];
  if (!coding || !body) return false;
  const etag = `"${file.tag}-${coding}"`;
  response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  response.setHeader('Vary', 'Accept-Encoding');
  response.setHeader('ETag', etag);
  if (request.headers['if-none-match']?.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)) {
    response.writeHead(304);
    response.end();
    return true;
  }
  response.writeHead(200, { 'Content-Type': file.contentType, 'Content-Encoding': coding, 'Content-Length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}
