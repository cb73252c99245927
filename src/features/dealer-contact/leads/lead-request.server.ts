import 'server-only';
import { MAX_JSON_BODY_BYTES } from '@/lib/api/errors';
import { readBodyBytes } from '@/lib/api/read-body';
import type { PhotoUpload } from '../photos/lead-photos.server';
import { MAX_LEAD_UPLOAD_BYTES, MAX_PHOTOS } from '../photos/photo-rules';

/**
 * A lead request's body: JSON, or multipart/form-data with the lead as JSON in the field "lead"
 * (another name where the form says so: a sell request's "offer") and the photos as files in
 * "photos". What cannot be read is an error code for the visitor (a 400), never an exception.
 */
export type LeadRequestBody = { ok: true; lead: unknown; photos: PhotoUpload[] } | { ok: false; code: 'form.invalid' | 'photos.totalTooBig' | 'photos.tooMany' };

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export interface LeadRequestShape {
  /** The multipart field holding the JSON. */
  field: string;
  maxPhotos: number;
}

export async function readLeadRequest(request: Request, shape: LeadRequestShape = { field: 'lead', maxPhotos: MAX_PHOTOS }): Promise<LeadRequestBody> {
  const contentType = request.headers.get('content-type') ?? '';
  const multipart = /^multipart\/form-data\s*;/i.test(contentType);
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readBodyBytes(request, multipart ? MAX_LEAD_UPLOAD_BYTES : MAX_JSON_BODY_BYTES);
  } catch {
    return { ok: false, code: 'form.invalid' };
  }
  if (!bytes) return { ok: false, code: multipart ? 'photos.totalTooBig' : 'form.invalid' };

  if (!multipart) {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return { ok: false, code: 'form.invalid' };
    }
    const json = parseJson(text);
    return json.ok ? { ok: true, lead: json.value, photos: [] } : { ok: false, code: 'form.invalid' };
  }

  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { ok: false, code: 'form.invalid' };
  }
  const lead = form.get(shape.field);
  const json = typeof lead === 'string' ? parseJson(lead) : { ok: false as const };
  if (!json.ok) return { ok: false, code: 'form.invalid' };
  const files = form.getAll('photos');
  if (files.length > shape.maxPhotos) return { ok: false, code: 'photos.tooMany' };
  const photos: PhotoUpload[] = [];
  for (const file of files) {
    if (typeof file === 'string') return { ok: false, code: 'form.invalid' };
    photos.push({ name: file.name, type: file.type, size: file.size, bytes: new Uint8Array(await file.arrayBuffer()) });
  }
  return { ok: true, lead: json.value, photos };
}
