/**
 * A NUL or half a UTF-16 surrogate pair is valid JSON (`"\u0000"`, `"\ud800"`) and can arrive in a
 * URL (`%00`), but it is no text PostgreSQL stores or compares: a query with one fails, and the
 * caller read a 500 (issue 49, items 12 and the route fuzz). Checked before any query.
 */
const BROKEN_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BROKEN_TEXT_ALL = new RegExp(BROKEN_TEXT.source, 'g');

export function hasBrokenText(text: string): boolean {
  return BROKEN_TEXT.test(text);
}

/** The text with every NUL and lone surrogate as U+FFFD: for echoing what a caller sent (a field name, a file name). */
export function printable(text: string): string {
  return text.replace(BROKEN_TEXT_ALL, '\uFFFD');
}
