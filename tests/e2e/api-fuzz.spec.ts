/**
 * Fuzzes the search calls through the real HTTP stack (next start): thousands of random requests
 * and URLs, valid and broken, must never produce a 5xx, and every error must be the spec's JSON.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import fc from 'fast-check';
import { searchRequestInputArbitrary } from '../../src/lib/search-request/request-arbitrary';
import { propertyRuns } from '../../src/lib/testing/property-runs';

/** 1,500 calls in the everyday run (about half a minute), 15,000 with PROPERTY_RUNS=long. */
const TOTAL = propertyRuns(4_500);
const PARALLEL = 8;
const SPEC_MESSAGES = new Set([
  'The search request is malformed',
  'The search request URL is malformed',
  'The navigation request is invalid',
  'No vehicle found at requested index',
  'One or more search requests are malformed',
  'Not Found',
  'Bad Request',
]);

type Call = { method: 'GET'; path: string } | { method: 'POST'; path: string; body: string };

const BODY_PATHS = ['/api/client/search/facets', '/api/client/search/results', '/api/client/search/results/random-single', '/api/client/search-url'];
const URL_PATHS = ['/api/client/search-request/', '/api/client/search/navigate/'];

const validBody = searchRequestInputArbitrary.map((input) => JSON.stringify(input));
/** A valid request with one field replaced by something of the wrong type or out of range. */
const brokenBody = fc
  .tuple(searchRequestInputArbitrary, fc.constantFrom('mobilityType', 'brand', 'colour', 'price', 'page', 'sort', 'text', 'postalCode', 'radius', 'napOnly', 'fuel', 'mileage'), fc.jsonValue())
  .map(([input, key, value]) => JSON.stringify({ ...input, [key]: value }));
const absurdBody = fc.constantFrom(
  JSON.stringify({ page: 1e300 }),
  JSON.stringify({ page: -5 }),
  JSON.stringify({ price: { min: 1e308, max: -1e308 } }),
  JSON.stringify({ text: 'a'.repeat(5000) }),
  JSON.stringify({ brand: Array.from({ length: 500 }, (_, i) => `merk${i}`) }),
  JSON.stringify({ colour: 'paars' }),
  JSON.stringify({ mobilityType: 'boot' }),
  JSON.stringify({ postalCode: '0000' }),
  JSON.stringify({ __proto__: { polluted: true }, constructor: { prototype: {} } }),
  '{"page": 1, "page": "twee"}',
  '[]',
  'null',
  '',
  '{',
  '\u0000\u0001',
  JSON.stringify({ text: 'x'.repeat(70_000) }),
);
const anyBody = fc.oneof(fc.jsonValue().map((value) => JSON.stringify(value)), fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 100 }));

const segment = fc.oneof(
  fc.constantFrom('merk-bmw', 'model-golf', 'prijs-tot-en-met-20000', 'prijs-vanaf-x', 'kleur-paars', 'kleur-zwart', 'brandstof-diesel', 'hatchback', 'online-te-financieren', 'sortering-afstand', 'afstand-ten', 'afstand-10-km', 'postcode-3511', 'trefwoorden-golf-gti', 'aangeboden-sinds-vandaag', 'voertuigsoort-ebike', '%', '%E0%A4%A', '..', 'ab12cd3', 'merk-', '%2F', 'a'.repeat(300)),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.webSegment(),
);
const root = fc.constantFrom('auto', 'fietsen', 'motoren', 'kamperen', 'aanbod', 'AUTO', 'fiets', '', '%2Fauto');
const searchPath = fc.tuple(root, fc.array(segment, { maxLength: 5 })).map(([first, rest]) => [first, ...rest].join('/'));
const query = fc.oneof(
  fc.constant(''),
  fc.integer({ min: -3, max: 3000 }).map((n) => `?index=${n}`),
  fc.tuple(fc.integer({ min: -1, max: 100 }), fc.integer({ min: 0, max: 1e6 })).map(([page, index]) => `?page=${page}&index=${index}`),
  fc.webQueryParameters().map((q) => `?${q}`),
  fc.constantFrom('?index=1&index=2', '?index=1e3', '?index=', '?page=abc&index=0', '?index=99999999999999999999'),
);

