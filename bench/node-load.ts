/**
 * The load `bench/nodes.ts` puts on each node: the search API on half the connections and the search
 * pages on the other half, each kind timed on its own, and the trivial route as the baseline.
 */
import autocannon from 'autocannon';
import { normaliseSearchRequest, type SearchRequestInput } from '../src/lib/search-request/schema';
import { searchRequestToUrl } from '../src/lib/search-request/url-writer';
import { percentile, type FleetNode } from './node-fleet';

export type LoadKind = 'api' | 'pages';
export const KINDS: readonly LoadKind[] = ['api', 'pages'];
export const KIND_LABEL: Record<LoadKind, string> = { api: 'search API', pages: 'search pages' };

const SEARCHES: SearchRequestInput[] = [{}, { mobilityType: 'car' }, { mobilityType: 'car', sort: 'prijsOplopend' }, { mobilityType: 'motor' }, { mobilityType: 'bicycle' }, { mobilityType: 'caramper' }, { mobilityType: 'car', page: 2 }];

export interface NodeLoad {
  node: FleetNode;
  responses: Map<number, number>;
  errorsBefore: Map<string, number>;
  errorsAfter: Map<string, number>;
  /** Each answer's time in ms, by what was asked: the percentiles across nodes come from these. */
  latencies: Record<LoadKind, number[]>;
  instances: autocannon.Instance[];
}

export interface Baseline {
  rps: number;
  p50: number;
  p99: number;
}

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** The load's requests: the search API calls, and the search pages of the same searches that exist. */
export async function loadRequests(node: FleetNode): Promise<{ requests: Record<LoadKind, autocannon.Request[]>; pages: string[] }> {
  const pages: string[] = [];
  for (const input of SEARCHES) {
    const path = searchRequestToUrl(normaliseSearchRequest(input));
    if ((await fetch(node.base + path, { method: 'HEAD' })).ok) pages.push(path);
  }
  return {
    requests: {
      api: SEARCHES.map((input) => ({ method: 'POST' as const, path: '/api/client/search/results', body: JSON.stringify(input), headers: { 'content-type': 'application/json' } })),
      pages: pages.map((path) => ({ method: 'GET' as const, path })),
    },
    pages,
  };
}

/** The trivial route on one node, alone, with the load's connections: what a node answers when the work is nothing. */
export async function baseline(node: FleetNode, connections: number): Promise<Baseline> {
  const seconds = 5;
  const result = await autocannon({ url: `${node.base}/api/health`, connections, duration: seconds });
  return { rps: result.requests.total / seconds, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * autocannon on every node, both kinds at once. An error is counted as after the stop when
 * `stopped(load)` says so at that moment (a refused connection is then the node leaving, not a failure).
 */
export function startLoad(
  nodes: readonly FleetNode[],
  options: { connections: number; durationS: number; requests: Record<LoadKind, autocannon.Request[]> },
  stopped: (load: NodeLoad) => boolean,
): { loads: NodeLoad[]; finished: Promise<void>[]; connections: Record<LoadKind, number> } {
  const connections: Record<LoadKind, number> = { api: Math.max(1, Math.ceil(options.connections / 2)), pages: Math.max(1, Math.floor(options.connections / 2)) };
  const loads: NodeLoad[] = nodes.map((node) => ({ node, responses: new Map(), errorsBefore: new Map(), errorsAfter: new Map(), latencies: { api: [], pages: [] }, instances: [] }));
  const finished = loads.flatMap((load) =>
    KINDS.map(
      (kind) =>
        new Promise<void>((resolve) => {
          const instance = autocannon({ url: load.node.base, connections: connections[kind], duration: options.durationS, requests: options.requests[kind] }, (error) => {
            if (error) bump(load.errorsBefore, `autocannon: ${error.message}`);
            resolve();
          });
          instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
            load.responses.set(statusCode, (load.responses.get(statusCode) ?? 0) + 1);
            load.latencies[kind].push(responseTime);
          });
          instance.on('reqError', (error: NodeJS.ErrnoException) => bump(stopped(load) ? load.errorsAfter : load.errorsBefore, error.code ?? error.message));
          load.instances.push(instance);
        }),
    ),
  );
  return { loads, finished, connections };
}

/** One line of the report: requests per second over `seconds`, p50 and p99, and the ratio to the baseline. */
export function loadLine(label: string, latencies: readonly number[], seconds: number, trivial: Baseline): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const rps = sorted.length / seconds;
  const p99 = percentile(sorted, 99);
  return `${label.padEnd(26)} ${String(Math.round(rps)).padStart(6)} req/s  p50 ${String(Math.round(percentile(sorted, 50))).padStart(5)} ms  p99 ${String(Math.round(p99)).padStart(6)} ms  ${String(sorted.length).padStart(6)} requests  (${((100 * rps) / trivial.rps).toFixed(1)} % of the baseline's req/s, its p99 ×${Math.round(p99 / Math.max(1, trivial.p99))})`;
}
