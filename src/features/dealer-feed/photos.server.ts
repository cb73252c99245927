import 'server-only';
import sharp from 'sharp';
import { database } from '@/db';
import type { Db } from '@/db/connect';
import { dealerPhotos } from '@/db/schema';
import { eq } from 'drizzle-orm';
import { preparePhotos, screenPhotos, type PhotoUpload } from '@/features/dealer-contact/server';
import type { FieldProblem } from './item-problems';
import type { MobilityType } from '@/lib/vehicle/enums';
import { feedPhotoName } from './photo-names';

/**
 * Feed photos are checked and re-encoded like the trade-in photos (the lead photos' rules and
 * `preparePhotos`: JPEG, PNG or WebP by their bytes, at most 8 MB, upright, at most 1600 px, every
 * byte of metadata dropped), then kept as WebP like the photo library, in the database so every
 * node serves them.
 */
export interface ProcessedPhoto {
  name: string;
  contentType: 'image/webp';
  width: number;
  height: number;
  content: Buffer;
}

export type PhotoOutcome = { ok: true; photo: ProcessedPhoto } | { ok: false; problem: FieldProblem };

/**
 * The pixels one call may have decoded, summed over its photos (issue 49, item 14): each photo may
 * have 50 MP, and a call 200 files, so one call could make the node decode ten billion pixels — a
 * minute of both cores. 600 MP is some fifty camera photos of 12 MP; past it a photo is refused
 * (with the listing it belongs to), read from its header before a pixel is decoded.
 */
export const MAX_DECODED_PIXELS_PER_CALL = 600_000_000;

export interface PixelBudget {
  limit: number;
  remaining: number;
}

export function pixelBudget(limit: number = MAX_DECODED_PIXELS_PER_CALL): PixelBudget {
  return { limit, remaining: limit };
}

const PROBLEM_WORDS: Record<string, [string, string]> = {
  'photos.type': ['is geen JPEG-, PNG- of WebP-foto', 'is not a JPEG, PNG or WebP photo'],
  'photos.tooBig': ['is groter dan 8 MB', 'is larger than 8 MB'],
  'photos.unreadable': ['is geen leesbare foto', 'is not a readable image'],
  'photos.tooMany': ['is één foto te veel', 'is one photo too many'],
};

function overBudget(field: string, budget: PixelBudget): FieldProblem {
  const megapixels = Math.floor(budget.limit / 1_000_000).toLocaleString('nl-NL');
  return {
    field,
    nl: `past niet meer in deze aanroep: samen hooguit ${megapixels} megapixel aan foto’s per aanroep; stuur de rest in een volgende`,
    en: `does not fit in this call: at most ${megapixels.replace(/\./g, ',')} megapixels of photos per call; send the rest in another`,
  };
}

function problem(field: string, code: string): FieldProblem {
  const [nl, en] = PROBLEM_WORDS[code] ?? ['is geen bruikbare foto', 'is not a usable photo'];
  return { field, nl, en };
}

/** Checks and re-encodes one upload; `field` names it in the answer, `mobilityType` starts its name. Stores nothing. */
export async function processPhoto(upload: PhotoUpload, field: string, mobilityType: MobilityType, budget: PixelBudget): Promise<PhotoOutcome> {
  // Feeds often send application/octet-stream: the bytes decide, as they do for every upload anyway.
  const claimed = /^(application\/octet-stream)?$/i.test(upload.type) ? 'image/jpeg' : upload.type;
  const screened = screenPhotos(0, [{ ...upload, type: claimed }], 1);
  const screenProblem = screened.problems[0];
  if (screenProblem) return { ok: false, problem: problem(field, screenProblem.code) };
  const pixels = await headerPixels(upload.bytes);
  if (pixels === null) return { ok: false, problem: problem(field, 'photos.unreadable') };
  if (pixels > budget.remaining) return { ok: false, problem: overBudget(field, budget) };
  budget.remaining -= pixels;
  const prepared = await preparePhotos([upload]);
  if (!prepared.ok) return { ok: false, problem: problem(field, prepared.problems[0]?.code ?? 'photos.unreadable') };
  const [jpeg] = prepared.photos;
  if (!jpeg) return { ok: false, problem: problem(field, 'photos.unreadable') };
  const { data, info } = await sharp(jpeg.content).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
  return { ok: true, photo: { name: feedPhotoName(data, mobilityType), contentType: 'image/webp', width: info.width, height: info.height, content: data } };
}

/** Width × height (× frames) from the image's header alone; null when it has none sharp can read. */
async function headerPixels(bytes: Uint8Array): Promise<number | null> {
  try {
    const { width, height, pages } = await sharp(bytes).metadata();
    return width && height ? width * height * (pages ?? 1) : null;
  } catch {
    return null;
  }
}

export async function storePhotos(db: Db, dealerId: number, photos: readonly ProcessedPhoto[]): Promise<void> {
  if (!photos.length) return;
  await db
    .insert(dealerPhotos)
    .values(photos.map((photo) => ({ ...photo, dealerId })))
    .onConflictDoNothing({ target: dealerPhotos.name });
}

/** `GET /media/{name}` for an uploaded photo: immutable, since the name is the content's hash. */
export async function feedPhotoResponse(request: Request, name: string): Promise<Response> {
  const [row] = await (await database()).db.select({ contentType: dealerPhotos.contentType, content: dealerPhotos.content }).from(dealerPhotos).where(eq(dealerPhotos.name, name)).limit(1);
  if (!row) return Response.json({ status: 404, message: 'Not Found' }, { status: 404, headers: { 'cache-control': 'no-store' } });
  const etag = `"${name}"`;
  const headers = { 'Content-Type': row.contentType, 'Cache-Control': 'public, max-age=31536000, immutable', ETag: etag, 'X-Content-Type-Options': 'nosniff' };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(row.content), { status: 200, headers: { ...headers, 'Content-Length': String(row.content.length) } });
}
