import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RerunningTask } from './rerunning-task';

describe('RerunningTask', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A task whose runs each wait for the test to finish them. */
  function gatedTask() {
    const finishers: ((error?: Error) => void)[] = [];
    const task = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          finishers.push((error) => (error ? reject(error) : resolve()));
        }),
    );
    return { task, finish: (error?: Error) => finishers.shift()?.(error) };
  }

  it('runs once more after a run when asked during it, however often', async () => {
    const { task, finish } = gatedTask();
    const runner = new RerunningTask(task, { retryMs: 1_000, onError: () => undefined });
    const done = runner.run();
    void runner.run();
    void runner.run();
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(2));
    finish();
    await done;
    expect(task).toHaveBeenCalledTimes(2);
    expect(runner.running).toBeNull();
  });

  it('reports a failed run and tries again after the pause', async () => {
    const { task, finish } = gatedTask();
    const errors: unknown[] = [];
    const runner = new RerunningTask(task, { retryMs: 5_000, onError: (error) => errors.push(error) });
    const done = runner.run();
    finish(new Error('database away'));
    await done;
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    finish();
    await runner.running;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('neither runs nor retries once stopped, and waits for the run under way', async () => {
    const { task, finish } = gatedTask();
    const runner = new RerunningTask(task, { retryMs: 100, onError: () => undefined });
    void runner.run();
    void runner.run();
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish(new Error('cut off'));
    await stopping;
    await runner.run();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
