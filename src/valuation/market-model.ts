/**
 * What a vehicle is worth on the market, learnt from the listings themselves (decision 022).
 *
 * Per mobility type one log-linear price model: log price = group level + β·features, where the
 * slopes β (age, first year, kilometres, power, transmission, fuel) are fitted within models (every
 * model's own mean taken out, so a Golf's price is never explained by a Porsche's), and the group
 * level is the mean residual of the model, shrunk towards the make within the segment, the segment
 * and the whole type. Shrinkage is what lets a model with three listings borrow from its make and
 * segment instead of trusting three prices, and what the "level" and "confidence" report.
 *
 * Built in one pass plus one solve per type; a lookup is a few map reads and a dot product.
 */
import { slugify } from '@/lib/search-request/slug';
import type { MobilityType, PriceRating } from '@/lib/vehicle/enums';
import { ageInMonths, FEATURE_COUNT, writeFeatures } from './features';
import { FAMILY_OF, fitMarket, groupKeys, type FittedMarket, type GroupKind, type GroupStats } from './fit-market';
import { fairBand, ratingFor } from './rating';
import type { Comparable, MarketListing, MarketValue, MarketVehicle, PriceVerdict, ValuationConfidence, ValuationLevel } from './types';

/** Pseudo-listings of the parent level a group's own mean is blended with. */
const SHRINK = 3;
/** Listings a group needs before the estimate is said to rest on it. */
export const MIN_COMPARABLES: Record<ValuationLevel, number> = { model: 4, makeSegment: 6, segment: 12 };
const LEVELS: readonly ValuationLevel[] = ['model', 'makeSegment', 'segment'];

export interface MarketModelOptions {
  now: Date;
}

export class MarketModel {
  private readonly scratch = new Float64Array(FEATURE_COUNT);

  private constructor(
    readonly now: Date,
    private readonly fitted: FittedMarket,
  ) {}

  static build(listings: Iterable<MarketListing>, options: MarketModelOptions): MarketModel {
    return new MarketModel(options.now, fitMarket(listings, options.now));
  }

  /** Listings the model learnt from. */
  get size(): number {
    return this.fitted.rowOfId.size;
  }

  /** What the vehicle is worth on the market today, or null when no group holds enough comparables. */
  value(vehicle: MarketVehicle, options: { excludeId?: number } = {}): MarketValue | null {
    const located = this.locate(vehicle, options.excludeId);
    if (!located) return null;
    const { family, intercept, level, count, spread } = located;
    writeFeatures(vehicle, ageInMonths(vehicle, this.now), vehicle.mileage, this.scratch);
    const expected = Math.exp(intercept + dot(family.beta, this.scratch));
    const band = fairBand(expected);
    return { expected: Math.round(expected), fairLow: Math.round(band.low), fairHigh: Math.round(band.high), level, comparables: count, spread, confidence: confidenceOf(level, count, spread) };
  }

  /** The expected price of the vehicle at other mileages (same age), euro cents: the chart's band. */
  expectedAt(vehicle: MarketVehicle, mileages: readonly number[], options: { excludeId?: number; monthsAhead?: number } = {}): number[] | null {
    const located = this.locate(vehicle, options.excludeId);
    if (!located) return null;
    const age = ageInMonths(vehicle, this.now) + (options.monthsAhead ?? 0);
    return mileages.map((mileage) => {
      writeFeatures(vehicle, age, mileage, this.scratch);
      return Math.round(Math.exp(located.intercept + dot(located.family.beta, this.scratch)));
    });
  }

  /** The market's verdict on a listing's asking price; null where the estimate is too weak to rate. */
  verdict(listing: MarketListing): PriceVerdict | null {
    const value = this.value(listing, { excludeId: listing.id });
    if (!value || value.confidence === 'low') return null;
    const dealRatio = listing.price / value.expected;
    return { rating: ratingFor(dealRatio), dealRatio, value };
  }

  /** The listings closest to the vehicle in the group its estimate rests on (age, km, power, fuel). */
  comparables(vehicle: MarketVehicle, limit = 40, options: { excludeId?: number } = {}): Comparable[] {
    const located = this.locate(vehicle, options.excludeId);
    if (!located || located.groupId === null) return [];
    const list = this.fitted.members[located.kind][located.groupId] ?? new Int32Array(0);
    const age = ageInMonths(vehicle, this.now);
    writeFeatures(vehicle, age, vehicle.mileage, this.scratch);
    const logPower = this.scratch[3] ?? 0;
    const { rows } = this.fitted;
    const scored: { row: number; distance: number }[] = [];
    for (const row of list) {
      if ((rows.ids[row] ?? 0) === options.excludeId) continue;
      const mileage = rows.mileage[row] ?? -1;
      const distance =
        Math.abs((rows.ageMonths[row] ?? 0) - age) / 12 +
        (vehicle.mileage !== null && mileage >= 0 ? Math.abs(mileage - vehicle.mileage) / 40_000 : 0) +
        Math.abs((rows.logPower[row] ?? 0) - logPower) * 2 +
        (rows.fuel[row] === vehicle.fuel ? 0 : 1);
      scored.push({ row, distance });
    }
    scored.sort((a, b) => a.distance - b.distance || (rows.ids[a.row] ?? 0) - (rows.ids[b.row] ?? 0));
    return scored.slice(0, limit).map(({ row }) => ({
      id: rows.ids[row] ?? 0,
      price: rows.prices[row] ?? 0,
      mileage: (rows.mileage[row] ?? -1) >= 0 ? (rows.mileage[row] ?? 0) : null,
      year: rows.years[row] ?? 0,
      month: rows.months[row] ?? 0,
      sold: rows.sold[row] === 1,
    }));
  }

