/**
 * One cookie's raw value from a Cookie header or `document.cookie`; undefined when absent. Values
 * are returned as written: each cookie's format decides its own decoding (the favourites cookie
 * survives a broken escape, which a decode here would lose).
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** The same, percent-decoded, for cookies written encoded (the correlation id); undefined when badly encoded. */
export function readDecodedCookie(header: string | null | undefined, name: string): string | undefined {
  const raw = readCookie(header, name);
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
