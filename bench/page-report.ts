/**
 * The tables bench/page-main-thread.ts prints: per server, each metric's median per page type with
 * its ratio to the baseline page of that server in the same run; the LCP element per page; with two
 * servers, the second's medians over the first's; and the server render beside the trivial route.
 */
import type { Load, PageType } from './page-load';
import { median, percentile } from './page-trace';

type MetricKey = 'scriptingMs' | 'scriptingThreadMs' | 'busyMs' | 'firstCommitMs' | 'lastCommitMs' | 'longTasks' | 'longTaskMs' | 'blockingMs' | 'fcpMs' | 'lcpMs' | 'jsKb' | 'htmlKb';

const METRICS: { key: MetricKey; label: string; unit: string; digits?: number }[] = [
  { key: 'scriptingMs', label: 'scripting', unit: 'ms' },
  { key: 'scriptingThreadMs', label: 'scripting (thread time)', unit: 'ms' },
  { key: 'busyMs', label: 'main thread busy', unit: 'ms' },
  { key: 'firstCommitMs', label: 'hydrated (1st commit)', unit: 'ms' },
  { key: 'lastCommitMs', label: 'last React commit', unit: 'ms' },
  { key: 'longTasks', label: 'long tasks', unit: '', digits: 1 },
  { key: 'longTaskMs', label: 'long tasks total', unit: 'ms' },
  { key: 'blockingMs', label: 'blocking (>50 ms)', unit: 'ms' },
  { key: 'fcpMs', label: 'FCP', unit: 'ms' },
  { key: 'lcpMs', label: 'LCP', unit: 'ms' },
  { key: 'jsKb', label: 'JS transferred', unit: 'KB', digits: 1 },
  { key: 'htmlKb', label: 'HTML transferred', unit: 'KB', digits: 1 },
];

export function metric(load: Load, key: MetricKey): number {
  switch (key) {
    case 'lcpMs':
      return load.lcp?.ms ?? Number.NaN;
    case 'jsKb':
      return load.js.bytes / 1024;
    case 'htmlKb':
      return load.htmlBytes / 1024;
    default:
      return load[key];
  }
}

const medianOf = (loads: readonly Load[], key: MetricKey) => median(loads.map((load) => metric(load, key)).filter(Number.isFinite));
const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const ratio = (value: number, to: number) => (Number.isFinite(value) && Number.isFinite(to) && to > 0 ? `×${(value / to).toFixed(2)}` : '–');

function shortUrl(url: string): string {
  const parsed = new URL(url);
  const inner = parsed.searchParams.get('url');
  return inner ? `${inner} w=${parsed.searchParams.get('w')}` : `${parsed.pathname}${parsed.search}`;
}

function lcpLine(page: PageType, loads: readonly Load[]): string {
  const counts = new Map<string, number>();
  for (const load of loads) {
    const key = load.lcp ? `${load.lcp.element}${load.lcp.url ? ` ${shortUrl(load.lcp.url)}` : ''} loading=${load.lcp.loading ?? '-'} fetchpriority=${load.lcp.fetchPriority ?? '-'}` : '(none)';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [element, times] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['(none)', 0];
  const resources = loads.flatMap((load) => (load.lcpResource ? [load.lcpResource] : []));
  const resource = resources.length
    ? ` · request ${fixed(median(resources.map((r) => r.startMs)))}→${fixed(median(resources.map((r) => r.endMs)))} ms, ${fixed(median(resources.map((r) => r.bytes)) / 1024, 1)} KB`
    : '';
  return `  ${page.name.padEnd(10)} ${times}/${loads.length} ${element}${resource}`;
}

export function printBrowser(servers: readonly { label: string; url: string }[], pages: readonly PageType[], loads: readonly Load[], breakdown: boolean): void {
  const [baselinePage] = pages;
  if (!baselinePage) return;
  for (const server of servers) {
    const own = (page: string) => loads.filter((load) => load.server === server.label && load.page === page);
    const baseline = own(baselinePage.name);
    const runs = baseline.length;
    console.log(`\n${server.label} (${server.url}): medians of ${runs} loads, ×ratio to ${baselinePage.name} ${baselinePage.path}`);
    console.log(`${''.padEnd(24)}${pages.map((page) => page.name.padStart(22)).join('')}`);
    for (const { key, label, unit, digits } of METRICS) {
      const base = medianOf(baseline, key);
      const cells = pages.map((page) => {
        const value = medianOf(own(page.name), key);
        const text = `${fixed(value, digits ?? 0)}${unit ? ` ${unit}` : ''}${page === baselinePage ? '' : ` ${ratio(value, base)}`}`;
        return text.padStart(22);
      });
      console.log(`${label.padEnd(24)}${cells.join('')}`);
    }
    if (breakdown && loads[0]) {
      console.log('main-thread self time by kind (medians):');
      for (const group of Object.keys(loads[0].groups) as (keyof Load['groups'])[]) {
        const cells = pages.map((page) => `${fixed(median(own(page.name).map((load) => load.groups[group])))} ms`.padStart(22));
        console.log(`  ${group.padEnd(22)}${cells.join('')}`);
      }
    }
    console.log('largest contentful paint: the element of most runs, its request start → end (ms after navigation) and size:');
    for (const page of pages) console.log(lcpLine(page, own(page.name)));
  }
  const [before, after] = servers;
  if (servers.length === 2 && before && after) {
    console.log(`\n${after.label} ÷ ${before.label}, per page (medians of the same run; below 1 is less)`);
    console.log(`${''.padEnd(24)}${pages.map((page) => page.name.padStart(12)).join('')}`);
    for (const { key, label } of METRICS) {
      const of = (server: string, page: string) => medianOf(loads.filter((load) => load.server === server && load.page === page), key);
      console.log(`${label.padEnd(24)}${pages.map((page) => ratio(of(after.label, page.name), of(before.label, page.name)).padStart(12)).join('')}`);
    }
  }
}

export interface RenderTimes {
  server: string;
  page: string;
  p50: number;
  p95: number;
  n: number;
}

/** `times` per server label and target name; the first target is the trivial route. */
export function printHttp(servers: readonly { label: string }[], targets: readonly PageType[], times: Map<string, number[]>, key: (server: string, target: string) => string): RenderTimes[] {
  const rows: RenderTimes[] = [];
  const [trivial] = targets;
  if (!trivial) return rows;
  console.log(`\nserver render, sequential requests (p50 / p95 ms; ×ratio of p50 to the trivial route's of the same server)`);
  console.log(`${''.padEnd(22)}${servers.map((server) => server.label.padStart(30)).join('')}`);
  for (const target of targets) {
    const cells = servers.map((server) => {
      const mine = times.get(key(server.label, target.name)) ?? [];
      const health = times.get(key(server.label, trivial.name)) ?? [];
      const row = { server: server.label, page: target.name, p50: percentile(mine, 50), p95: percentile(mine, 95), n: mine.length };
      rows.push(row);
      return `${fixed(row.p50, 1)} / ${fixed(row.p95, 1)} ms ${target === trivial ? '' : ratio(row.p50, percentile(health, 50))}`.padStart(30);
    });
    console.log(`${target.name.padEnd(22)}${cells.join('')}`);
  }
  return rows;
}
