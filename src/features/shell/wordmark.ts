/**
 * Splits a product name for the wordmark: a lowercase lead-in ("via") set light, the rest
 * ("BOVAG") set bold. A name without that shape is set bold as a whole.
 */
export function splitWordmark(name: string): { lead: string; rest: string } {
  const match = /^([a-z]+)([A-Z0-9].*)$/.exec(name);
  return match ? { lead: match[1] ?? '', rest: match[2] ?? '' } : { lead: '', rest: name };
}
