import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { readBodyBytes } from '@/lib/api/read-body';
import type { PhotoUpload } from '@/features/dealer-contact/server';

/**
 * A feed call's body: JSON, or multipart/form-data with the JSON in the field `feed` and photo
 * files beside it (any other field name). The feed routes are outside the page proxy, which
 * would buffer only 10 MB (src/proxy.ts), so a full batch of 1,000 listings with long texts fits.
 */
export const MAX_FEED_JSON_BYTES = 32 * 1024 * 1024;
/** Room for photos beside the JSON: a 50 MB photo is still read, so that it is refused per listing. */
export const MAX_FEED_MULTIPART_BYTES = 96 * 1024 * 1024;
export const MAX_FILES_PER_CALL = 200;

export interface FeedBody {
  json: unknown;
  files: PhotoUpload[];
}

const badRequest = (field: string, text: string, detail?: unknown) => new ApiError('badRequest', detail, { fields: { [field]: text } });

/**
 * How deep a feed's JSON may nest. A listing needs six levels (the call, its list, the listing, the
 * all-in deal, its items, an item); a body of a million brackets parsed, but every later step that
 * walks it recursively (the fingerprint, the markup check, zod) ran out of stack: a 500 for the call.
 */
export const MAX_FEED_JSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in a JSON text, counted without parsing it; stops past `limit`. */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

function parseJson(bytes: Uint8Array): unknown {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (cause) {
    throw badRequest('body', 'is geen geldige JSON (UTF-8)', cause);
  }
  if (jsonDepth(text, MAX_FEED_JSON_DEPTH) > MAX_FEED_JSON_DEPTH) throw badRequest('body', `is te diep genest: hooguit ${MAX_FEED_JSON_DEPTH} niveaus van lijsten en objecten`);
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw badRequest('body', 'is geen geldige JSON (UTF-8)', cause);
  }
}

/** Reads and parses the body; 400 for what cannot be read, 413 past the size, 415 for other types. */
export async function readFeedBody(request: Request, options: { multipart: boolean }): Promise<FeedBody> {
  const contentType = request.headers.get('content-type') ?? '';
  const type = contentType.split(';')[0]?.trim().toLowerCase();
  const multipart = type === 'multipart/form-data';
  if (type !== 'application/json' && !(multipart && options.multipart)) throw new ApiError('unsupportedMediaType');
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readBodyBytes(request, multipart ? MAX_FEED_MULTIPART_BYTES : MAX_FEED_JSON_BYTES);
  } catch (cause) {
    throw badRequest('body', 'kon niet worden gelezen', cause);
  }
  if (!bytes) throw new ApiError('payloadTooLarge');
  if (!multipart) return { json: parseJson(bytes), files: [] };

  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch (cause) {
    throw badRequest('body', 'is geen geldige multipart/form-data', cause);
  }
  const files: PhotoUpload[] = [];
  let json: unknown = undefined;
  // The photo upload call has no JSON: its text fields (`dealer`) are its body.
  const fields: Record<string, string> = {};
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') {
      if (field === 'feed') json = parseJson(new TextEncoder().encode(value));
      else fields[field] = value;
      continue;
    }
    if (files.length >= MAX_FILES_PER_CALL) throw badRequest('photos', `hooguit ${MAX_FILES_PER_CALL} bestanden per aanroep`);
    files.push({ name: value.name, type: value.type, size: value.size, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return { json: json ?? fields, files };
}
