/** A value a test has just asserted exists, typed as present (the lint gate forbids `!`). */
export function present<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`Expected a ${what}, got ${String(value)}`);
  return value;
}
