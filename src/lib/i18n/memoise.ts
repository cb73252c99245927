import type { TFunction } from 'i18next';
import { boundedMemo } from '@/lib/memo/bounded-memo';

/** How many calls with options one translator remembers before it starts over. */
const WITH_OPTIONS_LIMIT = 20_000;

/**
 * Wraps a fixed translator so a call is resolved once per process: i18next resolves every call
 * through its option handling, plural rules and nesting, which adds up to milliseconds over the
 * thousand labels of a search page. The copy is static and the language fixed, so the answer to
 * a key with the same options never changes:
 * - a key asked without options, and a label table (`returnObjects` alone), are kept for good;
 * - a key with options made of strings, numbers, booleans and plain objects of those (counts,
 *   names, cities, `interpolation` settings) is kept in a bounded memory keyed by the options;
 * - anything else (arrays or functions among the options) goes straight through.
 */
export function memoiseTranslator(base: TFunction): TFunction {
  const call = base as unknown as (...args: unknown[]) => unknown;
  const plain = new Map<string, unknown>();
  const objects = new Map<string, unknown>();
  const remembered = (cache: Map<string, unknown>, key: string, args: unknown[]): unknown => {
    if (cache.has(key)) return cache.get(key);
    const value = call(key, ...args);
    cache.set(key, value);
    return value;
  };
  // The memo key carries the options; the call is made again from it, so the two cannot disagree.
  const withOptions = boundedMemo(WITH_OPTIONS_LIMIT, (memoKey) => {
    const [key, options] = JSON.parse(memoKey) as [string, Record<string, unknown>];
    return call(key, options);
  });
  const translate = (key: unknown, ...rest: unknown[]): unknown => {
    if (typeof key === 'string') {
      if (rest.length === 0) return remembered(plain, key, rest);
      if (rest.length === 1) {
        // A label table ({ returnObjects: true } and nothing else) is as static as a plain key.
        if (isReturnObjectsOnly(rest[0])) return remembered(objects, key, rest);
        if (isJsonSafe(rest[0])) return withOptions(JSON.stringify([key, rest[0]]));
      }
    }
    return call(key, ...rest);
  };
  // TFunction's overloads and brand cannot be expressed by a plain function; the wrapper keeps its
  // call contract exactly, as every branch returns what `base` returns for the same arguments.
  return Object.assign(translate, base) as unknown as TFunction;
}

function isReturnObjectsOnly(options: unknown): boolean {
  if (typeof options !== 'object' || options === null) return false;
  const keys = Object.keys(options);
  return keys.length === 1 && (options as { returnObjects?: unknown }).returnObjects === true;
}

/** Options that JSON writes and reads back unchanged: finite numbers, strings, booleans, and plain objects of those. */
function isJsonSafe(options: unknown, depth = 0): boolean {
  if (typeof options !== 'object' || options === null || Array.isArray(options) || depth > 2) return false;
  if (Object.getPrototypeOf(options) !== Object.prototype) return false;
  for (const value of Object.values(options)) {
    if (typeof value === 'string' || typeof value === 'boolean') continue;
    if (typeof value === 'number' && Number.isFinite(value)) continue;
    if (isJsonSafe(value, depth + 1)) continue;
    return false;
  }
  return true;
}
