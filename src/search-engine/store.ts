/**
 * The columnar store: one typed array per field, one slot per row. Rows 0 … builtRows − 1 were laid
 * out by the build (mobility types contiguous, best first); rows after that were appended since.
 * Strings live in dictionaries (brands, models, dealer locations); small categorical fields live in
 * packs (facet-fields.ts).
 */
import { RANGE_KEYS, type RangeKey } from '@/lib/search-request/fields';
import { slugify } from '@/lib/search-request/slug';
import { MOBILITY_TYPES, type MobilityType } from '@/lib/vehicle/enums';
import { decodeDocument } from './decode-document';
import type { SearchDocument } from './document';
import { amsterdamDay } from './dutch-day';
import { PACK_FIELDS } from './facet-fields';
import { PackTable } from './pack-table';
import { assuranceScore } from './quality';

export const SEGMENT_OF: Record<MobilityType, number> = { car: 0, bicycle: 1, motor: 2, caramper: 3 };
export const SEGMENT_COUNT = MOBILITY_TYPES.length;

/** Filter bits: one per facet filter (0 … 29), then text/scope (HARD) and deleted rows (DEAD). */
export const HARD_BIT = 2 ** 30;
export const DEAD_BIT = 2 ** 31;

/** Null in a range column: fails every range, since bounds are never negative. */
export const NULL_VALUE = -1;
const INT32_MAX = 2 ** 31 - 1;
const DEAL_SCALE = 10_000; // the deal ratio to four decimals: 0.9132

/** Day-histogram bins for the added-since facet, around the build's newest day. */
export const DAY_BINS = 8192;

/** Row records: the pack codes, then the day bin, the model and the location (each 16 bits). */
export const RECORD_DAY = PACK_FIELDS.length;
export const RECORD_MODEL = RECORD_DAY + 1;
export const RECORD_LOCATION = RECORD_DAY + 2;
export const RECORD_WIDTH = RECORD_DAY + 3;
/** Model and location codes fit the records only below this. */
export const RECORD_CODE_LIMIT = 0x10000;

const CODE_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A listing code (up to ten lowercase letters and digits) as a number, keeping leading zeros by its length. */
export function packCode(code: string): number {
  const length = Math.min(code.length, 10);
  let value = 0;
  for (let index = 0; index < length; index++) {
    const char = code.charCodeAt(index);
    // 0-9 → 0…9, a-z → 10…35, anything else → 0.
    const digit = char >= 48 && char <= 57 ? char - 48 : char >= 97 && char <= 122 ? char - 87 : 0;
    value = value * 36 + digit;
  }
  return value * 16 + length;
}

export function unpackCode(value: number): string {
  const length = value % 16;
  let rest = Math.floor(value / 16);
  let code = '';
  for (let index = 0; index < length; index++) {
    code = (CODE_ALPHABET[rest % 36] ?? '0') + code;
    rest = Math.floor(rest / 36);
  }
  return code;
}

export class Dictionaries {
  readonly brandIndex = new Map<string, number>();
  readonly brandSlugs: string[] = [];
  readonly brandLabels: string[] = [];
  readonly modelIndex = new Map<string, number>();
  readonly modelBrand: number[] = [];
  readonly modelSlugs: string[] = [];
  readonly modelLabels: string[] = [];
  readonly modelsBySlug = new Map<string, number[]>();
  /** Open addressing: (latitude key, longitude key, code) per slot, code −1 when empty; a power of two slots. */
  private locationSlots = new Int32Array(1024 * 3).fill(-1);
  readonly locationLatitude: number[] = [];
  readonly locationLongitude: number[] = [];
  /** Dealer ids by dense code, and back: the code is what the dealer column and its posting lists hold. */
  readonly dealerIds: number[] = [];
  readonly dealerIndex = new Map<number, number>();
  private readonly modelByLabels = new Map<string, Map<string, number>>();
  private brandOrderCache: number[] = [];
  private modelOrderCache: number[] = [];

