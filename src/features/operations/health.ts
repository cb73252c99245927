/**
 * The health answer for load balancers (`GET /api/health`). A node whose database is gone must say
 * so, or a balancer keeps sending visitors to a node where every page fails (issue 12, item 11).
 * Pure: the probes are passed in, so the rules are tested without a database.
 */
/** `unmigrated`: the database answers but lacks this build's migrations or tables (an empty one made anew). */
export type ProbeOutcome = 'ok' | 'unreachable' | 'timeout' | 'unmigrated';

export interface HealthReport {
  status: 'ok' | 'error';
  database: ProbeOutcome;
  /** Listings in this node's search index; null while it is not loaded. */
  listings: number | null;
  /** What is wrong, in a sentence for whoever reads the balancer's log; absent when healthy. */
  problem?: string;
}

/** The probe's answer, or 'timeout' once `ms` passed: a hung connection must not hang the check. */
export async function probeWithin(probe: () => Promise<unknown>, ms: number): Promise<ProbeOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<ProbeOutcome>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([probe().then((): ProbeOutcome => 'ok', (): ProbeOutcome => 'unreachable'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthReport(database: ProbeOutcome, listings: number | null): HealthReport {
  if (database !== 'ok') {
    const problem = database === 'timeout' ? 'the database did not answer in time' : database === 'unmigrated' ? "the database lacks this build's migrations or tables" : 'the database is unreachable';
    return { status: 'error', database, listings, problem };
  }
  if (listings === null) return { status: 'error', database, listings, problem: 'the search index is not loaded' };
  return { status: 'ok', database, listings };
}

/** 200 when every part works, 503 otherwise: what balancers take to mean "send no traffic here". */
export function healthStatusCode(report: HealthReport): 200 | 503 {
  return report.status === 'ok' ? 200 : 503;
}
