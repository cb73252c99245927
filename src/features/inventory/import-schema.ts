import { z } from 'zod';
import { PHOTO_NAME_PATTERN } from '@/features/media';
import {
  BATTERY_POSITIONS,
  BATTERY_TYPES,
  BED_LAYOUTS,
  BICYCLE_DRIVE_TYPES,
  BODY_TYPES,
  BRAKE_TYPES,
  CERTAINTIES,
  COLOURS,
  CONDITIONS,
  DEALER_SERVICES,
  DRIVE_WHEELS,
  DRIVING_LICENCES,
  EBIKE_MOTOR_BRANDS,
  ENERGY_LABELS,
  FRAME_MATERIALS,
  FRAME_TYPES,
  FUEL_TYPES,
  KITCHEN_LAYOUTS,
  MILEAGE_UNITS,
  MOBILITY_TYPES,
  SEATING_LAYOUTS,
  TRANSMISSIONS,
  USAGE_STATES,
  VEHICLE_KINDS,
  WARRANTY_TYPES,
} from '@/lib/vehicle/enums';
import { ALL_IN_ITEMS, PACKAGE_KINDS } from '@/lib/vehicle/packages';
import { PROVINCES } from './data/places';
import { LICENSE_PLATE_PATTERN } from './license-plate';
import { checkListingRules } from './import-rules';

/** Who finances online ("online te financieren"); labels in vehicle.json financingProvider. */
export const FINANCING_PROVIDERS = ['findio', 'santander', 'defam', 'financialLease'] as const;

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);
const int = (min: number, max: number) => z.number().int().min(min).max(max);
const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .default([])
    .refine((items) => new Set(items).size === items.length, 'bevat dubbele waarden');

const photo = z.string().refine((name) => PHOTO_NAME_PATTERN.test(name) || /^https:\/\/\S+$/.test(name), 'is geen fotonaam uit de bibliotheek of https-adres');

export const specificationSchema = z.object({
  key: text(1, 40),
  label: text(1, 60),
  value: z.union([z.string().max(200), z.number(), z.boolean(), z.null()]),
  formattedValue: z.string().max(200),
  hasValue: z.boolean(),
});

export const specificationGroupSchema = z.object({
  key: z.enum(['general', 'interiorExterior', 'warranties', 'engine', 'dimensions', 'bicycle', 'camping']),
  label: text(1, 60),
  specifications: z.array(specificationSchema).max(60),
});

/** One dealer package (decision 014); price in euro cents including VAT, 0 when it comes free. */
export const packageSchema = z.object({
  kind: z.enum(PACKAGE_KINDS).default('overig'),
  name: text(2, 60),
  description: nullable(text(1, 300)),
  items: uniqueList(text(1, 120), 12).refine((items) => items.length > 0, 'noemt niet wat het pakket inhoudt'),
  price: int(0, 2_500_000),
});

export const packagesSchema = z
  .array(packageSchema)
  .max(8)
  .default([])
  .refine((packages) => new Set(packages.map((item) => item.name.toLocaleLowerCase('nl'))).size === packages.length, 'noemt een pakket twee keer');

/** The all-in deal: the price to drive away, in euro cents, and what it includes (decision 014). */
export const allInDealSchema = z.object({
  price: int(100, 1_000_000_000),
  items: uniqueList(z.enum(ALL_IN_ITEMS), ALL_IN_ITEMS.length).refine((items) => items.length > 0, 'noemt niet wat er in de all-in prijs zit'),
});

