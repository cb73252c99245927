import 'server-only';
import { log } from '@/lib/log';
import { stopJobs, type PeriodicJob } from './shutdown';

/**
 * The app's part of a graceful stop (decision 038): the periodic jobs started by
 * src/instrumentation.ts, and the database. The jobs keep their timers and busy flags on globalThis
 * under these names (each feature's *-job(s).server.ts), so Next's bundles share one copy; they are
 * named here rather than each feature exporting a stop, so no feature imports another.
 */
type Timer = ReturnType<typeof setInterval>;
interface JobGlobals {
  __outbox?: { timer: Timer; running: boolean };
  __leadJobs?: Timer;
  __subscriptionJobs?: Timer;
  __subscriptionJobsRunning?: boolean;
  __newsletterJob?: Timer;
  __newsletterJobRunning?: boolean;
  __database?: Promise<{ close(): Promise<void> }>;
}

const globals = globalThis as JobGlobals;

function knownJobs(extra: readonly PeriodicJob[]): PeriodicJob[] {
  return [
    { name: 'mail outbox', stop: () => globals.__outbox && clearInterval(globals.__outbox.timer), running: () => globals.__outbox?.running === true },
    // The lead job's busy flag is private to it; its run (purging counters, handing leads to the outbox) is redone by the next.
    { name: 'lead jobs', stop: () => clearInterval(globals.__leadJobs), running: () => false },
    { name: 'saved-search alerts', stop: () => clearInterval(globals.__subscriptionJobs), running: () => globals.__subscriptionJobsRunning === true },
    { name: 'newsletter', stop: () => clearInterval(globals.__newsletterJob), running: () => globals.__newsletterJobRunning === true },
    ...extra,
  ];
}

/** Stops the jobs (letting a running one finish until `deadline`), then closes the database. */
export async function stopServerWork(deadline: number, extraJobs: readonly PeriodicJob[] = []): Promise<void> {
  const started = Date.now();
  // Leave the last second of the bound to the database: a job still running then is cut, not waited for.
  const unfinished = await stopJobs(knownJobs(extraJobs), deadline - 1000);
  if (unfinished.length) log.warn({ unfinished }, 'shutdown: jobs still running at the deadline');
  const opened = globals.__database;
  if (opened) {
    try {
      await (await opened).close();
    } catch (error) {
      log.error({ err: error }, 'shutdown: the database did not close cleanly');
    }
  }
  log.info({ ms: Date.now() - started }, 'shutdown: jobs stopped and database closed');
}
