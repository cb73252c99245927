import type { Certainty, MobilityType, VehicleKind, WarrantyType } from '@/lib/vehicle/enums';

/**
 * The association's warranty and certainty rules, as pure functions. The thresholds come from
 * the BOVAG conditions (architecture.md "BOVAG rules"); where those are silent the choice is
 * ours and documented in docs/decisions/004-demo-inventory.md.
 */
export interface VehicleFacts {
  mobilityType: MobilityType;
  kind: VehicleKind;
  condition: 'occasion' | 'nieuw';
  /** Asking price in whole euros. */
  priceEuros: number;
  /** New price (catalogue value) in whole euros, where known. */
  catalogueValueEuros: number | null;
  ageMonths: number;
  mileage: number;
}

export type BovagMonths = 0 | 6 | 12 | 24;

export const CAR_WARRANTY_MIN_PRICE = 4500;
export const CAR_WARRANTY_CATALOGUE_SHARE = 0.35;
export const CARAVAN_WARRANTY_MIN_PRICE = 3500;
export const FOLDING_TRAILER_WARRANTY_MIN_PRICE = 2000;
export const CAMPER_WARRANTY_MIN_PRICE = 12500;
export const MOTOR_WARRANTY_MIN_PRICE = 2500;
export const EBIKE_LONG_WARRANTY_MIN_PRICE = 1000;

/** The least BOVAG Garantie the rules require for this vehicle (0: none required). */
export function minimumBovagWarranty(facts: VehicleFacts): 0 | 6 | 12 {
  if (facts.condition === 'nieuw') return 0;
  switch (facts.kind) {
    case 'personenwagen':
    case 'brommobiel': {
      const share = facts.catalogueValueEuros ? facts.priceEuros / facts.catalogueValueEuros : 0;
      return facts.priceEuros >= CAR_WARRANTY_MIN_PRICE || share > CAR_WARRANTY_CATALOGUE_SHARE ? 6 : 0;
    }
    // Commercial vehicles are sold to businesses, for whom other warranty terms apply.
    case 'bedrijfswagen':
      return 0;
    case 'motor':
      return facts.priceEuros >= MOTOR_WARRANTY_MIN_PRICE ? 12 : 0;
    case 'fiets':
      return 6;
    case 'ebike':
    case 'highSpeedEbike':
      return facts.priceEuros >= EBIKE_LONG_WARRANTY_MIN_PRICE ? 12 : 6;
    case 'caravan':
      return facts.priceEuros >= CARAVAN_WARRANTY_MIN_PRICE ? 12 : 0;
    case 'vouwwagen':
      return facts.priceEuros >= FOLDING_TRAILER_WARRANTY_MIN_PRICE ? 12 : 0;
    case 'camper':
      return facts.priceEuros >= CAMPER_WARRANTY_MIN_PRICE ? 6 : 0;
  }
}

/**
 * The BOVAG Garantie a dealer offers: at least the minimum; younger cars, motorcycles and
 * campers often get longer. `roll` in [0, 1) is the dealer's choice, drawn by the caller.
 */
export function offeredBovagWarranty(facts: VehicleFacts, roll: number): BovagMonths {
  const minimum = minimumBovagWarranty(facts);
  if (minimum === 0) return 0;
  if (facts.mobilityType === 'car') {
    if (facts.ageMonths <= 36 && facts.mileage <= 60_000) return roll < 0.5 ? 24 : roll < 0.85 ? 12 : 6;
    if (facts.ageMonths <= 84) return roll < 0.45 ? 12 : 6;
    return 6;
  }
  if (facts.mobilityType === 'motor' && facts.ageMonths <= 24) return roll < 0.3 ? 24 : 12;
  if (facts.kind === 'camper' && facts.ageMonths <= 96) return roll < 0.4 ? 12 : 6;
  return minimum;
}

export interface WarrantyContext {
  /** Years of factory warranty the make gives on a new vehicle. */
  factoryWarrantyYears: number;
  /** The dealer is an official dealer of this make and backs its used stock with a brand warranty. */
  brandDealer: boolean;
}

