/**
 * A bounded crawl of the site's own links (issue 17: "never a dead end"). Every link found is
 * requested once; pages are read for more links while `follow` says so, so the crawl covers every
 * page a visitor can reach from the start page in a few clicks without walking every combination
 * of search filters. Only links on the site's own origin count; files and the API are left out.
 */
export interface CrawlOptions {
  base: string;
  start: string;
  /** Whether to read the links of a page found at `depth` clicks from the start. */
  follow: (path: string, depth: number) => boolean;
  /** A bound on requests, so a link explosion fails the test instead of running for ever. */
  maxRequests: number;
  concurrency: number;
  /**
   * For a link that will not be read: its verdict without a request (true: answers, false: broken),
   * or null to request it. Lets a crawl check thousands of filter links with the router's own rules.
   */
  judgeLeaf?: (path: string) => boolean | null;
}

export interface CrawlResult {
  requested: number;
  /** Links not read whose verdict came from `judgeLeaf`. */
  judged: number;
  broken: { url: string; status: number; from: string }[];
}

const SKIPPED = /^\/(_next|api|dev|test|media)\//;

/** Anchors' targets in a page, resolved against it, without the fragment. */
export function linksIn(html: string, pageUrl: string, origin: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const raw = (match[1] ?? '').replace(/&amp;/g, '&');
    if (/^(mailto|tel|javascript):/i.test(raw) || raw.startsWith('#')) continue;
    const url = new URL(raw, pageUrl);
    if (url.origin !== origin || SKIPPED.test(url.pathname)) continue;
    url.hash = '';
    found.add(url.pathname + url.search);
  }
  return [...found];
}

export async function crawl(options: CrawlOptions): Promise<CrawlResult> {
  const origin = new URL(options.base).origin;
  const seen = new Map<string, { depth: number; from: string }>([[options.start, { depth: 0, from: '(start)' }]]);
  const queue = [options.start];
  const broken: CrawlResult['broken'] = [];
  let requested = 0;
  let judged = 0;
  const visit = async (path: string) => {
    const { depth, from } = seen.get(path) ?? { depth: 0, from: '' };
    const verdict = options.follow(path, depth) ? null : (options.judgeLeaf?.(path) ?? null);
    if (verdict !== null) {
      judged += 1;
      if (!verdict) broken.push({ url: path, status: 404, from });
      return;
    }
    requested += 1;
    const response = await fetch(new URL(path, origin), { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(30_000) });
    if (response.status >= 400) {
      broken.push({ url: path, status: response.status, from });
      await response.body?.cancel();
      return;
    }
    if (!options.follow(path, depth) || !String(response.headers.get('content-type')).startsWith('text/html')) {
      await response.body?.cancel();
      return;
    }
    for (const link of linksIn(await response.text(), response.url, origin)) {
      if (seen.has(link)) continue;
      seen.set(link, { depth: depth + 1, from: path });
      queue.push(link);
    }
  };
  const worker = async () => {
    while (queue.length > 0) {
      if (requested >= options.maxRequests) throw new Error(`the crawl passed ${options.maxRequests} requests; bound it or raise the limit`);
      const next = queue.shift();
      if (next !== undefined) await visit(next);
    }
  };
  // Workers stop when the queue is empty; a page still being read may add more, so go round again.
  while (queue.length > 0) await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { requested, judged, broken };
}
