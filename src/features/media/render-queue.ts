/**
 * Bounds how many photo renders run at once. A render is ~0.4 s of CPU and tens of MB of
 * native memory in sharp/librsvg; unbounded, a crawler asking for uncached names takes every
 * core and the memory with it. Renders past the bound wait in a FIFO line; past the line's
 * bound they are refused at once (the route answers 503 with Retry-After), because a visitor
 * is better served by a quick "later" than by a request that waits behind a crowd.
 *
 * Background work (the library pre-render) has its own line, started only when no visitor's
 * render is waiting, and is never refused: its caller keeps at most a few in the line.
 */
export class RenderQueueFullError extends Error {
  constructor(readonly waiting: number) {
    super(`Photo render queue is full (${waiting} waiting)`);
    this.name = 'RenderQueueFullError';
  }
}

/** Whether `error` is a RenderQueueFullError of any bundle's copy of this module (see isPhotoNameError). */
export function isRenderQueueFullError(error: unknown): error is RenderQueueFullError {
  return error instanceof Error && error.name === 'RenderQueueFullError';
}

export interface RenderQueueOptions {
  /** Renders running at once. */
  concurrency: number;
  /** Visitor renders allowed to wait; one more is refused. */
  maxWaiting: number;
}

export interface RenderQueueStats {
  running: number;
  waiting: number;
  waitingBackground: number;
}

export interface RenderQueue {
  run<T>(task: () => Promise<T>, options?: { background?: boolean }): Promise<T>;
  stats(): RenderQueueStats;
}

interface Job {
  start: () => void;
}

export function createRenderQueue(options: RenderQueueOptions): RenderQueue {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const maxWaiting = Math.max(0, Math.floor(options.maxWaiting));
  const foreground: Job[] = [];
  const background: Job[] = [];
  let running = 0;

  function pump(): void {
    while (running < concurrency) {
      const job = foreground.shift() ?? background.shift();
      if (!job) return;
      running++;
      job.start();
    }
  }

  return {
    run<T>(task: () => Promise<T>, runOptions: { background?: boolean } = {}): Promise<T> {
      const line = runOptions.background ? background : foreground;
      if (!runOptions.background && running >= concurrency && foreground.length >= maxWaiting) {
        return Promise.reject(new RenderQueueFullError(foreground.length));
      }
      return new Promise<T>((resolve, reject) => {
        line.push({
          start: () => {
            // The slot is given back before the caller hears the outcome, so whoever awaits a
            // render sees the queue as it is after it; a task that throws synchronously gives it back too.
            const release = () => {
              running--;
              pump();
            };
            Promise.resolve()
              .then(task)
              .then(
                (value) => {
                  release();
                  resolve(value);
                },
                (error: unknown) => {
                  release();
                  reject(error);
                },
              );
          },
        });
        pump();
      });
    },
    stats: () => ({ running, waiting: foreground.length, waitingBackground: background.length }),
  };
}
