/**
 * The requests of the route fuzz (tests/e2e/route-fuzz.spec.ts, issue 49): every page and route handler
 * under src/app with its dynamic segments filled, every method, random and malformed bodies, queries,
 * headers and request targets, and a raw TCP sender that writes them exactly as given.
 */
import { readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import fc from 'fast-check';

const TIMEOUT_MS = 60_000;

/** Routes that are left out: the end-to-end suite's deliberate render crash, and test routes that change shared state. */
const LEFT_OUT = new Set(['/test/render-crash']);
const NO_POST_PREFIX = '/test/';

export interface Route {
  /** The path with `[param]`, `[...param]` and `[[...param]]` segments as on disk. */
  pattern: string;
  kind: 'page' | 'route';
}

/** Every page.tsx and route.ts under src/app, route groups removed; plus the metadata routes and files Next serves. */
export function routes(): Route[] {
  const root = path.join(process.cwd(), 'src', 'app');
  const found: Route[] = [];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/^(page\.tsx|route\.tsx?)$/.test(entry.name)) continue;
    const folder = path.relative(root, entry.parentPath);
    const segments = folder.split(path.sep).filter((segment) => segment && !/^\(.*\)$/.test(segment));
    const pattern = `/${segments.join('/')}`;
    if (!LEFT_OUT.has(pattern)) found.push({ pattern, kind: entry.name === 'page.tsx' ? 'page' : 'route' });
  }
  for (const file of ['/robots.txt', '/sitemap.xml', '/icon.svg', '/favicon.ico', '/brands/', '/locales/nl/common.json', '/_next/static/']) found.push({ pattern: file, kind: 'route' });
  return found;
}

const randomText = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 20 }), fc.webSegment(), fc.constantFrom('..', '%', '%00', '%E0%A4%A', '%2F', 'a'.repeat(400), '<script>', '😀', '\u0000'));
const encodedText = randomText.map((text) => (/^%/.test(text) ? text : encodeURIComponent(text)));

/** Sample values per dynamic segment name: some real, some near misses, some anything. */
function samplesFor(name: string, live: LiveSamples): fc.Arbitrary<string> {
  const known: Record<string, string[]> = {
    contentPath: ['over-ons', 'privacy', 'blog', 'auto', 'zakelijk/lease', 'x/y/z'],
    segments: ['merk-bmw', 'model-golf', 'prijs-tot-en-met-20000', 'prijs-vanaf-x', 'kleur-paars', 'brandstof-diesel', 'hatchback', 'postcode-3511', 'afstand-10-km', 'sortering-afstand', 'trefwoorden-golf', 'pagina-2', 'pagina-99999999999', 'merk-'],
    slug: [...live.slugs, 'volkswagen-golf-abc1234', 'x', 'a'.repeat(300)],
    code: ['CT123', 'onbekend', ''],
    searchRequestUrl: ['auto/merk-bmw', 'fietsen', 'aanbod/merk-', 'motoren/kleur-zwart/pagina-2'],
    confirmationId: ['abcdefghij', 'NIET-GELDIG', 'onbekend123', '0'.repeat(64)],
    opdrachtId: ['abcdefghij', 'NIET-GELDIG', 'onbekend123'],
    event: ['favorite-added', 'shared-via-email', 'findie-link-clicked', 'vehicle-details-phone-number-displayed', 'geen-event'],
    name: ['car-hatchback-rood-front34.webp', 'car-hatchback-paars-side.webp', 'car-feed-photo-00000000000000000000000000000000.webp', 'x.webp', 'car-x.png', '..%2F..%2Fetc%2Fpasswd'],
    file: ['listings-1.xml', 'pages.xml', 'listings-999.xml', 'x'],
    unknown: ['x', 'v1/onbekend', 'client/geen-route'],
  };
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...(known[name] ?? ['x'])) }, { weight: 1, arbitrary: encodedText });
}

/** Fills the pattern's dynamic segments. */
function pathOf(route: Route, live: LiveSamples): fc.Arbitrary<string> {
  const parts = route.pattern.split('/').filter(Boolean);
  const filled = parts.map((part) => {
    const match = /^\[(\[)?(\.\.\.)?([^\]]+)\]\]?$/.exec(part);
    if (!match) return fc.constant(part);
    const name = match[3] ?? '';
    const sample = samplesFor(name, live);
    if (!match[2]) return sample;
    return fc.array(sample, { minLength: match[1] ? 0 : 1, maxLength: 3 }).map((items) => items.join('/'));
  });
  const base = route.pattern === '/brands/' ? fc.constantFrom(...live.brandFiles) : route.pattern === '/_next/static/' ? fc.constantFrom(...live.staticFiles) : null;
  if (base) return base;
  return fc.tuple(...filled).map((values) => `/${values.filter((value) => value !== '').join('/')}`);
}

