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

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
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
