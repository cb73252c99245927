import type { TFunction } from 'i18next';

/**
 * Wraps a fixed translator so a key asked without options (the bulk of a page's labels) is looked
 * up once per process: i18next resolves every call through its option handling, plural rules and
 * nesting, which adds up to milliseconds over the thousand labels of a search page. Calls with
 * options (interpolation, counts, returnObjects) vary per call and go straight through.
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
  const translate = (key: unknown, ...rest: unknown[]): unknown => {
    if (typeof key === 'string') {
      if (rest.length === 0) return remembered(plain, key, rest);
      // A label table ({ returnObjects: true } and nothing else) is as static as a plain key.
      if (rest.length === 1 && isReturnObjectsOnly(rest[0])) return remembered(objects, key, rest);
    }
    return call(key, ...rest);
  };
  // TFunction's overloads and brand cannot be expressed by a plain function; the wrapper keeps its
  // call contract exactly, as both branches return what `base` returns for the same arguments.
  return Object.assign(translate, base) as unknown as TFunction;
}

function isReturnObjectsOnly(options: unknown): boolean {
  if (typeof options !== 'object' || options === null) return false;
  const keys = Object.keys(options);
  return keys.length === 1 && (options as { returnObjects?: unknown }).returnObjects === true;
}
