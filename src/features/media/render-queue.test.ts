import { describe, expect, it } from 'vitest';
import { createRenderQueue, RenderQueueFullError } from './render-queue';

/** A task the test finishes by hand, recording when it started. */
function gate(log: string[], label: string) {
  let open: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<string>((resolve, reject) => {
    open = () => resolve(label);
    fail = reject;
  });
  return {
    task: () => {
      log.push(label);
      return done;
    },
    open: () => open(),
    fail: (error: Error) => fail(error),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('render queue', () => {
  it('never runs more tasks at once than its concurrency', async () => {
    const queue = createRenderQueue({ concurrency: 2, maxWaiting: 100 });
    let active = 0;
    let peak = 0;
    const task = async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active--;
    };
    await Promise.all(Array.from({ length: 20 }, () => queue.run(task)));
    expect(peak).toBe(2);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, waitingBackground: 0 });
  });

  it('starts waiting tasks in the order they came', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 10 });
    const started: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((label) => gate(started, label));
    const results = gates.map((g) => queue.run(g.task));
    for (const g of gates) {
      await tick();
      g.open();
    }
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a task when the line is full, and takes one again once a slot frees', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 2 });
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((label) => gate(started, label));
    if (!a || !b || !c) throw new Error('gates');
    const accepted = [queue.run(a.task), queue.run(b.task), queue.run(c.task)];
    await expect(queue.run(async () => 'd')).rejects.toBeInstanceOf(RenderQueueFullError);
    expect(queue.stats()).toEqual({ running: 1, waiting: 2, waitingBackground: 0 });
    a.open();
    await accepted[0];
    await tick();
    const d = queue.run(async () => 'd');
    b.open();
    c.open();
    expect(await Promise.all([...accepted, d])).toEqual(['a', 'b', 'c', 'd']);
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('gives the slot back when a task fails or throws synchronously', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 5 });
    await expect(queue.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    await expect(
      queue.run(() => {
        throw new Error('bad input');
      }),
    ).rejects.toThrow('bad input');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.stats().running).toBe(0);
  });

  it('runs background work only when no visitor is waiting, and never refuses it', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 1 });
    const started: string[] = [];
    const [first, visitor, bg1, bg2] = ['first', 'visitor', 'bg1', 'bg2'].map((label) => gate(started, label));
    if (!first || !visitor || !bg1 || !bg2) throw new Error('gates');
    const runs = [queue.run(first.task), queue.run(bg1.task, { background: true }), queue.run(bg2.task, { background: true }), queue.run(visitor.task)];
    expect(queue.stats()).toEqual({ running: 1, waiting: 1, waitingBackground: 2 });
    for (const g of [first, visitor, bg1, bg2]) {
      await tick();
      g.open();
    }
    await Promise.all(runs);
    expect(started).toEqual(['first', 'visitor', 'bg1', 'bg2']);
  });
});
