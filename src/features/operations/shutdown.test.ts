import { describe, expect, it } from 'vitest';
import { isShuttingDown, setShutdownHook, shutDown, stopJobs, type PeriodicJob } from './shutdown';

function job(name: string, busyForMs: number, clock: { now: number }): PeriodicJob & { stopped: boolean } {
  const until = clock.now + busyForMs;
  const entry = {
    name,
    stopped: false,
    stop: () => {
      entry.stopped = true;
    },
    running: () => clock.now < until,
  };
  return entry;
}

describe('a graceful stop', () => {
  it('stops every timer, waits for a running job, and gives up on one past the deadline', async () => {
    const clock = { now: 0 };
    const quick = job('mail outbox', 120, clock);
    const idle = job('lead jobs', 0, clock);
    const stuck = job('alerts', 10_000, clock);
    // The clock advances a poll at a time, so the wait is measured without sleeping for real.
    const now = () => (clock.now += 50);
    const unfinished = await stopJobs([quick, idle, stuck], 1_000, now, 1);
    expect([quick, idle, stuck].every((entry) => entry.stopped)).toBe(true);
    expect(unfinished).toEqual(['alerts']);
    expect(clock.now).toBeGreaterThanOrEqual(1_000);
  });

  it('returns at once when nothing runs', async () => {
    const clock = { now: 0 };
    const calls: number[] = [];
    const unfinished = await stopJobs([job('lead jobs', 0, clock)], 1_000, () => {
      calls.push(clock.now);
      return clock.now;
    });
    expect(unfinished).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('marks the node draining before the hook runs, and hands the hook the deadline', async () => {
    const seen: { draining: boolean; deadline: number }[] = [];
    setShutdownHook(async (deadline) => {
      seen.push({ draining: isShuttingDown(), deadline });
    });
    expect(isShuttingDown()).toBe(false);
    await shutDown(12_345);
    expect(seen).toEqual([{ draining: true, deadline: 12_345 }]);
  });
});
