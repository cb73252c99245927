/**
 * What the search engine indexes per active listing: a flat, typed record with the dealer's
 * coordinates folded in. `src/features/search/to-search-document.ts` maps database rows to it.
 */
import type {
  Accessory,
  BATTERY_POSITIONS,
  BICYCLE_DRIVE_TYPES,
  BED_LAYOUTS,
  BRAKE_TYPES,
  Certainty,
  COLOURS,
  CONDITIONS,
  DRIVE_WHEELS,
  DRIVING_LICENCES,
  EBIKE_MOTOR_BRANDS,
  ENERGY_LABELS,
  FRAME_MATERIALS,
  FRAME_TYPES,
  FUEL_TYPES,
  ImportedValue,
  KITCHEN_LAYOUTS,
  BodyType,
  MobilityType,
  PriceRating,
  SEATING_LAYOUTS,
  TRANSMISSIONS,
  USAGE_STATES,
  VehicleKind,
  WarrantyType,
} from '@/lib/vehicle/enums';

type Of<T extends readonly string[]> = T[number];

export interface SearchDocument {
  id: number;
  /** The 7-character public code (lowercase letters and digits). */
  code: string;
  mobilityType: MobilityType;
  kind: VehicleKind;
  brand: string;
  model: string;
  variant: string | null;
  title: string;
  bodyType: BodyType | null;
  /** Primary fuel first, then any secondary fuel. */
  fuel: Of<typeof FUEL_TYPES>[];
  transmission: Of<typeof TRANSMISSIONS> | null;
  colour: Of<typeof COLOURS> | null;
  condition: Of<typeof CONDITIONS>;
  usageState: Of<typeof USAGE_STATES>;
  energyLabel: Of<typeof ENERGY_LABELS> | null;
  drivingLicence: Of<typeof DRIVING_LICENCES> | null;
  driveWheels: Of<typeof DRIVE_WHEELS> | null;
  motorBrand: Of<typeof EBIKE_MOTOR_BRANDS> | null;
  frameMaterial: Of<typeof FRAME_MATERIALS> | null;
  frameType: Of<typeof FRAME_TYPES> | null;
  brakeType: Of<typeof BRAKE_TYPES> | null;
  batteryPosition: Of<typeof BATTERY_POSITIONS> | null;
  /** An e-bike's motor position. */
  driveType: Of<typeof BICYCLE_DRIVE_TYPES> | null;
  bedLayout: Of<typeof BED_LAYOUTS> | null;
  kitchenLayout: Of<typeof KITCHEN_LAYOUTS> | null;
  seatingLayout: Of<typeof SEATING_LAYOUTS> | null;
  warrantyTypes: WarrantyType[];
  certainties: Certainty[];
  /** Euro cents. */
  price: number;
  year: number;
  month: number;
  modelYear: number | null;
  /** Kilometres (miles converted by the mapper). */
  mileage: number | null;
  powerKw: number | null;
  /** The same power in whole pk (kwToPk): what the power filter and its bands use (decision 037). */
  powerPk: number | null;
  engineCapacity: number | null;
  batteryCapacity: number | null;
  frameHeight: number | null;
  maximumMass: number | null;
  emptyMass: number | null;
  berths: number | null;
  /** A caravan's or camper's length in centimetres. */
  lengthCm: number | null;
  doors: number | null;
  seats: number | null;
  /** A gearbox's gears, or a bicycle's gears. */
  gears: number | null;
  cylinders: number | null;
  /** Monthly lease price in whole euros; null where the listing offers no lease. */
  leasePrice: number | null;
  /** 'ja' for an imported vehicle, 'nee' otherwise. */
  imported: ImportedValue;
  accessories: Accessory[];
  /** The price excludes VAT: VAT-deductible for a business buyer. */
  vatDeductible: boolean;
  pluginHybrid: boolean;
  /** The dealer (dealers.id): a dealer's stock is one posting list of the index. */
  dealerId: number;
  /** The dealer's coordinates. */
  latitude: number;
  longitude: number;
  /** Epoch milliseconds. */
  addedAt: number;
  hasNap: boolean;
  /** The market-price rating (decision 022); null where the estimate is too weak. */
  priceRating: PriceRating | null;
  /** Asking price ÷ expected market price, with the rating; the "best price first" order sorts on it. */
  dealRatio: number | null;
  financeable: boolean;
  photosCount: number;
}
