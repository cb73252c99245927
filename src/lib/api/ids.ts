/**
 * Listing ids as visitors send them: in cookies, query strings and JSON bodies. The column is a
 * PostgreSQL `integer`, so anything past its range reached the database and answered 500 (issue
 * 12 item 5); every id from outside is parsed against the range here, once.
 *
 * No zod here: cookies and the compare list are read in the browser on every page, and this module
 * must not pull the schema library into the shell's bundle (31 KB compressed; issue 21).
 */
export const MAX_LISTING_ID = 2_147_483_647;

const DIGITS = /^[1-9]\d{0,9}$/;

/** A listing id written as text (digits, no sign, no leading zero), or null. */
export function parseListingId(text: string): number | null {
  if (!DIGITS.test(text)) return null;
  const id = Number(text);
  return id <= MAX_LISTING_ID ? id : null;
}