const call: fc.Arbitrary<Call> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...BODY_PATHS), validBody).map(([path, body]) => ({ method: 'POST' as const, path, body })) },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...BODY_PATHS), brokenBody).map(([path, body]) => ({ method: 'POST' as const, path, body })) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...BODY_PATHS, '/api/client/search/results/suggestions'), absurdBody).map(([path, body]) => ({ method: 'POST' as const, path, body })) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...BODY_PATHS, '/api/client/search/results/suggestions'), anyBody).map(([path, body]) => ({ method: 'POST' as const, path, body })) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(searchRequestInputArbitrary.map((request) => ({ request, since: Date.now() - 86_400_000 })), searchRequestInputArbitrary, fc.jsonValue()), { maxLength: 6 })
      .map((requests) => ({ method: 'POST' as const, path: '/api/client/search/results/suggestions', body: JSON.stringify({ requests }) })),
  },
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...URL_PATHS), searchPath, query).map(([prefix, path, q]) => ({ method: 'GET' as const, path: prefix + path + q })) },
);

async function send(request: APIRequestContext, c: Call): Promise<{ status: number; text: string }> {
  const response =
    c.method === 'GET'
      ? await request.get(c.path, { maxRedirects: 0 })
      : await request.post(c.path, { data: c.body, headers: { 'content-type': 'application/json' }, maxRedirects: 0 });
  return { status: response.status(), text: await response.text() };
}

test(`${TOTAL} random search calls and URLs never give a 5xx, and errors are the spec JSON`, async ({ request }) => {
  // About 20 ms a call, more on a loaded machine; the test is about answers, not speed.
  test.setTimeout(Math.max(600_000, TOTAL * 100));
  const calls = fc.sample(call, { numRuns: TOTAL, seed: 20261121 });
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  for (let start = 0; start < calls.length; start += PARALLEL) {
    const batch = calls.slice(start, start + PARALLEL);
    const answers = await Promise.all(batch.map((c) => send(request, c)));
    answers.forEach(({ status, text }, i) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const c = batch[i];
      const describe = `${c?.method} ${c?.path} ${c && 'body' in c ? c.body.slice(0, 120) : ''} → ${status} ${text.slice(0, 120)}`;
      if (status >= 500) failures.push(describe);
      else if (status >= 400 && status !== 405) {
        let body: unknown = null;
        try {
          body = JSON.parse(text);
        } catch {
          failures.push(`not JSON: ${describe}`);
          return;
        }
        const ok = body !== null && typeof body === 'object' && 'status' in body && body.status === status && 'message' in body && SPEC_MESSAGES.has(String(body.message));
        if (!ok) failures.push(`not the spec error: ${describe}`);
      }
    });
  }
  console.log('fuzz statuses', Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
  expect(failures.slice(0, 20)).toEqual([]);
  // The mix must exercise both sides: plenty of answers and plenty of refusals.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(TOTAL * 0.25);
  expect((statuses.get(400) ?? 0) + (statuses.get(404) ?? 0)).toBeGreaterThan(TOTAL * 0.15);
});

/**
 * The edges a probe of the running site broke (issue 12): oversized and hand-written cookies,
 * ids past the integer column, broken percent-encoding outside the pages, foreign origins and
 * odd methods. None may give a 5xx; the refusals must be the ones that protect the visitor.
 */
// Many of these render whole pages (favourites, compare, home): 300 in the everyday run, 3,000 long.
const EDGE_TOTAL = propertyRuns(900);
const hugeFavourites = Array.from({ length: 2500 }, (_, index) => index + 1).join('|');
const cookieValue = fc.oneof(
  fc.constantFrom(hugeFavourites, '999999999999999', '2147483648|5', '%E0%A4%A|1', '0|-1|1e3|abc', '|'.repeat(3000), `${'9'.repeat(4000)}`),
  fc.array(fc.bigInt({ min: 0n, max: 10n ** 20n }), { maxLength: 40 }).map((ids) => ids.join('|')),
  fc.string({ maxLength: 300 }).map(encodeURIComponent),
);
const pagePath = fc.constantFrom('/favorieten', '/favorieten?page=2', '/favorieten?page=999999999999', '/vergelijken', '/', '/auto', '/auto/merk-bmw');
const compareIds = fc.array(fc.oneof(fc.bigInt({ min: -5n, max: 10n ** 18n }).map(String), fc.constantFrom('2147483647', '2147483648', 'x', '')), { maxLength: 8 }).map((ids) => ids.join(','));
// (%00 is no broken escape: it decodes to NUL, and those paths answer 404.)
const brokenEscape = fc.constantFrom('%E0%A4%A', '%ff', '%', '%E0', '%C0%AF', '%E0%A4', '%zz');
const outsidePages = fc.tuple(fc.constantFrom('/media/', '/_next/static/', '/brands/', '/sitemap.xml/', '/_next/image/', '/favicon.ico/', '/robots.txt/'), brokenEscape).map(([prefix, tail]) => prefix + tail);
const stateChanging = fc.constantFrom('/api/client/leads', '/api/client/web-event/favorite-added', '/api/client/search/results', '/favorieten/verwijderen');
const oddMethod = fc.constantFrom('TRACE', 'PUT', 'DELETE', 'PATCH');

