/**
 * The `besteResultaat` ranking (docs/decisions/002-in-memory-search-index.md): without free text,
 * listings are ordered by a quality score that rewards what helps a buyer decide (photos, a NAP
 * mileage check, BOVAG warranty, certainties, a plausible price) and decays with age:
 *
 *   score = ln(base) + (addedAt − 2020-01-01) / τ,   base ∈ [0.1, 1],   τ = 60 days / ln 2
 *
 * which is ln(base · 2^(−age / 60 days)) plus a constant that is the same for every listing at any
 * moment. The order therefore never changes as time passes (no re-sorting), and a listing's
 * standing halves every 60 days: a perfect listing outranks an empty one of the same age, and stays
 * ahead of newer empty ones for 60 · log2(10) ≈ 200 days.
 * With free text, text relevance comes first and this score breaks ties.
 */
import type { SearchDocument } from './document';

export const QUALITY_HALF_LIFE_DAYS = 60;
const DAY_MS = 86_400_000;
const TAU_MS = (QUALITY_HALF_LIFE_DAYS * DAY_MS) / Math.LN2;
const QUALITY_EPOCH_MS = Date.UTC(2020, 0, 1);
const MAX_PHOTOS_COUNTED = 12;
const MAX_CERTAINTIES_COUNTED = 5;

export type QualityInput = Pick<SearchDocument, 'photosCount' | 'hasNap' | 'warrantyTypes' | 'certainties' | 'price' | 'addedAt'>;

/** 1 for a price in the usual band of comparable listings, falling to 0 far outside it; 0.5 when there is nothing to compare with. */
export function pricePlausibility(priceCents: number, medianCents: number | null): number {
  if (priceCents <= 100) return 0;
  if (medianCents === null || medianCents <= 0) return 0.5;
  const ratio = priceCents / medianCents;
  if (ratio < 0.6) return Math.max(0, (ratio - 0.3) / 0.3);
  if (ratio > 1.5) return Math.max(0, (3 - ratio) / 1.5);
  return 1;
}

/** What the score reads from a listing, in the form the index stores it. */
export interface QualityParts {
  photosCount: number;
  hasNap: boolean;
  /** 2 with a BOVAG warranty, 1 with another warranty only, 0 without. */
  warranty: 0 | 1 | 2;
  certaintyCount: number;
  price: number;
  addedAt: number;
}

export function qualityParts(doc: QualityInput): QualityParts {
  const bovag = doc.warrantyTypes.some((type) => type.startsWith('bovag'));
  return {
    photosCount: doc.photosCount,
    hasNap: doc.hasNap,
    warranty: bovag ? 2 : doc.warrantyTypes.length > 0 ? 1 : 0,
    certaintyCount: doc.certainties.length,
    price: doc.price,
    addedAt: doc.addedAt,
  };
}

export function partsBase(parts: QualityParts, medianCents: number | null): number {
  return baseOf(parts.photosCount, parts.hasNap, parts.warranty, parts.certaintyCount, parts.price, medianCents);
}

/** The base score from its parts one by one (the build calls this a million times: no object per call). */
export function baseOf(photosCount: number, hasNap: boolean, warrantyKind: 0 | 1 | 2, certaintyCount: number, price: number, medianCents: number | null): number {
  const photos = Math.min(photosCount, MAX_PHOTOS_COUNTED) / MAX_PHOTOS_COUNTED;
  const warranty = warrantyKind === 2 ? 1 : warrantyKind === 1 ? 0.4 : 0;
  const certainties = Math.min(certaintyCount, MAX_CERTAINTIES_COUNTED) / MAX_CERTAINTIES_COUNTED;
  return 0.1 + 0.3 * photos + 0.1 * (hasNap ? 1 : 0) + 0.15 * warranty + 0.15 * certainties + 0.2 * pricePlausibility(price, medianCents);
}

/** The score from the base score and the time the listing was added. */
export function scoreOf(base: number, addedAt: number): number {
  return Math.log(base) + (addedAt - QUALITY_EPOCH_MS) / TAU_MS;
}

export function partsScore(parts: QualityParts, medianCents: number | null): number {
  return scoreOf(partsBase(parts, medianCents), parts.addedAt);
}

export function qualityBase(doc: QualityInput, medianCents: number | null): number {
  return partsBase(qualityParts(doc), medianCents);
}

export function qualityScore(doc: QualityInput, medianCents: number | null): number {
  return partsScore(qualityParts(doc), medianCents);
}

const QUALITY_OFFSET = 200;
const QUALITY_SCALE = 2 ** 22;
const UINT32_MAX = 0xffffffff;

/** The score as an unsigned 32-bit integer of the same order, for radix sorting. */
export function quantizeQuality(score: number): number {
  const value = Math.round((score + QUALITY_OFFSET) * QUALITY_SCALE);
  return Math.min(UINT32_MAX, Math.max(0, value));
}

/** The `zekerheden` sort: certainties, plus 2 for a BOVAG warranty and 1 for a factory or brand warranty. */
export function assuranceScore(doc: Pick<SearchDocument, 'warrantyTypes' | 'certainties'>): number {
  let bovag = 0;
  let other = 0;
  for (const type of doc.warrantyTypes) {
    if (type.startsWith('bovag')) bovag = 2;
    else other = 1;
  }
  return doc.certainties.length + bovag + other;
}
