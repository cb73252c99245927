import type { FuelType, MobilityType, VehicleKind } from '@/lib/vehicle/enums';

/** What the registry says of one plate, in our vocabulary where we have one. */
export interface RegisteredVehicle {
  /** Registry form: upper case, no dashes ("GHJK12"). */
  plate: string;
  /** As registered: 'Personenauto', 'Motorfiets', 'Bedrijfsauto', 'Aanhangwagen', … */
  voertuigsoort: string;
  /** Ours, where the registry's kind maps onto one; bicycles are not registered. */
  mobilityType: Extract<MobilityType, 'car' | 'motor' | 'caramper'> | null;
  kind: VehicleKind | null;
  /** Our display form of `merk` ('VOLKSWAGEN' → 'Volkswagen'), the catalogue's spelling where it knows the brand. */
  brand: string;
  /** `handelsbenaming` title-cased ('GOLF VARIANT' → 'Golf Variant'). */
  registeredModel: string;
  firstRegistration: { year: number; month: number; day: number };
  /** Hybrid first when the registry lists both a fuel and electricity. */
  fuels: FuelType[];
  powerKw: number | null;
  /** `inrichting` as registered ('hatchback', 'stationwagen', 'MPV', 'kampeerwagen', …); `carBodyTypeFromRdw` (lib/vehicle/rdw-vocabulary) gives our car body type. */
  bodyType: string | null;
  colour: string | null;
  seats: number | null;
  doors: number | null;
  engineCapacity: number | null;
  emptyMass: number | null;
  catalogPrice: number | null;
}

export type RegistryLookup =
  | { status: 'found'; vehicle: RegisteredVehicle }
  | { status: 'unknown' }
  | { status: 'invalid' }
  | { status: 'unavailable'; reason: string };