  /**
   * Our brand and model for a registry's names ("VOLKSWAGEN", "GOLF VARIANT 1.5 TSI" → Volkswagen
   * Golf): the brand by its slug, the model as the longest of the brand's models that the
   * registered name starts with (word by word), else one it contains. Null when either is unknown.
   */
  resolve(mobilityType: MobilityType, brandText: string, modelText: string): { brand: string; model: string | null } | null {
    const brands = this.fitted.names.get(mobilityType);
    const brand = brands?.get(slugify(brandText));
    if (!brand) return null;
    const wanted = slugify(modelText);
    let best: { slug: string; display: string } | null = null;
    for (const [modelSlug, display] of brand.models) {
      const fits = wanted === modelSlug || wanted.startsWith(`${modelSlug}-`) || wanted.includes(`-${modelSlug}-`) || wanted.endsWith(`-${modelSlug}`);
      if (fits && (!best || modelSlug.length > best.slug.length)) best = { slug: modelSlug, display };
    }
    return { brand: brand.brand, model: best?.display ?? null };
  }

  /** The brands the model knows of a type, and their models (for a make-and-model form). */
  catalogue(mobilityType: MobilityType): { brand: string; models: string[] }[] {
    return [...(this.fitted.names.get(mobilityType)?.values() ?? [])]
      .map((entry) => ({ brand: entry.brand, models: [...entry.models.values()].sort((a, b) => a.localeCompare(b, 'nl')) }))
      .sort((a, b) => a.brand.localeCompare(b.brand, 'nl'));
  }

  /** The rating a price would get for this vehicle (a price someone is considering). */
  rate(vehicle: MarketVehicle, price: number): PriceRating | null {
    const value = this.value(vehicle);
    return value && value.confidence !== 'low' ? ratingFor(price / value.expected) : null;
  }

  private locate(vehicle: MarketVehicle, excludeId?: number) {
    const familyIndex = FAMILY_OF.get(vehicle.mobilityType);
    const family = familyIndex === undefined ? null : this.fitted.families[familyIndex];
    if (!family) return null;
    const keys = groupKeys(vehicle, slugify(vehicle.brand), slugify(vehicle.model));
    const excludedRow = excludeId === undefined ? undefined : this.fitted.rowOfId.get(excludeId);
    const excludedResidual = excludedRow === undefined ? 0 : (this.fitted.rows.residual[excludedRow] ?? 0);
    const statsOf = (kind: GroupKind): { id: number | null; stats: GroupStats } => {
      const id = this.fitted.groupIds[kind].get(keys[kind]);
      const own = id === undefined ? undefined : this.fitted.groupStats[kind][id];
      if (!own || id === undefined) return { id: null, stats: { count: 0, sum: 0, squares: 0 } };
      const excluded = excludedRow !== undefined && this.fitted.rows.groups[excludedRow * 3 + kind] === id;
      return { id, stats: excluded ? withoutOne(own, excludedResidual) : own };
    };
    const root = excludedRow !== undefined ? withoutOne(family.root, excludedResidual) : family.root;
    if (root.count === 0) return null;
    const levels = [statsOf(0), statsOf(1), statsOf(2)];
    // Shrink from the type's mean down to the model.
    let intercept = root.sum / root.count;
    for (let kind = 2; kind >= 0; kind--) {
      const { stats } = levels[kind] as { stats: GroupStats };
      intercept = (stats.sum + SHRINK * intercept) / (stats.count + SHRINK);
    }
    const rootVariance = variance(root);
    for (let kind = 0; kind < 3; kind++) {
      const { id, stats } = levels[kind] as { id: number | null; stats: GroupStats };
      const level = LEVELS[kind] as ValuationLevel;
      if (stats.count < MIN_COMPARABLES[level]) continue;
      const blended = ((stats.count - 1) * variance(stats, intercept) + SHRINK * rootVariance) / (stats.count - 1 + SHRINK);
      return { family, intercept, level, count: stats.count, spread: Math.sqrt(blended), kind: kind as GroupKind, groupId: id };
    }
    return null;
  }
}

function withoutOne(stats: GroupStats, value: number): GroupStats {
  return { count: stats.count - 1, sum: stats.sum - value, squares: stats.squares - value * value };
}

/** Mean squared deviation from `centre` (the group's own mean by default), per degree of freedom. */
function variance(stats: GroupStats, centre = stats.count ? stats.sum / stats.count : 0): number {
  if (stats.count < 2) return 0;
  const squares = stats.squares - 2 * centre * stats.sum + stats.count * centre * centre;
  return Math.max(0, squares / (stats.count - 1));
}

function dot(beta: Float64Array, features: Float64Array): number {
  let sum = 0;
  for (let column = 0; column < FEATURE_COUNT; column++) sum += (beta[column] ?? 0) * (features[column] ?? 0);
  return sum;
}

/** Decision 022: a rating needs a group of its own model or make, enough listings and a tight spread. */
function confidenceOf(level: ValuationLevel, count: number, spread: number): ValuationConfidence {
  if (level === 'model' && count >= 10 && spread <= 0.12) return 'high';
  if (level !== 'segment' && count >= MIN_COMPARABLES[level] && spread <= 0.2) return 'medium';
  return 'low';
}
