/**
 * A value made at its first use and kept: for what is costly to make and not always needed, such
 * as an Intl formatter in a module that the browser loads on pages that never format with it.
 */
export function madeOnce<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
