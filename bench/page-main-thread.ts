/**
 * What the page types cost a browser's main thread and the server (issue 21): `/`, `/auto`, a landing,
 * a detail page and a minimal content page (the baseline) loaded in Debian's Chromium without
 * throttling, N times each, interleaved so the machine's noise hits every page and server alike. From
 * each load's trace: main-thread scripting (script evaluation + parse/compile self time), the main
 * thread's busy time, hydration (React's first and last commit, through a stand-in DevTools hook),
 * the long tasks, the JavaScript transferred, and the largest contentful paint with its element; each
 * as the median over the runs and as a ratio to the baseline page of the same server in the same run.
 * Then the server render per page type beside the trivial route `/api/health`: p50/p95 of sequential
 * requests. See bench/README.md.
 *
 *   npm run bench:pages                                            # starts this checkout's build on :3060
 *   npm run bench:pages -- --base http://127.0.0.1:3060 --compare http://127.0.0.1:3061
 *   npm run bench:pages -- --base /tmp/page-speed-base --compare .next-page-speed --runs 7
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { loadPage, type Load, type LoadOptions, type PageType } from './page-load';
import { printBrowser, printHttp, type RenderTimes } from './page-report';
import { ensureInventory, isUrl, openServer, stopServers, type Server } from './page-servers';
import { closeTimedConnections, timedRequest } from './timed-request';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    compare: { type: 'string' },
    runs: { type: 'string', default: '5' },
    'http-rounds': { type: 'string', default: '30' },
    port: { type: 'string', default: '3060' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_pages' },
    listings: { type: 'string', default: '200000' },
    'data-dir': { type: 'string', default: '/tmp/bench-pages-data' },
    // A phone by default: the pages' weight matters most there, and "the first photo first" is a phone's question.
    viewport: { type: 'string', default: '375x812@2' },
    settle: { type: 'string', default: '2000' },
    landing: { type: 'string', default: '/auto/hatchback' },
    detail: { type: 'string' },
    baseline: { type: 'string', default: '/disclaimer-en-privacyverklaring' },
    pages: { type: 'string' },
    consent: { type: 'boolean', default: false },
    'skip-browser': { type: 'boolean', default: false },
    'skip-http': { type: 'boolean', default: false },
    breakdown: { type: 'boolean', default: false },
    json: { type: 'string' },
    'trace-dir': { type: 'string' },
  },
});

const runs = Number(values.runs);
const httpRounds = Number(values['http-rounds']);
const loadOptions: LoadOptions = { viewport: values.viewport, settleMs: Number(values.settle), consent: values.consent, traceDir: values['trace-dir'] };
const serverOptions = { databaseUrl: values['database-url'], dataDir: values['data-dir'] };

/** The first detail page linked from /auto, unless --detail names one. */
async function detailPath(url: string): Promise<string> {
  if (values.detail) return values.detail;
  const html = await (await fetch(`${url}/auto`)).text();
  const found = /href="(\/auto\/aanbod\/[^"#?&]+)/.exec(html)?.[1];
  if (!found) throw new Error('no detail page linked from /auto: pass --detail');
  return found;
}

/** The baseline first: every ratio is to it. `--pages /a,/b` measures other paths (the first is then the baseline). */
async function pageTypes(url: string): Promise<PageType[]> {
  if (values.pages) return values.pages.split(',').map((entry) => ({ name: entry, path: entry }));
  return [
    { name: 'baseline', path: values.baseline },
    { name: 'home', path: '/' },
    { name: 'results', path: '/auto' },
    { name: 'landing', path: values.landing },
    { name: 'detail', path: await detailPath(url) },
  ];
}

async function browserRuns(servers: readonly Server[], pages: readonly PageType[]): Promise<Load[]> {
  let browser: Browser | undefined;
  const loads: Load[] = [];
  try {
    // Debian's Chromium with the e2e suite's flags (playwright.config.ts); never a downloaded browser.
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
    // A first load of every page renders its photos and fills the servers' caches; not counted.
    for (const server of servers) for (const page of pages) await loadPage(browser, server, page, 0, loadOptions);
    for (let run = 1; run <= runs; run++) {
      // Page by page, and the servers' order alternates, so neither always goes first.
      const order = run % 2 ? servers : [...servers].reverse();
      for (const page of pages)
        for (const server of order) {
          const load = await loadPage(browser, server, page, run, loadOptions);
          loads.push(load);
          process.stdout.write(`\r  run ${run}/${runs} ${server.label} ${page.name.padEnd(10)} scripting ${load.scriptingMs.toFixed(0)} ms (thread ${load.scriptingThreadMs.toFixed(0)})   `);
        }
    }
    process.stdout.write('\n');
  } finally {
    await browser?.close();
  }
  return loads;
}

/** With --consent the GETs are a returning visitor's too: they carry the cookie answer, as the loads do. */
const getHeaders: Record<string, string> = values.consent ? { cookie: 'viaBOVAG-CookieConsent=v1' } : {};

const timedGet = (url: string): Promise<number> => timedRequest({ method: 'GET', url, headers: getHeaders });

async function renderRuns(servers: readonly Server[], pages: readonly PageType[]): Promise<RenderTimes[]> {
  const targets = [{ name: 'trivial /api/health', path: '/api/health' }, ...pages];
  const key = (server: string, target: string) => `${server} ${target}`;
  const times = new Map<string, number[]>();
  for (const server of servers) for (const target of targets) await timedGet(server.url + target.path); // warm-up
  // One request at a time, each round every target of every server: noise lands on all of them alike.
  for (let round = 0; round < httpRounds; round++)
    for (const server of round % 2 ? [...servers].reverse() : servers)
      for (const target of targets) {
        const list = times.get(key(server.label, target.name)) ?? [];
        list.push(await timedGet(server.url + target.path));
        times.set(key(server.label, target.name), list);
      }
  return printHttp(servers, targets, times, key);
}

const servers: Server[] = [];
try {
  const starts = !values.base || [values.base, values.compare].some((target) => target !== undefined && !isUrl(target));
  if (starts) await ensureInventory(serverOptions.databaseUrl, Number(values.listings));
  servers.push(await openServer(values.compare ? 'before' : 'server', values.base, Number(values.port), serverOptions));
  if (values.compare) servers.push(await openServer('after', values.compare, Number(values.port) + 1, serverOptions));
  const [first] = servers;
  if (!first) throw new Error('no server');
  const pages = await pageTypes(first.url);
  console.log(`pages: ${pages.map((page) => `${page.name} ${page.path}`).join(', ')}; viewport ${values.viewport}, ${runs} runs`);
  const loads = values['skip-browser'] ? [] : await browserRuns(servers, pages);
  if (loads.length) printBrowser(servers, pages, loads, values.breakdown);
  const render = values['skip-http'] ? [] : await renderRuns(servers, pages);
  if (values.json) writeFileSync(values.json, JSON.stringify({ when: new Date().toISOString(), viewport: values.viewport, runs, servers: servers.map(({ label, url }) => ({ label, url })), pages, loads, render }, null, 2));
} finally {
  closeTimedConnections();
  stopServers(servers);
}
