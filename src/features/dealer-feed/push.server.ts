import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/connect';
import { rowsOf } from '@/db/rows';
import type { PhotoUpload } from '@/features/dealer-contact/server';
import { importListings, listingRecordSchema } from '@/features/inventory/server';
import { detailPath } from '@/features/search';
import type { MobilityType } from '@/lib/vehicle/enums';
import { brokenTextProblems, describeIssue, markupProblems, type FieldProblem } from './item-problems';
import { photoMobilityType, UPLOAD_REFERENCE } from './photo-names';
import { pixelBudget, processPhoto, storePhotos, type PhotoOutcome, type PixelBudget, type ProcessedPhoto } from './photos.server';
import { duplicateStockNumbers, itemResults, stockNumberOf, summarise, type ItemResult, type Landed, type PushSummary } from './push-results';
import { deactivateByStockNumber } from './stock.server';

/**
 * `POST /api/dealer/v1/listings` (issue 19): each listing is checked on its own (shape, markup,
 * photos, the import's schema and rules), the valid ones go through `importListings` in one
 * delivery, and each gets its outcome. A refused listing changes nothing: its photos are not
 * stored, its stored listing is left as it was, and a full sync does not take it offline.
 */
export interface FeedDealer {
  id: number;
  externalId: string;
}

export interface PushAnswer {
  dealer: string;
  summary: PushSummary;
  items: ItemResult[];
  /** Stock numbers a full sync took offline. */
  deactivated: string[];
}

type Prepared = { ok: true; record: Record<string, unknown>; photos: ProcessedPhoto[] } | { ok: false; problems: FieldProblem[] };

/** Replaces `upload:<file>` photos by the stored names of those files, checking each file once. */
async function resolveUploads(item: Record<string, unknown>, files: ReadonlyMap<string, PhotoUpload>, seen: Map<string, Promise<PhotoOutcome>>, budget: PixelBudget): Promise<Prepared> {
  if (!Array.isArray(item.photos)) return { ok: true, record: item, photos: [] };
  const photos: ProcessedPhoto[] = [];
  const problems: FieldProblem[] = [];
  const names = await Promise.all(
    item.photos.map(async (entry: unknown, position) => {
      const match = typeof entry === 'string' ? UPLOAD_REFERENCE.exec(entry) : null;
      if (!match?.[1]) return entry;
      const field = `photos.${position}`;
      const upload = files.get(match[1]);
      if (!upload) {
        problems.push({ field, nl: `verwijst naar het bestand ${match[1]}, dat niet is meegestuurd`, en: `refers to the file ${match[1]}, which was not sent` });
        return entry;
      }
      // One file shared by listings of two vehicle types is stored under each type's name.
      const mobilityType = photoMobilityType(item.mobilityType);
      const seenKey = `${mobilityType}:${upload.name}`;
      if (!seen.has(seenKey)) seen.set(seenKey, processPhoto(upload, field, mobilityType, budget));
      const outcome = (await seen.get(seenKey)) as PhotoOutcome;
      if (!outcome.ok) {
        problems.push({ ...outcome.problem, field });
        return entry;
      }
      photos.push(outcome.photo);
      return outcome.photo.name;
    }),
  );
  return problems.length ? { ok: false, problems } : { ok: true, record: { ...item, photos: names }, photos };
}

/**
 * The import's schema takes an https address as a photo, but nothing fetches it: the site showed a
 * broken image (issue 49, item 13). A feed's photo is a file sent with the call, or a stored name.
 */
function photoAddressProblems(item: object): FieldProblem[] {
  const photos = 'photos' in item && Array.isArray(item.photos) ? (item.photos as unknown[]) : [];
  return photos.flatMap((photo, position) =>
    typeof photo === 'string' && /^[a-z][a-z0-9+.-]*:\/\//i.test(photo)
      ? [{ field: `photos.${position}`, nl: 'is een webadres; foto’s worden niet van een adres opgehaald: stuur het bestand mee als upload:<bestandsnaam>', en: 'is a web address; photos are not fetched from addresses: send the file as upload:<file name>' }]
      : [],
  );
}

/** The import schema's reasons for a record, per field; null when it passes. */
function schemaProblems(record: unknown): FieldProblem[] | null {
  const parsed = listingRecordSchema.safeParse(record);
  return parsed.success ? null : parsed.error.issues.map((issue) => describeIssue(issue, record));
}

/**
 * Checks an item as far as needed before the import: its shape, markup, and its uploaded photos. An
 * item with uploads is checked against the schema here too, so a refused one stores no photo; the
 * others are checked once, by the import itself.
 */
