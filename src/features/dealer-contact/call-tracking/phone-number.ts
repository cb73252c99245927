/**
 * The tracked number a call-tracking code routes through: one number per code from the 088
 * range, stable so that a dealer's ads always show the same tracked number.
 */
export function trackedNumberFor(code: string): string {
  let hash = 2166136261;
  for (let i = 0; i < code.length; i++) {
    hash ^= code.charCodeAt(i);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  const subscriber = String(1_000_000 + (hash % 9_000_000));
  return `088-${subscriber}`;
}
