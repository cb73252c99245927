import pg from 'pg';

/**
 * A PostgreSQL LISTEN that survives its connection. NOTIFY reaches only the sessions listening at
 * that moment, so a listener whose backend went away (PostgreSQL restarted, the backend terminated,
 * a network cut) would silently stop hearing changes. This one opens a new connection with a bounded
 * exponential backoff, LISTENs again and tells its owner through `onReconnect`, who must catch up on
 * what was announced in the gap: those notifications are gone for good.
 */

/** The pino methods used here; connect.ts has no logger of its own (scripts and tests use it too). */
export interface DbLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

export interface ListenOptions {
  /** Called after a lost connection is back and listening again; not after the first connect. */
  onReconnect?: () => void;
}

export const RETRY_MIN_MS = 500;
export const RETRY_MAX_MS = 30_000;
/** A server that does not answer at all fails the attempt after this long (then the backoff). */
const CONNECT_TIMEOUT_MS = 10_000;

/** The wait before reconnect attempt `attempt` (0-based): doubling from `min`, never over `max`. */
export function retryDelay(attempt: number, min = RETRY_MIN_MS, max = RETRY_MAX_MS): number {
  return Math.min(max, min * 2 ** Math.min(attempt, 30));
}

/** What the listener logs with when its owner gave no logger: one JSON line, as pino would. */
export const consoleLog: DbLog = {
  warn: (fields, message) => console.warn(JSON.stringify({ level: 'warn', msg: message, ...errorFields(fields) })),
  info: (fields, message) => console.info(JSON.stringify({ level: 'info', msg: message, ...errorFields(fields) })),
};

function errorFields(fields: object): object {
  return 'err' in fields && fields.err instanceof Error ? { ...fields, err: fields.err.message } : fields;
}

export interface ListenerSettings {
  url: string;
  channel: string;
  onMessage: (payload: string) => void;
  onReconnect?: () => void;
  log: DbLog;
  retryMinMs?: number;
  retryMaxMs?: number;
}

export class ReconnectingListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private reconnecting: Promise<void> | null = null;
  /** The connection being opened, so a stop can cut it short instead of waiting for it. */
  private opening: pg.Client | null = null;

  constructor(private readonly settings: ListenerSettings) {}

  /** The first connect; its failure is the caller's (as before: the node does not start). */
  async start(): Promise<void> {
    this.client = await this.open();
  }

  /** Ends the connection and any reconnecting; after this nothing is delivered. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    // Cut short a connect under way (an unreachable server would hold it for the timeout); the
    // reconnect then fails, sees the stop and gives up.
    this.opening?.connection.stream.destroy();
    await this.reconnecting;
    if (client) await endClient(client);
  }

  private async open(): Promise<pg.Client> {
    const { url, channel } = this.settings;
    // The name lets an operator (and the tests) find the listener in pg_stat_activity.
    const client = new pg.Client({ connectionString: url, application_name: `listen:${channel}`, keepAlive: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // Handlers before connect: an 'error' with no handler would take the process down.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    client.on('notification', (message) => {
      if (message.channel === channel) this.settings.onMessage(message.payload ?? '');
    });
    this.opening = client;
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    } catch (error) {
      client.connection.stream.destroy();
      throw error;
    } finally {
      this.opening = null;
    }
    return client;
  }

  private lost(client: pg.Client, error: Error | null): void {
    // A client being opened, replaced or ended on purpose reports here too; only the live one counts.
    if (client !== this.client || this.stopped) return;
    this.client = null;
    this.settings.log.warn({ channel: this.settings.channel, err: error ?? undefined }, 'database listener lost its connection; reconnecting');
    void endClient(client);
    this.schedule();
  }

  private schedule(): void {
    const delay = retryDelay(this.attempt++, this.settings.retryMinMs, this.settings.retryMaxMs);
    this.timer = setTimeout(() => {
      this.reconnecting = this.reconnect(delay).finally(() => {
        this.reconnecting = null;
      });
    }, delay);
    // Waiting to reconnect keeps no process alive that is otherwise done.
    this.timer.unref();
  }

  private async reconnect(waitedMs: number): Promise<void> {
    this.timer = null;
    if (this.stopped) return;
    let client: pg.Client;
    try {
      client = await this.open();
    } catch (error) {
      if (this.stopped) return;
      this.settings.log.warn({ channel: this.settings.channel, err: error, attempt: this.attempt, waitedMs }, 'database listener could not reconnect yet');
      this.schedule();
      return;
    }
    if (this.stopped) {
      await endClient(client);
      return;
    }
    this.client = client;
    this.settings.log.info({ channel: this.settings.channel, attempts: this.attempt }, 'database listener reconnected');
    this.attempt = 0;
    this.settings.onReconnect?.();
  }
}

/** How long a goodbye to the server may take before the socket is simply cut. */
const END_TIMEOUT_MS = 1_000;

/** Ends a client politely, or cuts its socket when the server does not see it off in time (it may be gone). */
async function endClient(client: pg.Client): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cut = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      client.connection.stream.destroy();
      resolve();
    }, END_TIMEOUT_MS);
  });
  await Promise.race([client.end().catch(() => undefined), cut]);
  clearTimeout(timer);
}