async function prepareItem(item: unknown, files: ReadonlyMap<string, PhotoUpload>, seen: Map<string, Promise<PhotoOutcome>>, budget: PixelBudget): Promise<Prepared> {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return { ok: false, problems: [{ field: 'listing', nl: 'moet een object zijn', en: 'must be an object' }] };
  // Before anything reaches the database: PostgreSQL stores no NUL and no half surrogate pair.
  const brokenText = brokenTextProblems(item);
  if (brokenText.length) return { ok: false, problems: brokenText };
  const markup = markupProblems(item);
  if (markup.length) return { ok: false, problems: markup };
  const addressed = photoAddressProblems(item);
  if (addressed.length) return { ok: false, problems: addressed };
  const resolved = await resolveUploads(item as Record<string, unknown>, files, seen, budget);
  if (!resolved.ok || !resolved.photos.length) return resolved;
  const problems = schemaProblems(resolved.record);
  return problems ? { ok: false, problems } : resolved;
}

interface StoredListing {
  id: number;
  external_id: string;
  code: string;
  title: string;
  mobility_type: MobilityType;
  is_active: boolean;
}

async function storedListings(database: Database, dealerId: number, stockNumbers: readonly string[]): Promise<StoredListing[]> {
  if (!stockNumbers.length) return [];
  return rowsOf<StoredListing>(
    await database.db.execute(sql`select id, external_id, code, title, mobility_type, is_active from listings
      where dealer_id = ${dealerId} and external_id in (select json_array_elements_text(${JSON.stringify(stockNumbers)}::json))`),
  );
}

export async function pushListings(database: Database, dealer: FeedDealer, items: readonly unknown[], options: { files?: readonly PhotoUpload[]; fullSync?: boolean; pixelsPerCall?: number } = {}): Promise<PushAnswer> {
  const files = new Map((options.files ?? []).map((file) => [file.name, file]));
  const stockNumbers = items.map(stockNumberOf);
  const refused = duplicateStockNumbers(stockNumbers);
  const seen = new Map<string, Promise<PhotoOutcome>>();
  const budget = pixelBudget(options.pixelsPerCall);
  const valid: { index: number; record: Record<string, unknown>; photos: ProcessedPhoto[] }[] = [];
  // One at a time: each item may decode photos, and a call's memory should not grow with its size.
  for (const [index, item] of items.entries()) {
    if (refused.has(index)) continue;
    const prepared = await prepareItem(item, files, seen, budget);
    if (prepared.ok) valid.push({ index, ...prepared });
    else refused.set(index, prepared.problems);
  }

  const validStock = valid.map((entry) => stockNumberOf(entry.record) ?? '');
  const before = await storedListings(database, dealer.id, validStock);
  await storePhotos(database.db, dealer.id, [...new Map(valid.flatMap((entry) => entry.photos).map((photo) => [photo.name, photo])).values()]);
  const result = await importListings(
    database,
    dealer.externalId,
    valid.map((entry) => entry.record),
  );
  // The import refuses what its schema refuses; its reasons are one Dutch line, so the refused few are
  // checked again here for their reasons per field in Dutch and English.
  for (const problem of result.invalid) {
    const entry = valid[problem.index];
    if (!entry) continue;
    refused.set(entry.index, schemaProblems(entry.record) ?? [{ field: 'listing', nl: problem.reason, en: 'refused by the import (see the Dutch reason)' }]);
  }
  const after = await storedListings(database, dealer.id, validStock);
  const changedIds = new Set(result.changedIds);
  const landed = new Map<string, Landed>(after.map((row) => [row.external_id, { code: row.code, url: detailPath(row.mobility_type, row.title, row.code) }]));
  const results = itemResults({
    stockNumbers,
    refused,
    existedBefore: new Set(before.map((row) => row.external_id)),
    changed: new Set(after.filter((row) => changedIds.has(Number(row.id))).map((row) => row.external_id)),
    landed,
  });

  let deactivated: string[] = [];
  if (options.fullSync) {
    // Every stock number the call named stays, refused ones included: a refusal changes nothing stored.
    const named = stockNumbers.filter((stockNumber): stockNumber is string => stockNumber !== null);
    deactivated = await deactivateMissing(database, dealer, named);
  }
  return { dealer: dealer.externalId, summary: summarise(results, deactivated.length), items: results, deactivated };
}

/** Takes offline every active listing of the dealer whose stock number is not in `present`. */
export async function deactivateMissing(database: Database, dealer: FeedDealer, present: readonly string[]): Promise<string[]> {
  const active = rowsOf<{ external_id: string }>(await database.db.execute(sql`select external_id from listings where dealer_id = ${dealer.id} and is_active`));
  const keep = new Set(present);
  const missing = active.map((row) => row.external_id).filter((stockNumber) => !keep.has(stockNumber));
  if (!missing.length) return [];
  return (await deactivateByStockNumber(database, dealer, missing)).deactivated;
}