export function hasFactoryWarranty(facts: VehicleFacts, context: WarrantyContext): boolean {
  if (facts.condition === 'nieuw') return true;
  // Kia and MG limit their seven years to 150,000 km; the others run out on time first.
  return facts.ageMonths < context.factoryWarrantyYears * 12 && facts.mileage <= 150_000;
}

export function hasBrandWarranty(facts: VehicleFacts, context: WarrantyContext): boolean {
  return context.brandDealer && facts.condition === 'occasion' && facts.ageMonths <= 96 && (facts.mobilityType === 'car' || facts.mobilityType === 'motor');
}

const BOVAG_TYPE: Record<6 | 12 | 24, WarrantyType> = { 6: 'bovag6maanden', 12: 'bovag12maanden', 24: 'bovag24maanden' };
const BOVAG_CERTAINTY: Record<6 | 12 | 24, Certainty> = { 6: 'garantie6maanden', 12: 'garantie12maanden', 24: 'garantie24maanden' };

/** Warranty types in the order the spec shows them: BOVAG first, then factory, then brand. */
export function warrantyTypesFor(facts: VehicleFacts, bovagMonths: BovagMonths, context: WarrantyContext): WarrantyType[] {
  const types: WarrantyType[] = [];
  if (bovagMonths > 0) types.push(BOVAG_TYPE[bovagMonths as 6 | 12 | 24]);
  if (hasFactoryWarranty(facts, context)) types.push('fabrieksgarantie');
  if (hasBrandWarranty(facts, context)) types.push('merkgarantie');
  return types;
}

/** The point check that applies: cars, motorcycles and bicycles 40, caravans 70, campers 30, folding trailers 35. */
export function checklistFor(kind: VehicleKind): Certainty {
  switch (kind) {
    case 'caravan':
      return 'puntencheck70';
    case 'camper':
      return 'puntencheck30';
    case 'vouwwagen':
      return 'puntencheck35';
    default:
      return 'puntencheck40';
  }
}

/** A vehicle that is practically new (6 months or less on the road, 500 km or less) is not exchanged. */
export function qualifiesForExchange(facts: VehicleFacts): boolean {
  if (facts.condition === 'nieuw') return false;
  if (facts.mobilityType === 'bicycle') return true;
  return !(facts.ageMonths <= 6 && facts.mileage <= 500);
}

export interface CertaintyContext {
  bovagMonths: BovagMonths;
  /** Every service was done on time and recorded (the "100% Onderhouden" label; cars only). */
  fullyServiced: boolean;
  /** A BOVAG member serviced the camping vehicle in the last six months. */
  recentlyServiced: boolean;
}

export function certaintiesFor(facts: VehicleFacts, context: CertaintyContext): Certainty[] {
  const result: Certainty[] = [];
  const used = facts.condition === 'occasion';
  const bovag = context.bovagMonths > 0;
  switch (facts.mobilityType) {
    case 'car':
      if (used && bovag) result.push(checklistFor(facts.kind));
      if (bovag || !used) result.push('afleverbeurt');
      if (bovag && qualifiesForExchange(facts)) result.push('omruilgarantie');
      if (used && context.fullyServiced) result.push('volledigOnderhouden');
      break;
    case 'motor':
      if (used) result.push(checklistFor(facts.kind));
      result.push('afleverbeurt');
      if (used && qualifiesForExchange(facts)) result.push('omruilgarantie');
      break;
    case 'bicycle':
      if (used) result.push(checklistFor(facts.kind));
      result.push('afleverbeurt');
      if (qualifiesForExchange(facts)) result.push('omruilgarantie');
      break;
    case 'caramper':
      if (used && bovag) result.push(checklistFor(facts.kind));
      if (used && context.recentlyServiced) result.push('onderhoudshistorie');
      break;
  }
  if (bovag) result.push(BOVAG_CERTAINTY[context.bovagMonths as 6 | 12 | 24]);
  return result;
}

