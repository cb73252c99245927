/**
 * The front door (scripts/serve.ts) answers `GET /api/health` itself, from the app server's last
 * answer, because a health check that queues behind page renders on the same event loop tells a
 * balancer nothing it can act on in time (issue 12: under load on /favorieten health took 6–8× its
 * quiet p99 while it shared the render thread). The front door asks the app once a second; an app
 * that has not answered for `STALE_AFTER_MS` is reported as down, so a hung node still drops out.
 * Pure: times are passed in, so the rules are unit-tested.
 */
import type { HealthReport } from './health';

/** How often the front door asks the app server; health.server.ts reuses a check for as long. */
export const HEALTH_POLL_MS = 1000;
/** Silence for this long means the app cannot even answer health: a balancer should look elsewhere. */
export const STALE_AFTER_MS = 5000;

export interface RelayedAnswer {
  status: number;
  body: HealthReport;
}

export interface LastAnswer {
  /** When the app's answer arrived (ms since the epoch). */
  at: number;
  status: number;
  body: HealthReport;
}

/** What the front door answers now: the app's last word while it is recent, else an error naming the silence. */
export function relayedHealth(last: LastAnswer | undefined, now: number): RelayedAnswer {
  if (last && now - last.at <= STALE_AFTER_MS) return { status: last.status, body: last.body };
  const silentFor = last ? Math.round((now - last.at) / 1000) : null;
  return {
    status: 503,
    body: {
      status: 'error',
      database: last?.body.database ?? 'timeout',
      listings: last?.body.listings ?? null,
      problem: silentFor === null ? 'the app server has not answered yet' : `the app server has not answered for ${silentFor} s`,
    },
  };
}

/** The app's answer as the front door keeps it; a body that is not a health report counts as no answer. */
export function parseHealthAnswer(status: number, text: string, at: number): LastAnswer | undefined {
  try {
    const body = JSON.parse(text) as Partial<HealthReport>;
    if ((body.status !== 'ok' && body.status !== 'error') || typeof body.database !== 'string') return undefined;
    return { at, status, body: body as HealthReport };
  } catch {
    return undefined;
  }
}