  /** Brand codes in Dutch alphabetical order of their labels (cached until a brand is added). */
  brandOrder(): number[] {
    if (this.brandOrderCache.length !== this.brandSlugs.length) {
      const collator = new Intl.Collator('nl');
      this.brandOrderCache = this.brandSlugs.map((_, code) => code).sort((a, b) => collator.compare(this.brandLabels[a] ?? '', this.brandLabels[b] ?? ''));
    }
    return this.brandOrderCache;
  }

  /** Model codes by brand order, then model label. */
  modelOrder(): number[] {
    if (this.modelOrderCache.length !== this.modelSlugs.length) {
      const collator = new Intl.Collator('nl');
      const brandRank = new Map(this.brandOrder().map((brand, rank) => [brand, rank]));
      this.modelOrderCache = this.modelSlugs
        .map((_, code) => code)
        .sort(
          (a, b) =>
            (brandRank.get(this.modelBrand[a] ?? 0) ?? 0) - (brandRank.get(this.modelBrand[b] ?? 0) ?? 0) ||
            collator.compare(this.modelLabels[a] ?? '', this.modelLabels[b] ?? ''),
        );
    }
    return this.modelOrderCache;
  }

  /** The model code of a brand and model as written in a listing (cached: slugifying is the slow part). */
  modelOfLabels(brandLabel: string, modelLabel: string): number {
    let models = this.modelByLabels.get(brandLabel);
    if (!models) {
      models = new Map();
      this.modelByLabels.set(brandLabel, models);
    }
    let code = models.get(modelLabel);
    if (code === undefined) {
      code = this.model(brandLabel, modelLabel);
      models.set(modelLabel, code);
    }
    return code;
  }

  brand(label: string): number {
    const slug = slugify(label) || '-';
    let index = this.brandIndex.get(slug);
    if (index === undefined) {
      index = this.brandSlugs.length;
      this.brandIndex.set(slug, index);
      this.brandSlugs.push(slug);
      this.brandLabels.push(label);
    }
    return index;
  }

  model(brandLabel: string, modelLabel: string): number {
    const brand = this.brand(brandLabel);
    const slug = slugify(modelLabel) || '-';
    const key = `${brand}/${slug}`;
    let code = this.modelIndex.get(key);
    if (code === undefined) {
      code = this.modelSlugs.length;
      this.modelIndex.set(key, code);
      this.modelBrand.push(brand);
      this.modelSlugs.push(slug);
      this.modelLabels.push(modelLabel);
      const sameSlug = this.modelsBySlug.get(slug);
      if (sameSlug) sameSlug.push(code);
      else this.modelsBySlug.set(slug, [code]);
    }
    return code;
  }

  /** The dense code of a dealer id, made on first sight. */
  dealer(id: number): number {
    let code = this.dealerIndex.get(id);
    if (code === undefined) {
      code = this.dealerIds.length;
      this.dealerIndex.set(id, code);
      this.dealerIds.push(id);
    }
    return code;
  }

  /** Dealer locations by coordinates, to a micro-degree (about 0.1 m), in an open-addressing table of integers. */
  location(latitude: number, longitude: number): number {
    const latitudeKey = Math.round(latitude * 1e6) | 0;
    const longitudeKey = Math.round(longitude * 1e6) | 0;
    const mask = this.locationSlots.length / 3 - 1;
    let slot = (Math.imul(latitudeKey, 0x9e3779b1) ^ longitudeKey) & mask;
    for (;;) {
      const code = this.locationSlots[slot * 3 + 2] ?? -1;
      if (code < 0) break;
      if (this.locationSlots[slot * 3] === latitudeKey && this.locationSlots[slot * 3 + 1] === longitudeKey) return code;
      slot = (slot + 1) & mask;
    }
    const code = this.locationLatitude.length;
    this.locationSlots[slot * 3] = latitudeKey;
    this.locationSlots[slot * 3 + 1] = longitudeKey;
    this.locationSlots[slot * 3 + 2] = code;
    this.locationLatitude.push(latitude);
    this.locationLongitude.push(longitude);
    if (this.locationLatitude.length * 2 > mask + 1) this.growLocationSlots();
    return code;
  }