const query = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: fc.webQueryParameters().map((q) => `?${q}`) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '?page=2',
      '?page=-1&index=1e3',
      '?q=golf',
      `?q=${'x'.repeat(150)}`,
      '?from=0001-01-01',
      '?until=9999-12-31&format=csv',
      '?since=999999999999',
      '?formulier=abc',
      '?sleutel=x',
      '?iframe=true',
      '?_rsc=abc',
      '?ids=1,2,2147483648',
      '?voertuig=x',
      '?at=x',
      '?%E0%A4%A=1',
      '?a=1&a=2&a[]=3',
      '?skipTags',
    ),
  },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), randomText).map(([key, value]) => `?${encodeURIComponent(key)}=${encodeURIComponent(value)}`) },
);

let deepJson = '';
for (let i = 0; i < 5000; i++) deepJson += '[';
deepJson += ']'.repeat(5000);

const body = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ type: null, data: '' }) },
  { weight: 3, arbitrary: fc.jsonValue().map((value) => ({ type: 'application/json', data: JSON.stringify(value) ?? 'null' })) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      { type: 'application/json', data: '{' },
      { type: 'application/json', data: deepJson },
      { type: 'application/json', data: '{"text":"golf\\u0000gti"}' },
      { type: 'application/json', data: '{"text":"\\ud800"}' },
      { type: 'application/json', data: JSON.stringify({ listings: [{ externalId: 'FUZZ-1', title: 'x\u0000' }] }) },
      { type: 'application/json', data: JSON.stringify({ listings: [{ externalId: 'FUZZ-2', photos: ['https://cdn.example/x.jpg'] }] }) },
      { type: 'application/json', data: JSON.stringify({ stockNumbers: ['FUZZ-3', 'FUZZ-\u0000'] }) },
      { type: 'application/json', data: JSON.stringify({ listingId: 2147483648, type: 'question', name: 'X', email: 'x@example.nl', message: 'hallo' }) },
      { type: 'application/json', data: JSON.stringify({ email: 'x@example.nl', kind: 'search', frequency: 'daily', consent: true }) },
      { type: 'application/json', data: JSON.stringify({ __proto__: { polluted: true }, constructor: { prototype: {} } }) },
      { type: 'application/json', data: JSON.stringify({ text: 'x'.repeat(70_000) }) },
      { type: 'application/x-www-form-urlencoded', data: 'terug=1&name=%E0%A4%A&email=x' },
      { type: 'application/x-www-form-urlencoded', data: 'List-Unsubscribe=One-Click' },
      { type: 'multipart/form-data', data: '--x\r\nContent-Disposition: form-data; name="feed"\r\n\r\n{}\r\n--x--' },
      { type: 'multipart/form-data; boundary=x', data: '--x\r\nContent-Disposition: form-data; name="feed"\r\n\r\n{"listings":[]}\r\n--x\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\nnot a jpeg\r\n--x--\r\n' },
      { type: 'multipart/form-data; boundary=y', data: 'garbage' },
      { type: 'text/plain', data: '{"listingId":1,"type":"question"}' },
      { type: 'application/octet-stream', data: '\u0000\u0001\u00ff' },
    ),
  },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'image/png', 'x/y; charset=bogus', ''), fc.string({ unit: 'binary', maxLength: 300 })).map(([type, data]) => ({ type, data })) },
);

const method = fc.oneof(
  { weight: 8, arbitrary: fc.constant('GET') },
  { weight: 6, arbitrary: fc.constant('POST') },
  { weight: 2, arbitrary: fc.constantFrom('HEAD', 'OPTIONS') },
  { weight: 3, arbitrary: fc.constantFrom('PUT', 'DELETE', 'PATCH') },
  { weight: 1, arbitrary: fc.constantFrom('TRACE', 'PROPFIND', 'get', 'FOO') },
);

