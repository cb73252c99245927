import type { ProbeOutcome } from './health';

/**
 * Readiness (`GET /api/ready`, issue 19 item 5): may this node take traffic yet? Only once its
 * search index is loaded and its database answers; until then 503, so a balancer or orchestrator
 * holds a starting node back instead of sending it visitors who would wait for the index.
 * `/api/health` stays the liveness answer. Pure: the probes are passed in.
 */
export type IndexState = 'loaded' | 'loading' | 'failed';

export interface ReadinessReport {
  ready: boolean;
  database: ProbeOutcome;
  index: IndexState;
  /** Listings in the index once loaded. */
  listings: number | null;
}

export function readinessReport(database: ProbeOutcome, index: IndexState, listings: number | null): ReadinessReport {
  return { ready: database === 'ok' && index === 'loaded', database, index, listings: index === 'loaded' ? listings : null };
}

export function readinessStatusCode(report: ReadinessReport): 200 | 503 {
  return report.ready ? 200 : 503;
}
