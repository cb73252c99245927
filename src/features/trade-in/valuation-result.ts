/**
 * From a vehicle (found by its plate, or typed in) to what the page shows: the trade-in range and
 * how it was derived, or why there is none. Pure: the model and the registry's answer come in as
 * values, so every branch is unit-tested without a database or a registry.
 */
import type { BodyType, FuelType, MobilityType, VehicleKind } from '@/lib/vehicle/enums';
import { carBodyTypeFromRdw } from '@/lib/vehicle/rdw-vocabulary';
import { tradeInEstimate, type MarketModel, type MarketVehicle, type TradeInMoment, type ValuationConfidence, type ValuationLevel } from '@/valuation';
import type { TradeInStepKey } from '@/valuation/trade-in';
import { replacementBudgetEuros, replacementUrl } from './replacement-url';

/** The vehicle as the result names it. */
export interface ValuedVehicle {
  /** Normalised plate ("GHJK12"); null for a vehicle typed in by make and model. */
  plate: string | null;
  mobilityType: MobilityType;
  kind: VehicleKind;
  brand: string;
  model: string;
  year: number;
  month: number;
  fuel: FuelType | null;
  powerKw: number | null;
  bodyType: BodyType | null;
}

export interface TradeInRange {
  low: number;
  high: number;
  /** Market value today, euro cents, and the number of comparable vehicles it rests on. */
  marketValue: number;
  comparables: number;
  level: ValuationLevel;
  confidence: ValuationConfidence;
  monthsAhead: number;
  steps: { key: TradeInStepKey; amount: number }[];
}

/** Why no estimate is given: the type is not valued, too few comparables, or too uncertain. */
export type NoEstimateReason = 'unsupportedType' | 'noComparables' | 'lowConfidence';

export type ValuationOutcome =
  | { status: 'valued'; vehicle: ValuedVehicle; mileage: number | null; moment: TradeInMoment; range: TradeInRange; replacementUrl: string; replacementBudget: number }
  | { status: 'noEstimate'; vehicle: ValuedVehicle; mileage: number | null; moment: TradeInMoment; reason: NoEstimateReason }
  | { status: 'unknownPlate'; plate: string }
  | { status: 'unavailable' };

/** What a registry answer of `found` tells about the vehicle (the registry feature's shape, narrowed). */
export interface RegistryVehicle {
  plate: string;
  mobilityType: 'car' | 'motor' | 'caramper' | null;
  kind: VehicleKind | null;
  brand: string;
  registeredModel: string;
  firstRegistration: { year: number; month: number };
  fuels: readonly FuelType[];
  powerKw: number | null;
  /** The registry's `inrichting` as registered ('hatchback', 'kampeerwagen', …). */
  bodyType: string | null;
}

type Resolver = Pick<MarketModel, 'resolve'>;

const DEFAULT_KIND: Record<MobilityType, VehicleKind> = { car: 'personenwagen', motor: 'motor', caramper: 'caravan', bicycle: 'fiets' };

/**
 * The registry's vehicle in our catalogue's words: "VOLKSWAGEN" / "GOLF VARIANT" become Volkswagen
 * Golf when the market knows them; otherwise the registry's own names, capitalised, stay (the
 * estimate then rests on the make or the segment). Null for what the market does not trade
 * (a tractor, a moped).
 */
export function registryToValued(vehicle: RegistryVehicle, model: Resolver): ValuedVehicle | null {
  const type = vehicle.mobilityType;
  if (!type) return null;
  const resolved = model.resolve(type, vehicle.brand, vehicle.registeredModel);
  const kind = vehicle.kind ?? DEFAULT_KIND[type];
  return {
    plate: vehicle.plate,
    mobilityType: type,
    kind,
    brand: resolved?.brand ?? titleCase(vehicle.brand),
    model: resolved?.model ?? titleCase(vehicle.registeredModel),
    year: vehicle.firstRegistration.year,
    month: vehicle.firstRegistration.month,
    fuel: vehicle.fuels[0] ?? null,
    powerKw: vehicle.powerKw,
    bodyType: bodyTypeOf(type, kind, vehicle.bodyType),
  };
}

/**
 * Our body type: a car's from its registered `inrichting`; a caravan and a folding trailer are
 * their own body; the registry's "kampeerwagen" does not say which camper body, nor is a
 * motorcycle's style registered, so those compare within their kind.
 */
function bodyTypeOf(type: MobilityType, kind: VehicleKind, inrichting: string | null): BodyType | null {
  if (type === 'car') return carBodyTypeFromRdw(inrichting);
  if (kind === 'caravan' || kind === 'vouwwagen') return kind;
  return null;
}

/** A car typed in on the fallback form, in the catalogue's spelling where the market knows it. */
export function manualToValued(input: { brand: string; model: string; year: number; fuel: FuelType }, model: Resolver): ValuedVehicle {
  const resolved = model.resolve('car', input.brand, input.model);
  return {
    plate: null,
    mobilityType: 'car',
    kind: 'personenwagen',
    brand: resolved?.brand ?? input.brand,
    model: resolved?.model ?? input.model,
    year: input.year,
    // Mid-year: the form asks for the year only.
    month: 7,
    fuel: input.fuel,
    powerKw: null,
    bodyType: null,
  };
}

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word.length <= 3 && /\d/.test(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

export function toMarketVehicle(vehicle: ValuedVehicle, mileage: number | null): MarketVehicle {
  return {
    mobilityType: vehicle.mobilityType,
    kind: vehicle.kind,
    brand: vehicle.brand,
    model: vehicle.model,
    bodyType: vehicle.bodyType,
    fuel: vehicle.fuel,
    // The registry does not record the gearbox; the model then weighs neither kind.
    transmission: null,
    powerKw: vehicle.powerKw,
    year: vehicle.year,
    month: vehicle.month,
    mileage,
  };
}

/** Mobility types the valuation core prices for a trade-in (bicycles are not traded in here). */
const VALUED_TYPES: ReadonlySet<MobilityType> = new Set(['car', 'motor', 'caramper']);

/**
 * The trade-in range for the vehicle at the chosen moment, or why there is none. A low
 * confidence gives no range: a number the market cannot back would mislead more than none.
 */
export function valueVehicle(model: MarketModel, vehicle: ValuedVehicle, mileage: number | null, moment: TradeInMoment, now: Date): ValuationOutcome {
  if (!VALUED_TYPES.has(vehicle.mobilityType)) return { status: 'noEstimate', vehicle, mileage, moment, reason: 'unsupportedType' };
  const estimate = tradeInEstimate(model, toMarketVehicle(vehicle, mileage), moment, now);
  if (!estimate) return { status: 'noEstimate', vehicle, mileage, moment, reason: 'noComparables' };
  if (estimate.value.confidence === 'low') return { status: 'noEstimate', vehicle, mileage, moment, reason: 'lowConfidence' };
  return {
    status: 'valued',
    vehicle,
    mileage,
    moment,
    range: {
      low: estimate.low,
      high: estimate.high,
      marketValue: estimate.value.expected,
      comparables: estimate.value.comparables,
      level: estimate.value.level,
      confidence: estimate.value.confidence,
      monthsAhead: estimate.monthsAhead,
      steps: estimate.steps,
    },
    replacementUrl: replacementUrl({ mobilityType: vehicle.mobilityType, kind: vehicle.kind, bodyType: vehicle.bodyType, tradeInHigh: estimate.high }),
    replacementBudget: replacementBudgetEuros(estimate.high),
  };
}
