/**
 * Motorrijtuigenbelasting of a personenauto per quarter, from the 2026 tables in `tables.ts`:
 * the state's base by weight, diesel's surcharge, and the province's opcenten over the frozen 1995
 * base; an electric car pays its reduced share of the whole. Pure.
 */
import { OPCENTEN_2026, ROAD_TAX_2026, type CoachFuel, type Province, type WeightTariff } from './tables';

export interface RoadTax {
  /** The mass the tax counts with (rounded to 100 kg, 50 rounding down). */
  taxMassKg: number;
  base: number;
  fuelSurcharge: number;
  opcenten: number;
  /** Reduction for an electric car (a negative amount), 0 otherwise. */
  reduction: number;
  perQuarter: number;
}

/** Art. 22: "afgerond tot het naaste honderdtal kilogrammen, met dien verstande dat 50 kg naar beneden wordt afgerond". */
export function taxMass(massKg: number): number {
  return Math.max(0, Math.floor((massKg + 49) / 100) * 100);
}

/** The tariff's amount for a mass already rounded by `taxMass`. */
export function tariffAmount(tariff: WeightTariff, massKg: number): number {
  if (massKg > tariff.stepFromKg) {
    const last = tariff.classes[tariff.classes.length - 1];
    const steps = Math.ceil((massKg - tariff.stepFromKg) / 100);
    return (last?.[1] ?? 0) + steps * tariff.perStep;
  }
  const own = tariff.classes.find(([upTo]) => massKg <= upTo) ?? tariff.classes[tariff.classes.length - 1];
  return own?.[1] ?? 0;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

export function roadTaxPerQuarter(input: { massKg: number; fuel: CoachFuel; province: Province }): RoadTax {
  const mass = taxMass(input.massKg);
  const base = cents(tariffAmount(ROAD_TAX_2026.base, mass));
  const fuelSurcharge = input.fuel === 'diesel' ? cents(tariffAmount(ROAD_TAX_2026.dieselSurcharge, mass)) : 0;
  const opcenten = cents((tariffAmount(ROAD_TAX_2026.opcentenBase1995, mass) * OPCENTEN_2026[input.province]) / 100);
  const full = base + fuelSurcharge + opcenten;
  const reduction = input.fuel === 'elektriciteit' ? -cents(full * (1 - ROAD_TAX_2026.electricShare)) : 0;
  return { taxMassKg: mass, base, fuelSurcharge, opcenten, reduction, perQuarter: cents(full + reduction) };
}
