/**
 * The generation of what pages show (decision 044): the app server keeps a rendered page only as
 * long as this stays the same. Registered at start (src/instrumentation.ts) from the search index's
 * count of applied listing changes; read by the app server's page cache (scripts/serve/page-cache).
 * Undefined (nothing registered yet, the index not ready) keeps nothing.
 */
export type PageGeneration = () => number | undefined;

// On globalThis: Next's instrumentation bundle registers, the app server's own bundle reads.
const KEY = Symbol.for('marketplace.page-generation.v1');
type Holder = { [KEY]?: PageGeneration };

export function registerPageGeneration(read: PageGeneration): void {
  (globalThis as Holder)[KEY] = read;
}

export function pageGeneration(): number | undefined {
  return (globalThis as Holder)[KEY]?.();
}
