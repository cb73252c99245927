import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { LruCache } from '../../../src/lib/memo/lru-cache';
import { createNonce } from '../../../src/lib/security/csp';
import { CORRELATION_HEADER, correlationOfCookieHeader } from '../../../src/lib/telemetry/correlation';
import { acceptsCoding } from '../accept-encoding';
import type { Refresh } from './refresh';
import { brotliSlots, renderBrotli, type BrotliSlots } from './brotli-slots';
import { makeTemplate, renderGzip, renderPlain, type PageTemplate } from './template';

export const PAGE_CACHE_HEADER = 'x-page-cache';
/** A page larger than this is not kept (the largest, a detail page, is about 400 KB). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** Pages kept at most; with the byte bound below, whichever is reached first. */
const MAX_PAGES = 500;
/** Headers that belong to one answer, not to the page: made again for each. */
const PER_ANSWER = new Set(['set-cookie', 'x-request-id', CORRELATION_HEADER, 'content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'keep-alive', PAGE_CACHE_HEADER]);
const NONCE_IN_CSP = /'nonce-([A-Za-z0-9+/_-]+=*)'/;

interface KeptPage {
  template: PageTemplate;
  /** The page as Brotli with a slot per nonce, compressed in the background once it is asked again (decision 052). */
  brotli?: BrotliSlots | 'compressing' | 'refused';
  /** Each header's value cut at the nonce, as the page's bytes are. */
  headers: Array<[string, string[]]>;
  generation: number;
  keptAt: number;
  bytes: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  /** Bytes all kept pages may take together. */
  maxBytes: number;
  /** What the pages show; a page kept under another generation is dropped (src/lib/page-cache). */
  generation: () => number | undefined;
  /**
   * Renders a page that turned `ttlMs` old again, in the background (refresh.ts); until that
   * render is kept, and for at most `staleMs` more, the old page is answered. Without it an old
   * page is rendered again for the visitor who asks.
   */
  refresh?: Refresh;
  staleMs?: number;
  correlationCookie: string;
  /** Cookies are Secure in production, as the proxy writes them. */
  secure: boolean;
  now?: () => number;
}

/**
 * Rendered pages kept for visitors whose request carries nothing that changes the render
 * (decision 044; which requests: ./eligibility.ts). A kept page is answered with a new CSP nonce
 * in every place the render put one, a new correlation id, and the headers the render had.
 */
export class PageCache {
  private bytes = 0;
  private readonly pages = new LruCache<string, KeptPage>(MAX_PAGES, (_key, page) => (this.bytes -= page.bytes));
  private readonly now: () => number;
  /** Keys whose new render is under way: one at a time per page. */
  private readonly refreshing = new Set<string>();

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.pages.size;
  }

  /**
   * Answers `request` from a kept page; false when none is kept for `key`, the listings changed
   * since, or it is older than its time and the stale time after it. A page in its stale time is
   * answered (`x-page-cache: stale`) while it is rendered again.
   */
  answer(key: string, request: IncomingMessage, response: ServerResponse): boolean {
    const page = this.pages.get(key);
    if (!page) return false;
    const age = this.now() - page.keptAt;
    const { refresh, ttlMs, staleMs = 0 } = this.options;
    if (page.generation !== this.options.generation() || age > ttlMs + (refresh ? staleMs : 0)) {
      this.forget(key, page);
      return false;
    }
    const stale = age > ttlMs;
    if (stale && refresh) this.refreshOnce(key, request, refresh);
    const nonce = createNonce();
    const { correlationCookie, secure } = this.options;
    const correlation = correlationOfCookieHeader(request.headers.cookie, correlationCookie, secure);
    for (const [name, parts] of page.headers) response.setHeader(name, parts.join(nonce));
    if (correlation.setCookie) response.setHeader('set-cookie', correlation.setCookie);
    response.setHeader(CORRELATION_HEADER, correlation.id);
    response.setHeader(PAGE_CACHE_HEADER, stale ? 'stale' : 'hit');
    const brotli = typeof page.brotli === 'object' && page.brotli.nonceLength === nonce.length ? page.brotli : undefined;
    if (!page.brotli) this.compressBrotli(key, page);
    const coding = brotli && acceptsCoding(request.headers, 'br') ? 'br' : acceptsCoding(request.headers, 'gzip') ? 'gzip' : undefined;
    const body = coding === 'br' && brotli ? renderBrotli(brotli, nonce) : coding === 'gzip' ? renderGzip(page.template, nonce) : renderPlain(page.template, nonce);
    if (coding) response.setHeader('content-encoding', coding);
    response.setHeader('content-length', body.length);
    response.writeHead(200);
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }

  private refreshOnce(key: string, request: IncomingMessage, refresh: Refresh): void {
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    // A render that fails or is not kept (an error, a cookie) leaves the old page to its stale time.
    void refresh(request)
      .catch(() => undefined)
      .finally(() => this.refreshing.delete(key));
  }

  /**
   * Watches the answer Next writes for `request` and keeps it once sent, when it is a whole HTML
   * page (200) whose only cookie is the correlation id. Nothing of the answer itself changes.
   */
  record(key: string, request: IncomingMessage, response: ServerResponse): void {
    const generation = this.options.generation();
    if (request.method !== 'GET' || generation === undefined) return;
    response.setHeader(PAGE_CACHE_HEADER, 'miss');
    const chunks: Buffer[] = [];
    let size = 0;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (size > MAX_PAGE_BYTES || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
      size += bytes.length;
      chunks.push(bytes);
    };
    const write = response.write;
    const end = response.end;
    Object.assign(response, {
      write(this: ServerResponse, ...args: unknown[]) {
        keep(args[0], args[1]);
        return (write as (...a: unknown[]) => boolean).apply(this, args);
      },
      end(this: ServerResponse, ...args: unknown[]) {
        keep(args[0], args[1]);
        return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
      },
    });
    // After the answer has left: keeping it costs the visitor nothing.
    response.once('finish', () => setImmediate(() => this.keep(key, generation, response, chunks, size)));
  }

  private keep(key: string, generation: number, response: ServerResponse, chunks: Buffer[], size: number): void {
    if (size > MAX_PAGE_BYTES || response.statusCode !== 200) return;
    if (!String(response.getHeader('content-type') ?? '').startsWith('text/html')) return;
    const cookies = response.getHeader('set-cookie');
    for (const cookie of Array.isArray(cookies) ? cookies : cookies === undefined ? [] : [String(cookies)]) {
      if (cookie.split('=')[0]?.trim() !== this.options.correlationCookie) return;
    }
    const nonce = NONCE_IN_CSP.exec(String(response.getHeader('content-security-policy') ?? ''))?.[1];
    const encoding = String(response.getHeader('content-encoding') ?? 'identity').toLowerCase();
    if (!nonce || (encoding !== 'gzip' && encoding !== 'identity')) return;
    let page: Buffer;
    try {
      page = encoding === 'gzip' ? gunzipSync(Buffer.concat(chunks, size)) : Buffer.concat(chunks, size);
    } catch {
      return; // cut short: the visitor went away before the end
    }
    const template = makeTemplate(page, nonce);
    if (!template) return;
    const headers: Array<[string, string[]]> = [];
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (value === undefined || PER_ANSWER.has(name)) continue;
      headers.push([name, (Array.isArray(value) ? value.join(', ') : String(value)).split(nonce)]);
    }
    const bytes = template.partsLength + template.deflated.reduce((total, part) => total + part.length, 0);
    const previous = this.pages.get(key);
    if (previous) this.forget(key, previous);
    const kept: KeptPage = { template, headers, generation, keptAt: this.now(), bytes };
    this.pages.set(key, kept);
    this.bytes += bytes;
    this.dropOverBytes();
    // A new render of a page that was asked again (decision 047's refresh) is wanted as Brotli at once.
    if (previous?.brotli) this.compressBrotli(key, kept);
  }

  /**
   * Makes the Brotli slots of a page answered from the cache (decision 052), answered as gzip until
   * then. Only a page asked again (or a new render of one) pays for them: about 40–90 ms of CPU for a search page, mostly on
   * libuv's threads, where the gzip template it has costs 10–18 ms.
   */
  private compressBrotli(key: string, page: KeptPage): void {
    page.brotli = 'compressing';
    const { template } = page;
    void brotliSlots(template.parts, template.nonceLength, (probe) => renderPlain(template, probe)).then(
      (slots) => {
        page.brotli = slots ?? 'refused';
        if (!slots || this.pages.peek(key) !== page) return;
        const extra = slots.pieces.reduce((total, piece) => total + piece.length, 0);
        page.bytes += extra;
        this.bytes += extra;
        this.dropOverBytes();
      },
      () => (page.brotli = 'refused'),
    );
  }

  private dropOverBytes(): void {
    // The LRU drops the oldest beyond its count; beyond the bytes, the oldest go here.
    for (let oldest = this.pages.oldest(); oldest && this.bytes > this.options.maxBytes; oldest = this.pages.oldest()) this.forget(...oldest);
  }

  private forget(key: string, page: KeptPage): void {
    if (this.pages.delete(key)) this.bytes -= page.bytes;
  }
}
