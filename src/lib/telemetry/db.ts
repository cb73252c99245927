import { telemetryActive, withDependency } from './api';

type QueryFn = (...args: unknown[]) => unknown;

/** The SQL verb only: statements carry values and identifiers that have no place in span names. */
export function sqlOperation(args: readonly unknown[]): string {
  const first = args[0];
  const textValue = typeof first === 'string' ? first : typeof first === 'object' && first !== null && 'text' in first ? String(first.text) : '';
  const verb = /^\s*([a-zA-Z]+)/.exec(textValue)?.[1];
  return verb ? verb.toUpperCase() : 'QUERY';
}

/**
 * Wraps a client's promise-returning `query` (PGlite, drizzle's node-postgres path) so each query
 * is a `db` dependency span. Callback-style calls (pg's own pool) pass through untouched. Done
 * only when telemetry runs: without it the client is returned as it was.
 */
export function traceQueries<T extends object>(client: T, system: 'postgresql' | 'pglite'): T {
  if (!telemetryActive()) return client;
  const target = client as unknown as { query: QueryFn };
  const original = target.query.bind(client);
  target.query = (...args: unknown[]) => {
    if (args.some((arg) => typeof arg === 'function')) return original(...args);
    return withDependency('db', sqlOperation(args), { 'db.system.name': system }, async () => original(...args));
  };
  return client;
}