  private growLocationSlots(): void {
    const old = this.locationSlots;
    this.locationSlots = new Int32Array(old.length * 2).fill(-1);
    const mask = this.locationSlots.length / 3 - 1;
    for (let index = 0; index < old.length; index += 3) {
      if ((old[index + 2] ?? -1) < 0) continue;
      let slot = (Math.imul(old[index] ?? 0, 0x9e3779b1) ^ (old[index + 1] ?? 0)) & mask;
      while ((this.locationSlots[slot * 3 + 2] ?? -1) >= 0) slot = (slot + 1) & mask;
      this.locationSlots.set(old.subarray(index, index + 3), slot * 3);
    }
  }
}

export class ColumnStore {
  readonly capacity: number;
  length = 0;
  readonly id: Int32Array;
  readonly code: Float64Array;
  readonly segment: Uint8Array;
  readonly model: Uint32Array;
  readonly location: Uint32Array;
  /** Dealer code (Dictionaries.dealer) per row. */
  readonly dealer: Uint32Array;
  readonly packs: Uint16Array[];
  readonly range: Record<RangeKey, Int32Array>;
  readonly month: Uint8Array;
  /** Seconds since the epoch. */
  readonly addedSeconds: Uint32Array;
  /** Dutch calendar day number (for the added-since filter) and its histogram bin. */
  readonly day: Int32Array;
  readonly dayBin: Uint16Array;
  readonly photos: Uint8Array;
  /** Quantized quality score (higher is better). */
  readonly quality: Uint32Array;
  readonly assurance: Uint8Array;
  /** Asking price ÷ market price in ten-thousandths (NULL_VALUE when unrated): the best-price order. */
  readonly deal: Int32Array;
  /** Initial filter bits of each row: DEAD once removed. */
  readonly initialBits: Uint32Array;
  /**
   * The codes facets count, row by row (RECORD_WIDTH 16-bit values: the packs, the day bin, the
   * model and the location): a matching row's counters are then read from one cache line instead
   * of one column each, which halves the cost of counting.
   */
  readonly records: Uint16Array;
  readonly packTables: PackTable[];
  readonly dictionaries: Dictionaries;
  dayBase = 0;
  /** The newest day bin any row uses (the added-since facet sums no further). */
  maxDayBin = 0;

  /** A store of `capacity` rows; a store made from another shares its dictionaries and packs. */
  constructor(capacity: number, from?: ColumnStore) {
    this.capacity = capacity;
    this.dictionaries = from?.dictionaries ?? new Dictionaries();
    this.id = new Int32Array(capacity);
    this.code = new Float64Array(capacity);
    this.segment = new Uint8Array(capacity);
    this.model = new Uint32Array(capacity);
    this.location = new Uint32Array(capacity);
    this.dealer = new Uint32Array(capacity);
    this.packs = PACK_FIELDS.map(() => new Uint16Array(capacity));
    this.range = Object.fromEntries(RANGE_KEYS.map((key) => [key, new Int32Array(capacity)])) as Record<RangeKey, Int32Array>;
    this.month = new Uint8Array(capacity);
    this.addedSeconds = new Uint32Array(capacity);
    this.day = new Int32Array(capacity);
    this.dayBin = new Uint16Array(capacity);
    this.photos = new Uint8Array(capacity);
    this.quality = new Uint32Array(capacity);
    this.assurance = new Uint8Array(capacity);
    this.deal = new Int32Array(capacity);
    this.initialBits = new Uint32Array(capacity);
    this.records = new Uint16Array(capacity * RECORD_WIDTH);
    this.packTables = from?.packTables ?? PACK_FIELDS.map((fields) => new PackTable(fields));
  }

