/**
 * Graceful shutdown of a node (issue 19 item 5, decision 038). The front door (scripts/serve.ts)
 * stops taking connections and lets its requests finish; then the app server (scripts/serve/app-server.ts)
 * runs the hook src/instrumentation.ts registered here: stop the periodic jobs, let a running one
 * finish, close the database. Free of 'server-only' and of Next: the app server's own bundle loads it.
 */
const KEY = Symbol.for('marketplace.shutdown.v1');

interface ShutdownState {
  draining: boolean;
  hook?: (deadline: number) => Promise<void>;
}

function state(): ShutdownState {
  const holder = globalThis as { [KEY]?: ShutdownState };
  holder[KEY] ??= { draining: false };
  return holder[KEY];
}

/** True once the node began to stop: /api/ready answers 503 from then on. */
export function isShuttingDown(): boolean {
  return state().draining;
}

/** The app's part of a stop (jobs, database); set once by src/instrumentation.ts. */
export function setShutdownHook(hook: (deadline: number) => Promise<void>): void {
  state().hook = hook;
}

/** Marks the node draining and runs the app's part, to finish by `deadline` (epoch ms). */
export async function shutDown(deadline: number): Promise<void> {
  state().draining = true;
  await state().hook?.(deadline);
}

export interface PeriodicJob {
  name: string;
  /** Clears its timer: no new run starts. */
  stop(): void;
  /** Whether a run is under way right now. */
  running(): boolean;
}

/**
 * Stops every job's timer, then waits until none is running or the deadline passes. Answers the
 * jobs still running at the deadline (their work is safe to cut: the mail outbox's claim has a
 * lease another node takes over, the other jobs redo their run).
 */
export async function stopJobs(jobs: readonly PeriodicJob[], deadline: number, now: () => number = Date.now, pollMs = 50): Promise<string[]> {
  for (const job of jobs) job.stop();
  for (;;) {
    const busy = jobs.filter((job) => job.running()).map((job) => job.name);
    if (!busy.length || now() >= deadline) return busy;
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.min(pollMs, deadline - now()))));
  }
}
