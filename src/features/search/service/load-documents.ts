/**
 * Reads search documents from the database: all active listings at start-up, in keyset pages so
 * a million rows never sit in one result, and single listings by id when a change arrives.
 */
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '@/db/connect';
import { dealers, listings } from '@/db/schema';
import { toSearchDocument, type SearchableListing } from '@/features/search/to-search-document';
import type { SearchDocument } from '@/search-engine/document';
import type { DealerName } from './dealer-names';
import { LIST_ITEM_COLUMNS, toListItem, type ListItem } from './list-item';

const DOCUMENT_COLUMNS = {
  id: listings.id,
  code: listings.code,
  dealerId: listings.dealerId,
  isActive: listings.isActive,
  addedAt: listings.addedAt,
  mobilityType: listings.mobilityType,
  kind: listings.kind,
  condition: listings.condition,
  usageState: listings.usageState,
  title: listings.title,
  price: listings.price,
  financingProvider: listings.financingProvider,
  photos: listings.photos,
  brand: listings.brand,
  model: listings.model,
  variant: listings.variant,
  bodyType: listings.bodyType,
  colour: listings.colour,
  year: listings.year,
  month: listings.month,
  modelYear: listings.modelYear,
  mileage: listings.mileage,
  mileageUnit: listings.mileageUnit,
  hasNapWeblabel: listings.hasNapWeblabel,
  fuelTypes: listings.fuelTypes,
  energyLabel: listings.energyLabel,
  transmission: listings.transmission,
  powerKw: listings.powerKw,
  engineCapacity: listings.engineCapacity,
  driveWheels: listings.driveWheels,
  drivingLicence: listings.drivingLicence,
  frameHeight: listings.frameHeight,
  frameMaterial: listings.frameMaterial,
  frameType: listings.frameType,
  brakeType: listings.brakeType,
  batteryPosition: listings.batteryPosition,
  driveType: listings.driveType,
  batteryCapacity: listings.batteryCapacity,
  motorBrand: listings.motorBrand,
  maximumMass: listings.maximumMass,
  emptyMass: listings.emptyMass,
  berths: listings.berths,
  lengthCm: listings.lengthCm,
  bedLayout: listings.bedLayout,
  kitchenLayout: listings.kitchenLayout,
  seatingLayout: listings.seatingLayout,
  warrantyTypes: listings.warrantyTypes,
  certainties: listings.certainties,
  doors: listings.doors,
  seats: listings.seats,
  gearCount: listings.gearCount,
  bicycleGears: listings.bicycleGears,
  cylinders: listings.cylinders,
  leasePricePerMonth: listings.leasePricePerMonth,
  imported: listings.imported,
  options: listings.options,
  priceExcludesVat: listings.priceExcludesVat,
  latitude: dealers.latitude,
  longitude: dealers.longitude,
} satisfies Record<keyof SearchableListing | 'latitude' | 'longitude', unknown>;

const PAGE_ROWS = 10_000;

/** Every active listing as a search document, read page by page in id order. */
export async function loadActiveDocuments(db: Db): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  let after = 0;
  for (;;) {
    const rows = await db
      .select(DOCUMENT_COLUMNS)
      .from(listings)
      .innerJoin(dealers, eq(dealers.id, listings.dealerId))
      .where(and(eq(listings.isActive, true), gt(listings.id, after)))
      .orderBy(asc(listings.id))
      .limit(PAGE_ROWS);
    for (const row of rows) {
      const document = toSearchDocument(row, row);
      if (document) documents.push(document);
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE_ROWS) return documents;
    after = last.id;
  }
}

/**
 * Listings taken off the market since `since`, as documents: their last asking price is the
 * nearest thing to a sale price the price history holds, so the valuation counts them too.
 */
export async function loadRecentlySold(db: Db, since: Date): Promise<SearchDocument[]> {
  const rows = await db
    .select(DOCUMENT_COLUMNS)
    .from(listings)
    .innerJoin(dealers, eq(dealers.id, listings.dealerId))
    .where(and(eq(listings.isActive, false), gt(listings.deactivatedAt, since)));
  return rows.map((row) => toSearchDocument({ ...row, isActive: true }, row)).filter((document): document is SearchDocument => document !== null);
}

/**
 * Active listings added after `after` and up to `until`, as documents: the new listings an alert
 * run matches against the saved searches (indexed on added_at through listings_added_at_idx).
 */
export async function loadDocumentsAddedBetween(db: Db, after: Date, until: Date): Promise<SearchDocument[]> {
  const rows = await db
    .select(DOCUMENT_COLUMNS)
    .from(listings)
    .innerJoin(dealers, eq(dealers.id, listings.dealerId))
    .where(and(eq(listings.isActive, true), gt(listings.addedAt, after), lte(listings.addedAt, until)));
  return rows.map((row) => toSearchDocument(row, row)).filter((document): document is SearchDocument => document !== null);
}

/** Every brand and model with an active listing: the search page's brand/model rule reads them. */
export async function loadInventoryModels(db: Db): Promise<{ brand: string; model: string }[]> {
  return db.selectDistinct({ brand: listings.brand, model: listings.model }).from(listings).where(eq(listings.isActive, true));
}

/** The current document of each id: null where the listing is gone or no longer searchable. */
export async function loadDocumentsById(db: Db, ids: readonly number[]): Promise<Map<number, SearchDocument | null>> {
  const found = new Map<number, SearchDocument | null>(ids.map((id) => [id, null]));
  if (!ids.length) return found;
  const rows = await db.select(DOCUMENT_COLUMNS).from(listings).innerJoin(dealers, eq(dealers.id, listings.dealerId)).where(inArray(listings.id, [...ids]));
  for (const row of rows) found.set(row.id, toSearchDocument(row, row));
  return found;
}

/** List items (without a distance) of the given ids; ids no longer in the database are absent. */
export async function loadListItems(db: Db, ids: readonly number[]): Promise<Map<number, ListItem>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select(LIST_ITEM_COLUMNS)
    .from(listings)
    .innerJoin(dealers, eq(dealers.id, listings.dealerId))
    .where(inArray(listings.id, [...ids]));
  return new Map(rows.map((row) => [row.id, toListItem(row)]));
}

/** A dealer's name and city by id (the primary key: one index lookup), or null when there is none. */
export async function loadDealerName(db: Db, id: number): Promise<DealerName | null> {
  const [row] = await db.select({ id: dealers.id, name: dealers.name, city: dealers.city }).from(dealers).where(eq(dealers.id, id)).limit(1);
  return row ?? null;
}