  /** Row r of this store becomes row order[r] of `source`, for r < n. */
  gather(source: ColumnStore, order: Uint32Array, n: number): void {
    // One loop per element type: a single generic loop over five array types would not be optimised.
    gatherInt32(this.id, source.id, order, n);
    gatherFloat64(this.code, source.code, order, n);
    gatherUint8(this.segment, source.segment, order, n);
    gatherUint32(this.model, source.model, order, n);
    gatherUint32(this.location, source.location, order, n);
    gatherUint32(this.dealer, source.dealer, order, n);
    this.packs.forEach((column, pack) => gatherUint16(column, source.packs[pack] ?? column, order, n));
    for (const key of RANGE_KEYS) gatherInt32(this.range[key], source.range[key], order, n);
    gatherUint8(this.month, source.month, order, n);
    gatherUint32(this.addedSeconds, source.addedSeconds, order, n);
    gatherInt32(this.day, source.day, order, n);
    gatherUint16(this.dayBin, source.dayBin, order, n);
    gatherUint8(this.photos, source.photos, order, n);
    gatherUint32(this.quality, source.quality, order, n);
    gatherUint8(this.assurance, source.assurance, order, n);
    gatherInt32(this.deal, source.deal, order, n);
    gatherUint32(this.initialBits, source.initialBits, order, n);
    const to = this.records;
    const from = source.records;
    for (let row = 0; row < n; row++) {
      const target = row * RECORD_WIDTH;
      const origin = (order[row] ?? 0) * RECORD_WIDTH;
      for (let slot = 0; slot < RECORD_WIDTH; slot++) to[target + slot] = from[origin + slot] ?? 0;
    }
    this.length = n;
  }

  /** Sets the day bin of a row in its column and its record. */
  setDayBin(row: number, bin: number): void {
    this.dayBin[row] = bin;
    this.records[row * RECORD_WIDTH + RECORD_DAY] = bin;
  }

  /** Writes a document into row `row` (which must be < capacity); the day bin follows `dayBase`. */
  write(row: number, doc: SearchDocument, quality: number, day = amsterdamDay(doc.addedAt)): void {
    this.id[row] = doc.id;
    this.code[row] = packCode(doc.code);
    this.segment[row] = SEGMENT_OF[doc.mobilityType];
    this.model[row] = this.dictionaries.modelOfLabels(doc.brand, doc.model);
    this.location[row] = this.dictionaries.location(doc.latitude, doc.longitude);
    this.dealer[row] = this.dictionaries.dealer(doc.dealerId);
    for (let pack = 0; pack < PACK_FIELDS.length; pack++) {
      const column = this.packs[pack];
      const table = this.packTables[pack];
      if (column && table) {
        const code = table.encodeDocument(doc);
        column[row] = code;
        this.records[row * RECORD_WIDTH + pack] = code;
      }
    }
    this.records[row * RECORD_WIDTH + RECORD_MODEL] = (this.model[row] ?? 0) & 0xffff;
    this.records[row * RECORD_WIDTH + RECORD_LOCATION] = (this.location[row] ?? 0) & 0xffff;
    this.range.price[row] = clampInt(doc.price);
    this.range.buildYear[row] = clampInt(doc.year);
    for (const key of NULLABLE_RANGES) this.range[key][row] = nullable(doc[key]);
    this.month[row] = Math.min(12, Math.max(0, Math.round(doc.month)));
    this.addedSeconds[row] = Math.max(0, Math.min(0xffffffff, Math.floor(doc.addedAt / 1000)));
    this.day[row] = day;
    const bin = Math.min(DAY_BINS - 1, Math.max(0, day - this.dayBase));
    this.setDayBin(row, bin);
    if (bin > this.maxDayBin) this.maxDayBin = bin;
    this.photos[row] = Math.min(255, Math.max(0, Math.round(doc.photosCount)));
    this.quality[row] = quality;
    this.assurance[row] = Math.min(255, assuranceScore(doc));
    this.deal[row] = doc.dealRatio === null ? NULL_VALUE : nullable(doc.dealRatio * DEAL_SCALE);
    this.initialBits[row] = 0;
  }