export type Headers = Record<string, string>;
/** Headers a scanner plays with; each request sends none to four of them, so most still reach the handlers. */
const HEADER_VALUES: Record<string, readonly string[]> = {
  origin: ['SELF', 'https://evil.example', 'null', 'http://127.0.0.1.evil.example', 'not a url'],
  host: ['evil.example', '', 'a'.repeat(300), '127.0.0.1:1', '[::1]', 'SELF'],
  'next-router-prefetch': ['1', '0'],
  rsc: ['1', 'x'],
  'next-router-state-tree': ['%5B%22%22%2C%7B%7D%5D', 'not json', '%E0%A4%A', '[]'],
  'next-action': ['abc', '0'.repeat(40), '7f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b'],
  'next-url': ['/auto', 'x', '%'],
  'sec-fetch-site': ['cross-site', 'same-origin'],
  'x-forwarded-host': ['evil.example', ''],
  'x-forwarded-proto': ['https', 'gopher'],
  cookie: ['viaBOVAG-Favorites=1|2|x', 'viaBOVAG-CookieConsent=v9', 'financing-form=%%%; insurance-form=AAAA', `a=${'b'.repeat(3000)}`],
  range: ['bytes=0-10', 'bytes=x', 'bytes=999999999-'],
  'accept-encoding': ['br', 'gzip, deflate', '*', 'x'],
  'if-none-match': ['"x"', '*', 'W/"abc"'],
  'x-request-id': ['fuzz-1', 'x'.repeat(500), '\t'],
  authorization: ['Bearer dk_x_y', 'Basic eDp5', 'Bearer', 'VALID', 'VALID'],
  'idempotency-key': ['fuzz-key', 'met spatie', 'é'],
};
const extraHeaders: fc.Arbitrary<Headers> = fc
  .subarray(Object.keys(HEADER_VALUES), { maxLength: 4 })
  .chain((names) => fc.tuple(...names.map((name) => fc.constantFrom(...(HEADER_VALUES[name] ?? [''])).map((value) => [name, value] as const))))
  .map((entries) => Object.fromEntries(entries));

/** A request target that is no path (issue 49: Next answered them 500). */
const oddTarget = fc.constantFrom('*', '*/auto', 'http://127.0.0.1/auto', 'https://evil.example/', '//auto', '//evil.example/x', '/./auto', '/auto/../api/health', '/%2e%2e/etc/passwd', '/auto?', '/auto#x', '');

export interface Request {
  method: string;
  target: string;
  headers: Headers;
  body: string;
}

export interface LiveSamples {
  slugs: string[];
  brandFiles: string[];
  staticFiles: string[];
  dealerToken: string;
}

export function requests(all: readonly Route[], live: LiveSamples): fc.Arbitrary<Request> {
  const routed = fc.tuple(fc.constantFrom(...all), method).chain(([route, verb]) =>
    fc.record({ route: fc.constant(route), verb: fc.constant(route.pattern.startsWith(NO_POST_PREFIX) && verb === 'POST' ? 'GET' : verb), target: fc.tuple(pathOf(route, live), query).map(([p, q]) => p + q), headers: extraHeaders, payload: body }),
  );
  const odd = fc.record({ verb: method, target: oddTarget, headers: extraHeaders, payload: body });
  return fc.oneof({ weight: 19, arbitrary: routed }, { weight: 1, arbitrary: odd }).map((picked) => {
    const headers: Headers = { ...picked.headers };
    if (headers.authorization === 'VALID') headers.authorization = `Bearer ${live.dealerToken}`;
    const sendsBody = picked.payload.type !== null && !['GET', 'HEAD'].includes(picked.verb.toUpperCase());
    if (sendsBody && picked.payload.type) headers['content-type'] = picked.payload.type;
    return { method: picked.verb, target: picked.target, headers, body: sendsBody ? stripSync(picked.target, picked.payload.data) : '' };
  });
}

/**
 * Keeps the fuzz from taking the first dealer's stock offline under the other test files: with the
 * valid key, a full sync or a complete sync would deactivate what they show.
 */
function stripSync(target: string, data: string): string {
  if (!target.startsWith('/api/dealer/')) return data;
  return data.replace(/"(fullSync|complete)"\s*:\s*true/g, '"$1":false');
}

/** One request over a fresh TCP connection, written exactly as given; the answer's status, or the failure. */
export function send(port: number, request: Request, selfHost: string): Promise<{ status: number; head: string }> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const lines = [`${request.method} ${request.target} HTTP/1.1`];
    const headers: Headers = { host: selfHost, ...request.headers };
    if (headers.host === 'SELF') headers.host = selfHost;
    if (headers.origin === 'SELF') headers.origin = `http://${selfHost}`;
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    const payload = Buffer.from(request.body, 'utf8');
    if (payload.length || !['GET', 'HEAD'].includes(request.method.toUpperCase())) lines.push(`content-length: ${payload.length}`);
    lines.push('connection: close', '', '');
    const done = (status: number) => {
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status, head: text.slice(0, 2000) });
    };
    socket.setTimeout(TIMEOUT_MS, () => done(-1));
    socket.on('error', () => done(Buffer.concat(chunks).length ? statusOf(chunks) : -2));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => done(statusOf(chunks)));
    socket.write(Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), payload]));
  });
}

function statusOf(chunks: Buffer[]): number {
  const first = Buffer.concat(chunks).subarray(0, 64).toString('latin1');
  return Number(/^HTTP\/1\.[01] (\d{3})/.exec(first)?.[1] ?? 0);
}
