/**
 * An async task that runs one at a time. Asked while it runs, it runs once more afterwards: what
 * the running one read may predate the reason for asking. A failed run is reported and tried again
 * after `retryMs`, unless it was asked for again meanwhile (then that run is the retry).
 */
export class RerunningTask {
  private current: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly options: { retryMs: number; onError: (error: unknown) => void },
  ) {}

  /** The run under way, if any. */
  get running(): Promise<void> | null {
    return this.current;
  }

  run(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.current) {
      this.again = true;
      return this.current;
    }
    this.clearTimer();
    this.current = this.loop().finally(() => {
      this.current = null;
    });
    return this.current;
  }

  /** No more runs or retries; resolves when the one under way is done. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    await this.current;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.task();
      } catch (error) {
        if (this.stopped) return;
        this.options.onError(error);
        if (!this.again) this.retryLater();
      }
    } while (this.again && !this.stopped);
  }

  private retryLater(): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, this.options.retryMs);
    // A pending retry keeps no process alive that is otherwise done.
    this.timer.unref?.();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
