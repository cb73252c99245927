/**
 * One page load in Chromium for bench/page-main-thread.ts: a fresh context (a first visit: no cache,
 * no cookies unless asked), a trace of the load and the settle time after it, and what the page itself
 * knows (paint and resource timing, React's commits).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { findNavigation, mainThreadCost, traceEvents, type MainThreadCost } from './page-trace';

export interface PageType {
  name: string;
  path: string;
}

export interface LoadOptions {
  /** WIDTHxHEIGHT[@SCALE]; below 768 px wide the context is a phone (touch, mobile viewport). */
  viewport: string;
  settleMs: number;
  consent: boolean;
  traceDir?: string;
}

/**
 * Runs in the page before its own scripts. A stand-in for the React DevTools hook: React calls
 * `onCommitFiberRoot` on every commit (production builds too), so the first commit is the end of
 * hydration's first pass and the last one when the islands settled. And the largest contentful
 * paint's last candidate, with what its element is.
 */
const PROBE = `(() => {
  const probe = { commits: [], lcp: null };
  window.__pageBenchProbe = probe;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true, isDisabled: false,
    inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, setStrictMode() {},
    onCommitFiberRoot() { probe.commits.push(performance.now()); },
  };
  const describe = (element) => {
    if (!element) return '(removed)';
    const cls = typeof element.className === 'string' && element.className ? '.' + element.className.split(' ')[0] : '';
    const text = element.tagName === 'IMG' ? '' : ' "' + (element.textContent || '').trim().slice(0, 40) + '"';
    return element.tagName.toLowerCase() + cls + text;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      probe.lcp = { ms: entry.startTime, size: entry.size, url: entry.url, element: describe(element), loading: element ? element.getAttribute('loading') : null, fetchPriority: element ? element.getAttribute('fetchpriority') : null };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

export interface Lcp {
  ms: number;
  size: number;
  url: string;
  element: string;
  loading: string | null;
  fetchPriority: string | null;
}

interface ProbeResult {
  commits: number[];
  lcp: Lcp | null;
  fcpMs: number;
  domContentLoadedMs: number;
  loadMs: number;
  htmlBytes: number;
  js: { bytes: number; requests: number };
  /** The LCP image's request: when it started and ended (ms after navigation) and its compressed size. */
  lcpResource: { startMs: number; endMs: number; bytes: number } | null;
}

const READ_PROBE = `(() => {
  const probe = window.__pageBenchProbe;
  const navigation = performance.getEntriesByType('navigation')[0];
  const resources = performance.getEntriesByType('resource');
  const scripts = resources.filter((entry) => entry.initiatorType === 'script' || /\\.m?js$/.test(new URL(entry.name).pathname));
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const lcpEntry = probe.lcp && probe.lcp.url ? resources.find((entry) => entry.name === probe.lcp.url) : null;
  return {
    commits: probe.commits,
    lcp: probe.lcp,
    fcpMs: fcp ? fcp.startTime : NaN,
    domContentLoadedMs: navigation ? navigation.domContentLoadedEventEnd : NaN,
    loadMs: navigation ? navigation.loadEventEnd : NaN,
    htmlBytes: navigation ? navigation.encodedBodySize : NaN,
    js: { bytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0), requests: scripts.length },
    lcpResource: lcpEntry ? { startMs: lcpEntry.startTime, endMs: lcpEntry.responseEnd, bytes: lcpEntry.encodedBodySize } : null,
  };
})()`;

/** React committed at least once, and nothing for `quiet` ms since. Runs in the page (a function: a string would be an expression). */
function settled(quiet: number): boolean {
  const commits = (window as unknown as { __pageBenchProbe: { commits: number[] } }).__pageBenchProbe.commits;
  const last = commits.at(-1);
  return last !== undefined && performance.now() - last > quiet;
}

// Lighthouse's trace categories, less screenshots and the sampling profiler.
const CATEGORIES = ['-*', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'toplevel', 'v8', 'v8.execute', 'blink.user_timing', 'loading', 'latencyInfo'];

export interface Load extends MainThreadCost, Omit<ProbeResult, 'commits'> {
  server: string;
  page: string;
  run: number;
  /** React's first commit after navigation (the hydration of the page's first pass), ms. */
  firstCommitMs: number;
  lastCommitMs: number;
  commits: number;
}

function contextOptions(url: string, options: LoadOptions): BrowserContextOptions {
  const match = /^(\d+)x(\d+)(?:@([\d.]+))?$/.exec(options.viewport);
  if (!match) throw new Error(`--viewport is WIDTHxHEIGHT[@SCALE], not ${options.viewport}`);
  const width = Number(match[1]);
  const phone = width < 768;
  const host = new URL(url).hostname;
  return {
    viewport: { width, height: Number(match[2]) },
    deviceScaleFactor: Number(match[3] ?? 1),
    isMobile: phone,
    hasTouch: phone,
    locale: 'nl-NL',
    // A first visit by default (as Lighthouse sees it): the cookie question is on screen.
    storageState: options.consent ? { cookies: [{ name: 'viaBOVAG-CookieConsent', value: 'v1', domain: host, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] } : undefined,
  };
}

export async function loadPage(browser: Browser, server: { label: string; url: string }, page: PageType, run: number, options: LoadOptions): Promise<Load> {
  const context = await browser.newContext(contextOptions(server.url, options));
  try {
    const tab = await context.newPage();
    await tab.addInitScript(PROBE);
    const url = server.url + page.path;
    await browser.startTracing(tab, { categories: CATEGORIES });
    let trace: Buffer;
    let probe: ProbeResult;
    try {
      const response = await tab.goto(url, { waitUntil: 'load', timeout: 120_000 });
      if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
      // Until React has committed and then stayed quiet for the settle time: islands that load on idle
      // or after load (the filter panel, the search box) count, they are the page's cost too. On a busy
      // machine hydration can come seconds after the load event.
      await tab.waitForFunction(settled, options.settleMs, { polling: 250, timeout: 90_000 });
      probe = (await tab.evaluate(READ_PROBE)) as ProbeResult;
    } finally {
      trace = await browser.stopTracing();
    }
    if (options.traceDir) {
      mkdirSync(options.traceDir, { recursive: true });
      // A page named by its path (--pages /a,/b) becomes one file name, not folders.
      writeFileSync(path.join(options.traceDir, `${server.label}-${page.name.replace(/[^\w.-]+/g, '_')}-${run}.json`), trace);
    }
    const events = traceEvents(JSON.parse(trace.toString('utf8')));
    // The document's final URL: a redirect (a trailing slash, a canonical path) is the same page.
    const navigation = findNavigation(events, tab.url());
    if (!navigation) throw new Error(`no navigationStart for ${tab.url()} in the trace`);
    const { commits, ...rest } = probe;
    return {
      server: server.label,
      page: page.name,
      run,
      ...mainThreadCost(events, navigation),
      ...rest,
      firstCommitMs: commits[0] ?? Number.NaN,
      lastCommitMs: commits.at(-1) ?? Number.NaN,
      commits: commits.length,
    };
  } finally {
    await context.close();
  }
}