export const listingRecordSchema = z
  .object({
    externalId: z.string().regex(/^[A-Za-z0-9._/-]{1,64}$/, 'mag alleen letters, cijfers en . _ / - bevatten (max. 64)'),
    mobilityType: z.enum(MOBILITY_TYPES),
    kind: z.enum(VEHICLE_KINDS),
    condition: z.enum(CONDITIONS),
    usageState: z.enum(USAGE_STATES),
    title: text(3, 140),
    description: text(1, 5000),
    /** Euro cents. */
    price: int(100, 1_000_000_000),
    priceExcludesVat: z.boolean().default(false),
    leasePricePerMonth: nullable(int(100, 10_000_000)),
    financingProvider: nullable(z.enum(FINANCING_PROVIDERS)),
    highlights: uniqueList(text(1, 80), 8),
    dealerComments: nullable(text(1, 2000)),
    photos: z.array(photo).min(1).max(30),
    brand: text(1, 40),
    model: text(1, 60),
    variant: nullable(text(1, 80)),
    bodyType: z.enum(BODY_TYPES),
    colour: z.enum(COLOURS),
    colourName: text(1, 60),
    year: int(1900, 2100),
    month: int(1, 12),
    modelYear: nullable(int(1900, 2100)),
    mileage: int(0, 2_000_000).default(0),
    mileageUnit: z.enum(MILEAGE_UNITS).default('kilometer'),
    hasNapWeblabel: z.boolean().default(false),
    /** First registered abroad (decision 037). */
    imported: z.boolean().default(false),
    ownerCount: nullable(int(1, 20)),
    licensePlate: nullable(z.string().regex(LICENSE_PLATE_PATTERN, 'is geen Nederlands kenteken (bijv. K-123-AB)')),
    apkUntil: nullable(z.iso.date()),
    fuelTypes: uniqueList(z.enum(FUEL_TYPES), 2),
    energyLabel: nullable(z.enum(ENERGY_LABELS)),
    transmission: nullable(z.enum(TRANSMISSIONS)),
    gearCount: nullable(int(1, 12)),
    powerKw: nullable(int(1, 1500)),
    engineCapacity: nullable(int(40, 10_000)),
    cylinders: nullable(int(1, 16)),
    driveWheels: nullable(z.enum(DRIVE_WHEELS)),
    doors: nullable(int(1, 6)),
    seats: nullable(int(1, 9)),
    co2Emission: nullable(int(0, 600)),
    fuelConsumption: nullable(z.number().min(0).max(40)),
    electricRange: nullable(int(1, 1000)),
    towingCapacityBraked: nullable(int(0, 4000)),
    drivingLicence: nullable(z.enum(DRIVING_LICENCES)),
    /** Euro cents. */
    roadTaxPerQuarter: nullable(int(0, 500_000)),
    frameHeight: nullable(int(20, 80)),
    frameMaterial: nullable(z.enum(FRAME_MATERIALS)),
    frameType: nullable(z.enum(FRAME_TYPES)),
    wheelSize: nullable(z.number().min(10).max(32)),
    brakeType: nullable(z.enum(BRAKE_TYPES)),
    driveType: nullable(z.enum(BICYCLE_DRIVE_TYPES)),
    batteryPosition: nullable(z.enum(BATTERY_POSITIONS)),
    batteryCapacity: nullable(int(100, 2000)),
    batteryType: nullable(z.enum(BATTERY_TYPES)),
    motorBrand: nullable(z.enum(EBIKE_MOTOR_BRANDS)),
    bicycleGears: nullable(int(1, 33)),
    maximumMass: nullable(int(100, 7500)),
    emptyMass: nullable(int(50, 7000)),
    berths: nullable(int(1, 10)),
    bedLayout: nullable(z.enum(BED_LAYOUTS)),
    kitchenLayout: nullable(z.enum(KITCHEN_LAYOUTS)),
    seatingLayout: nullable(z.enum(SEATING_LAYOUTS)),
    lengthCm: nullable(int(100, 1500)),
    warrantyTypes: uniqueList(z.enum(WARRANTY_TYPES), WARRANTY_TYPES.length),
    certainties: uniqueList(z.enum(CERTAINTIES), CERTAINTIES.length),
    options: uniqueList(text(1, 80), 150),
    specificationGroups: z.array(specificationGroupSchema).max(10).default([]),
    packages: packagesSchema,
    allInDeal: nullable(allInDealSchema),
    /** A feed marks sold vehicles inactive; the listing then stays reachable as "verkocht". */
    isActive: z.boolean().default(true),
    /** When the vehicle came into stock; used for new listings only (kept on update). */
    addedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((record, context) => {
    for (const problem of checkListingRules(record, new Date())) {
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });

export type ListingRecordInput = z.input<typeof listingRecordSchema>;
export type ListingRecord = z.output<typeof listingRecordSchema>;

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

export const openingHoursSchema = z
  .array(
    z
      .object({ day: int(0, 6), open: z.string().regex(HOUR), close: z.string().regex(HOUR) })
      .refine((entry) => entry.open < entry.close, 'sluit voordat het opent'),
  )
  .max(7)
  .refine((entries) => new Set(entries.map((entry) => entry.day)).size === entries.length, 'noemt een dag twee keer');

const dealerPhone = z.string().regex(/^0\d{1,3}-\d{6,8}$/, 'is geen telefoonnummer (bijv. 030-1234567)').refine((phone) => phone.replace('-', '').length === 10, 'heeft geen 10 cijfers');

export const dealerRecordSchema = z.object({
  externalId: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'mag alleen letters, cijfers en . _ - bevatten (max. 64)'),
  name: text(2, 100),
  street: text(2, 100),
  houseNumber: z.string().regex(/^\d{1,5}( ?[A-Za-z]{1,2}|-\d{1,5})?$/, 'is geen huisnummer'),
  postalCode: z
    .string()
    .regex(/^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/, 'is geen Nederlandse postcode (1234 AB)')
    .transform((code) => `${code.slice(0, 4)} ${code.slice(-2)}`),
  city: text(2, 60),
  province: z.enum(PROVINCES),
  latitude: z.number().min(50.7).max(53.6),
  longitude: z.number().min(3.3).max(7.3),
  phone: dealerPhone,
  email: z.email(),
  website: nullable(z.url({ protocol: /^https?$/ })),
  callTrackingCode: nullable(text(1, 40)),
  /** The number the call-tracking provider gave `callTrackingCode` (decision 056); without it the dealer's own number shows. */
  trackedPhone: nullable(dealerPhone),
  reviewRating: nullable(z.number().min(1).max(5)),
  reviewCount: int(0, 1_000_000).default(0),
  openingHours: openingHoursSchema.default([]),
  /** What the dealer offers beside selling (issue 17): car rental, financing, employer bike lease. */
  services: uniqueList(z.enum(DEALER_SERVICES, { error: () => `is geen dienst die we kennen (${DEALER_SERVICES.join(', ')})` }), DEALER_SERVICES.length),
});

export type DealerRecordInput = z.input<typeof dealerRecordSchema>;
export type DealerRecord = z.output<typeof dealerRecordSchema>;

/** One readable line per problem: "photos: Too small…; kind: past niet bij …". */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : 'record'}: ${issue.message}`).join('; ');
}
