/**
 * Dutch postal codes: four digits (1000–9999) and optionally two letters. Normalised to
 * "1234 AB" or "1234"; anything else is not a postal code.
 */
const POSTCODE_PATTERN = /^([1-9][0-9]{3})\s*([a-zA-Z]{2})?$/;

export function normalisePostcode(input: string): string | null {
  const match = POSTCODE_PATTERN.exec(input.trim());
  if (!match) return null;
  const digits = match[1] ?? '';
  const letters = match[2];
  return letters ? `${digits} ${letters.toUpperCase()}` : digits;
}

/** The four-digit area (PC4) of a postcode, or null when it is not a Dutch postal code. */
export function postcodeArea(input: string): number | null {
  const normalised = normalisePostcode(input);
  return normalised === null ? null : Number(normalised.slice(0, 4));
}
