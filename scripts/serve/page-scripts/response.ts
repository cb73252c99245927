import type { IncomingMessage, ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import { constants, createGzip, type Gzip } from 'node:zlib';
import { acceptsCoding } from '../accept-encoding';
import { applyHeaders } from '../full-not-found';
import { isPagePath } from '../page-cache/eligibility';
import { createScriptHold } from './hold-scripts';

/** What is worth compressing of what a page's address may answer besides HTML. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|javascript))/i;

/** A GET of a page: not a client navigation's payload, a file, the API or an image. */
export function isPageGet(request: IncomingMessage, path: string): boolean {
  return request.method === 'GET' && request.headers.rsc === undefined && isPagePath(path);
}

/**
 * Holds a page's script chunks until its first photo is painted (./hold-scripts.ts, decision 054).
 * Next compresses what it writes, and the HTML must be read before it is: so Next is asked without
 * the request's Accept-Encoding, and the answer is gzipped here, flushed at each turn of the event
 * loop so a streamed page still arrives in pieces. Installed under the page cache's recorder, which
 * keeps the rewritten, compressed page. An answer that is not HTML is only compressed.
 */
export function holdScriptsUntilFirstPhoto(request: IncomingMessage, response: ServerResponse): void {
  const gzipWanted = acceptsCoding(request.headers, 'gzip');
  delete request.headers['accept-encoding'];
  const original = { writeHead: response.writeHead, flushHeaders: response.flushHeaders, write: response.write, end: response.end };
  let decided = false;
  let hold: ReturnType<typeof createScriptHold> | undefined;
  let gzip: Gzip | undefined;
  const decoder = new StringDecoder('utf8');
  let flushQueued = false;

  const decide = (): void => {
    if (decided) return;
    decided = true;
    const type = String(response.getHeader('content-type') ?? '');
    const alreadyEncoded = response.getHeader('content-encoding') !== undefined;
    if (alreadyEncoded || response.statusCode === 204 || response.statusCode === 304) return;
    if (type.startsWith('text/html')) hold = createScriptHold();
    if (!hold && !COMPRESSIBLE.test(type)) return;
    response.removeHeader('content-length');
    response.setHeader('vary', [String(response.getHeader('vary') ?? ''), 'Accept-Encoding'].filter(Boolean).join(', '));
    if (!gzipWanted) return;
    response.setHeader('content-encoding', 'gzip');
    gzip = createGzip();
    gzip.on('data', (bytes: Buffer) => (original.write as (chunk: Buffer) => boolean).call(response, bytes));
    gzip.on('end', () => (original.end as () => ServerResponse).call(response));
  };
  const transformed = (chunk: unknown, encoding: unknown): Buffer | undefined => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    return hold ? Buffer.from(hold.push(decoder.write(bytes))) : bytes;
  };
  const queueFlush = (): void => {
    if (flushQueued || !gzip) return;
    flushQueued = true;
    setImmediate(() => {
      flushQueued = false;
      gzip?.flush(constants.Z_SYNC_FLUSH);
    });
  };

  Object.assign(response, {
    writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
      response.statusCode = status;
      applyHeaders(response, typeof rest[0] === 'string' ? rest[1] : rest[0]);
      decide();
      return original.writeHead.call(response, status);
    },
    flushHeaders(this: ServerResponse) {
      decide();
      original.flushHeaders.call(response);
    },
    write(this: ServerResponse, ...args: unknown[]) {
      decide();
      if (!hold && !gzip) return (original.write as (...a: unknown[]) => boolean).apply(response, args);
      const bytes = transformed(args[0], args[1]);
      const done = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      if (bytes?.length) {
        if (gzip) gzip.write(bytes);
        else (original.write as (chunk: Buffer) => boolean).call(response, bytes);
      }
      queueFlush();
      if (done) queueMicrotask(done);
      return true;
    },
    end(this: ServerResponse, ...args: unknown[]) {
      decide();
      if (!hold && !gzip) return (original.end as (...a: unknown[]) => ServerResponse).apply(response, args);
      const bytes = transformed(typeof args[0] === 'function' ? undefined : args[0], args[1]);
      const rest = hold ? Buffer.from(hold.push(decoder.end()) + hold.end()) : Buffer.alloc(0);
      const tail = Buffer.concat([bytes ?? Buffer.alloc(0), rest]);
      const done = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      if (done) response.once('finish', done);
      if (gzip) gzip.end(tail);
      else (original.end as (chunk: Buffer) => ServerResponse).call(response, tail);
      return response;
    },
  });
}
