/**
 * The old site filtered bicycles by fuel: Elektriciteit for e-bikes, Overige for the rest. Our
 * bicycles carry no fuel; the kind says it (fiets, ebike, highSpeedEbike). So for bicycles the old
 * fuel is read as, and written from, our kind (decision 035).
 */
import type { VehicleKind } from '@/lib/vehicle/enums';

export const BICYCLE_FUEL_KINDS: Readonly<Record<string, readonly VehicleKind[]>> = {
  elektriciteit: ['ebike', 'highSpeedEbike'],
  overige: ['fiets'],
};

/** Moves a bicycle request's fuel values onto our kinds; other fuels stay (no bicycle of ours has them). */
export function bicycleFuelToKind(input: Record<string, unknown>): void {
  if (input.mobilityType !== 'bicycle' || !Array.isArray(input.fuel)) return;
  const fuels = input.fuel as string[];
  const kinds = new Set(Array.isArray(input.kind) ? (input.kind as string[]) : []);
  for (const fuel of fuels) for (const kind of BICYCLE_FUEL_KINDS[fuel] ?? []) kinds.add(kind);
  const rest = fuels.filter((fuel) => !(fuel in BICYCLE_FUEL_KINDS));
  if (rest.length > 0) input.fuel = rest;
  else delete input.fuel;
  if (kinds.size > 0) input.kind = [...kinds];
}

/** The old fuel values of a bicycle's kinds. */
export function bicycleFuelsOfKinds(kinds: readonly string[]): string[] {
  return Object.entries(BICYCLE_FUEL_KINDS)
    .filter(([, covered]) => covered.some((kind) => kinds.includes(kind)))
    .map(([fuel]) => fuel);
}