  /** The row as a document again (text fields reduced to their tokens), for rebuilding. */
  read(row: number, tokens: readonly string[]): SearchDocument {
    const dictionaries = this.dictionaries;
    const model = this.model[row] ?? 0;
    const location = this.location[row] ?? 0;
    const fields = new Map<string, number>();
    PACK_FIELDS.forEach((specs, pack) => {
      const code = this.packs[pack]?.[row] ?? 0;
      specs.forEach((spec, slot) => fields.set(spec.key, this.packTables[pack]?.fieldCode(code, slot) ?? 0));
    });
    return decodeDocument({
      id: this.id[row] ?? 0,
      code: unpackCode(this.code[row] ?? 0),
      mobilityType: MOBILITY_TYPES[this.segment[row] ?? 0] ?? 'car',
      brand: dictionaries.brandLabels[dictionaries.modelBrand[model] ?? 0] ?? '',
      model: dictionaries.modelLabels[model] ?? '',
      title: tokens.join(' '),
      fields,
      range: (key) => {
        const value = this.range[key][row] ?? NULL_VALUE;
        return value === NULL_VALUE ? null : value;
      },
      month: this.month[row] ?? 0,
      dealerId: dictionaries.dealerIds[this.dealer[row] ?? 0] ?? 0,
      latitude: dictionaries.locationLatitude[location] ?? 0,
      longitude: dictionaries.locationLongitude[location] ?? 0,
      addedAt: (this.addedSeconds[row] ?? 0) * 1000,
      photosCount: this.photos[row] ?? 0,
      dealRatio: (this.deal[row] ?? NULL_VALUE) === NULL_VALUE ? null : (this.deal[row] ?? 0) / DEAL_SCALE,
    });
  }
}

function gatherInt32(target: Int32Array, source: Int32Array, order: Uint32Array, n: number): void {
  for (let row = 0; row < n; row++) target[row] = source[order[row] ?? 0] ?? 0;
}
function gatherUint32(target: Uint32Array, source: Uint32Array, order: Uint32Array, n: number): void {
  for (let row = 0; row < n; row++) target[row] = source[order[row] ?? 0] ?? 0;
}
function gatherUint16(target: Uint16Array, source: Uint16Array, order: Uint32Array, n: number): void {
  for (let row = 0; row < n; row++) target[row] = source[order[row] ?? 0] ?? 0;
}
function gatherUint8(target: Uint8Array, source: Uint8Array, order: Uint32Array, n: number): void {
  for (let row = 0; row < n; row++) target[row] = source[order[row] ?? 0] ?? 0;
}
function gatherFloat64(target: Float64Array, source: Float64Array, order: Uint32Array, n: number): void {
  for (let row = 0; row < n; row++) target[row] = source[order[row] ?? 0] ?? 0;
}

/** The ranges a document carries under their own name, null where it has no value. */
const NULLABLE_RANGES = ['modelYear', 'mileage', 'powerPk', 'engineCapacity', 'batteryCapacity', 'frameHeight', 'maximumMass', 'emptyMass', 'berths', 'lengthCm', 'doors', 'seats', 'gears', 'cylinders', 'leasePrice'] as const satisfies readonly (RangeKey & keyof SearchDocument)[];

function clampInt(value: number): number {
  return Math.min(INT32_MAX, Math.max(0, Math.round(value)));
}

function nullable(value: number | null): number {
  return value === null || !Number.isFinite(value) ? NULL_VALUE : clampInt(value);
}

