import 'server-only';

export type CappedJson = { ok: true; value: unknown } | { ok: false; reason: 'tooLarge' | 'malformed' };

/**
 * A small JSON body, read no further than `maxBytes` (whatever Content-Length claims) and refused
 * past it: an event is a few dozen bytes, so there is no reason to take in the API's general 64 KB.
 * Invalid UTF-8 is malformed, not repaired.
 */
export async function readCappedJson(request: Request, maxBytes: number): Promise<CappedJson> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return { ok: false, reason: 'tooLarge' };
  const reader = request.body?.getReader();
  if (!reader) return { ok: false, reason: 'malformed' };
  const bytes = new Uint8Array(maxBytes);
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (total + value.byteLength > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'tooLarge' };
      }
      bytes.set(value, total);
      total += value.byteLength;
    }
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, total))) as unknown };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}