type EdgeCall = { name: string; method: string; path: string; headers?: Record<string, string>; body?: string | Buffer; expect?: number };
const jsonCall = fc.constantFrom('/api/client/search/results', '/api/client/search/facets', '/api/client/search-url', '/api/client/leads', '/api/client/web-event/favorite-added');
const looseType = fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'text/html', '');
const invalidUtf8 = fc.constantFrom(Buffer.from([0x7b, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), Buffer.from([0xc0, 0xaf]), Buffer.from([0xed, 0xa0, 0x80]));

const edgeCall: fc.Arbitrary<EdgeCall> = fc.oneof(
  fc.tuple(pagePath, cookieValue).map(([path, value]) => ({ name: 'cookie', method: 'GET', path, headers: { cookie: `viaBOVAG-Favorites=${value}; viaBOVAG-CookieConsent=v1` } })),
  compareIds.map((ids) => ({ name: 'compare ids', method: 'GET', path: `/vergelijken?ids=${ids}` })),
  outsidePages.map((path) => ({ name: 'broken encoding', method: 'GET', path, expect: 400 })),
  fc.tuple(stateChanging, fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1.evil.example')).map(([path, origin]) => ({
    name: 'foreign origin',
    method: 'POST',
    path,
    headers: { origin, 'content-type': 'text/plain' },
    body: JSON.stringify({ listingId: 1, type: 'question', name: 'X', email: 'x@example.nl', message: 'hallo' }),
    expect: 403,
  })),
  fc.tuple(jsonCall, looseType).map(([path, type]) => ({ name: 'content type', method: 'POST', path, headers: type ? { 'content-type': type } : ({} as Record<string, string>), body: '{}', expect: 415 })),
  invalidUtf8.map((body) => ({ name: 'invalid utf-8', method: 'POST', path: '/api/client/search/results', headers: { 'content-type': 'application/json' }, body, expect: 400 })),
  fc.tuple(oddMethod, fc.constantFrom('/', '/auto', '/favorieten', '/api/client/leads', '/api/health', '/media/x.webp')).map(([method, path]) => ({ name: 'method', method, path, expect: 405 })),
  fc.bigInt({ min: 2_147_483_648n, max: 10n ** 18n }).map((id) => ({
    name: 'lead id',
    method: 'POST',
    path: '/api/client/leads',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ listingId: Number(id), type: 'question', name: 'Test', email: 'test@example.nl', message: 'Is deze nog beschikbaar?' }),
  })),
);

test('the edges: oversized cookies, ids out of range, broken encodings, foreign origins, loose bodies and odd methods never give a 5xx', async ({ request }) => {
  test.setTimeout(Math.max(300_000, EDGE_TOTAL * 500));
  const calls = fc.sample(edgeCall, { numRuns: EDGE_TOTAL, seed: 20261124 });
  const failures: string[] = [];
  const seen = new Set<string>();
  for (let start = 0; start < calls.length; start += 4) {
    const batch = calls.slice(start, start + 4);
    const answers = await Promise.all(
      batch.map(async (c) => {
        const response = await request.fetch(c.path, { method: c.method, headers: c.headers, data: c.body, maxRedirects: 0, failOnStatusCode: false });
        return { status: response.status(), size: (await response.body()).length };
      }),
    );
    answers.forEach(({ status, size }, i) => {
      const c = batch[i];
      if (!c) return;
      seen.add(c.name);
      const describe = `${c.name}: ${c.method} ${c.path.slice(0, 100)} → ${status}`;
      if (status >= 500) failures.push(describe);
      else if (c.expect !== undefined && status !== c.expect) failures.push(`expected ${c.expect}: ${describe}`);
      // A page's cost must not grow with what the visitor wrote into a cookie.
      if (c.name === 'cookie' && size > 1_500_000) failures.push(`${size} bytes: ${describe}`);
    });
  }
  expect(failures.slice(0, 20)).toEqual([]);
  expect([...seen].sort()).toEqual(['broken encoding', 'compare ids', 'content type', 'cookie', 'foreign origin', 'invalid utf-8', 'lead id', 'method']);
});
