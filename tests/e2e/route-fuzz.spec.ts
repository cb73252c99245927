/**
 * Every route and every method, as a scanner sends them (issue 49): each page and route handler under
 * src/app (found on disk, its dynamic segments filled with samples and random text), asked with GET,
 * HEAD, POST, PUT, DELETE, PATCH, OPTIONS and the odd other method, with random and malformed bodies,
 * query strings and headers (Host, Origin, Content-Type, Next-Router-Prefetch, RSC, Next-Action, …),
 * and request targets that are no path (`*`, absolute URLs). Sent over raw TCP, so nothing a client
 * library would refuse to send is left out. No answer may be 500 or above. A fixed seed: the same
 * requests in every run, so a failure is reproduced by running the file again.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { requests, routes, send, type Headers, type LiveSamples } from '../support/route-fuzz';
import { expect, test } from '../support/test';
import { propertyRuns } from '../../src/lib/testing/property-runs';

/** 5,000 in every run (issue 49 asks for at least that many); PROPERTY_RUNS=long sends ten times as many. */
const TOTAL = Math.max(5_000, propertyRuns(15_000));
const PARALLEL = 8;
const SEED = 20_261_201;

async function liveSamples(request: import('@playwright/test').APIRequestContext): Promise<LiveSamples> {
  const results = await (await request.post('/api/client/search/results', { data: { mobilityType: 'car' } })).text();
  const slugs = [...new Set([...results.matchAll(/\/(?:auto|fiets|motor|kampeervoertuig)\/aanbod\/([a-z0-9-]+)/g)].map((match) => match[1] ?? ''))].filter(Boolean).slice(0, 5);
  const home = await (await request.get('/')).text();
  const staticFiles = [...new Set([...home.matchAll(/\/_next\/static\/[^"'\s)]+/g)].map((match) => match[0]))].slice(0, 10);
  const brandFiles = readdirSync(path.join(process.cwd(), 'public', 'brands')).slice(0, 10).map((name) => `/brands/${name}`);
  const key = (await (await request.post('/test/dealer-key')).json()) as { token: string };
  return { slugs, brandFiles, staticFiles: [...staticFiles, '/_next/static/chunks/onbekend.js'], dealerToken: key.token };
}

test(`${TOTAL} requests over every route and method, with random bodies, headers and targets, never give a 5xx`, async ({ request, baseURL }) => {
  // Pages render in 50–500 ms on this machine's two busy cores; the test is about answers, not speed.
  test.setTimeout(Math.max(1_200_000, TOTAL * 300));
  const url = new URL(baseURL ?? 'http://127.0.0.1:3100');
  const all = routes();
  expect(all.length).toBeGreaterThan(80);
  const live = await liveSamples(request);
  expect(live.slugs.length).toBeGreaterThan(0);
  const calls = fc.sample(requests(all, live), { numRuns: TOTAL, seed: SEED });
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const seenRoutes = new Set<string>();
  const seenMethods = new Set<string>();
  for (let start = 0; start < calls.length; start += PARALLEL) {
    const batch = calls.slice(start, start + PARALLEL);
    const answers = await Promise.all(batch.map((call) => send(Number(url.port), call, url.host)));
    answers.forEach(({ status, head }, i) => {
      const call = batch[i];
      if (!call) return;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      seenMethods.add(call.method);
      seenRoutes.add(call.target.split('?')[0] ?? '');
      if (status >= 500 || status <= 0) {
        failures.push(`${call.method} ${call.target.slice(0, 160)} ${JSON.stringify(call.headers).slice(0, 300)} body ${JSON.stringify(call.body.slice(0, 120))} → ${status}\n${head.split('\r\n\r\n')[0]?.slice(0, 400)}`);
      }
    });
  }
  console.log('route fuzz statuses', Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
  expect(failures.slice(0, 15), `${failures.length} answers of 500 or more (or none at all)`).toEqual([]);
  for (const verb of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) expect(seenMethods).toContain(verb);
  // Every route was asked: each pattern's static prefix shows up among the targets sent.
  const missed = all.filter((route) => ![...seenRoutes].some((target) => target.startsWith(route.pattern.split('/[')[0] ?? route.pattern)));
  expect(missed.map((route) => route.pattern)).toEqual([]);
});

test('the refusals a scanner meets: no path, a POST to a file, a prefetch past the proxy', async ({ baseURL }) => {
  const url = new URL(baseURL ?? 'http://127.0.0.1:3100');
  const port = Number(url.port);
  const ask = (method: string, target: string, headers: Headers = {}, payload = '') => send(port, { method, target, headers, body: payload }, url.host);
  for (const target of ['*', 'http://127.0.0.1/auto', '*/auto']) expect((await ask('GET', target)).status, target).toBe(400);
  const options = await ask('OPTIONS', '*');
  expect(options.status).toBe(204);
  expect(options.head).toMatch(/\r\nallow: GET, HEAD, POST, OPTIONS\r\n/i);
  for (const file of ['/favicon.ico', '/locales/nl/common.json']) {
    const posted = await ask('POST', file, { 'content-type': 'application/json' }, '{}');
    expect(posted.status, file).toBe(405);
    expect(posted.head).toMatch(/\r\nallow: GET, HEAD, OPTIONS\r\n/i);
  }
  expect((await ask('GET', '/media/car-hatchback-paars-side.webp')).status).toBe(404);
  // A prefetch goes through the proxy like any request: its headers, and the guard on a foreign post.
  const prefetch = await ask('GET', '/auto', { 'next-router-prefetch': '1', rsc: '1' });
  expect(prefetch.head).toMatch(/\r\ncontent-security-policy: /i);
  const lead = JSON.stringify({ listingId: 1, type: 'question', name: 'X', email: 'x@example.nl', message: 'hallo' });
  expect((await ask('POST', '/api/client/leads', { 'next-router-prefetch': '1', origin: 'https://evil.example', 'content-type': 'text/plain' }, lead)).status).toBe(403);
});
