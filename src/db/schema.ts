import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AllInDeal, ListingPackage } from '../lib/vehicle/packages';
import { MOBILITY_TYPES, type DealerService, type MobilityType } from '../lib/vehicle/enums';
import { bytea } from './bytea';

// The tables without a relation to dealers or listings live beside this file; one import still gives the whole schema.
export * from './bookkeeping';
export * from './mail';
export * from './registry';
export * from './dealer-feed';

/** One opening-hours row: day 0 = Monday … 6 = Sunday; times as "09:00"; closed days are absent. */
export interface OpeningHoursEntry {
  day: number;
  open: string;
  close: string;
}

/** Product §3: specification groups of named specifications with label and formatted value. */
export interface SpecificationGroup {
  key: 'general' | 'interiorExterior' | 'warranties' | 'engine' | 'dimensions' | 'bicycle' | 'camping';
  label: string;
  specifications: { key: string; label: string; value: string | number | boolean | null; formattedValue: string; hasValue: boolean }[];
}

export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    /** The dealer's key in the association's member register; feeds address dealers by it. */
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    website: text('website'),
    callTrackingCode: text('call_tracking_code'),
    /** The number the call-tracking provider gave the dealer's code, from the dealer's data (decision 056); null: its own number shows. */
    trackedPhone: text('tracked_phone'),
    reviewRating: real('review_rating'),
    reviewCount: integer('review_count').notNull().default(0),
    openingHours: jsonb('opening_hours').$type<OpeningHoursEntry[]>().notNull().default(sql`'[]'::jsonb`),
    /** What the dealer offers beside selling (issue 17): rental, financing, … (DEALER_SERVICES). */
    services: text('services').array().$type<DealerService[]>().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dealers_external_id_uq').on(t.externalId), index('dealers_postal_code_idx').on(t.postalCode)],
);

export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    /** Public 7-character code (lowercase letters and digits, at least two of each) that ends the detail URL. */
    code: text('code').notNull(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    /** The dealer's own stock number; (dealer, externalId) is the feed's upsert key. */
    externalId: text('external_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),

    // What kind of vehicle: product §3 mobility type (car, bicycle, motor, caramper) and kind. Typed and
    // checked, so readers need no guard of their own.
    mobilityType: text('mobility_type').$type<MobilityType>().notNull(),
    kind: text('kind').notNull(),
    condition: text('condition').notNull(),
    usageState: text('usage_state').notNull(),

    // Advertisement
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Price in euro cents. */
    price: integer('price').notNull(),
    priceExcludesVat: boolean('price_excludes_vat').notNull().default(false),
    /** Monthly private-lease or bicycle-lease price in euro cents, where offered. */
    leasePricePerMonth: integer('lease_price_per_month'),
    financingProvider: text('financing_provider'),
    highlights: text('highlights').array().notNull().default(sql`'{}'::text[]`),
    dealerComments: text('dealer_comments'),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),

    // General vehicle data
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    variant: text('variant'),
    bodyType: text('body_type').notNull(),
    colour: text('colour').notNull(),
    colourName: text('colour_name').notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    modelYear: smallint('model_year'),
    mileage: integer('mileage').notNull().default(0),
    mileageUnit: text('mileage_unit').notNull().default('kilometer'),
    hasNapWeblabel: boolean('has_nap_weblabel').notNull().default(false),
    /** First registered abroad (an import): the `import-ja`/`import-nee` filter (decision 037). */
    imported: boolean('imported').notNull().default(false),
    ownerCount: smallint('owner_count'),
    licensePlate: text('license_plate'),
    apkUntil: text('apk_until'),

    // Engine and drivetrain (cars, motorcycles, campers)
    fuelTypes: text('fuel_types').array().notNull().default(sql`'{}'::text[]`),
    energyLabel: text('energy_label'),
    transmission: text('transmission'),
    gearCount: smallint('gear_count'),
    powerKw: smallint('power_kw'),
    engineCapacity: integer('engine_capacity'),
    cylinders: smallint('cylinders'),
    driveWheels: text('drive_wheels'),
    doors: smallint('doors'),
    seats: smallint('seats'),
    co2Emission: smallint('co2_emission'),
    fuelConsumption: real('fuel_consumption'),
    electricRange: smallint('electric_range'),
    towingCapacityBraked: integer('towing_capacity_braked'),
    drivingLicence: text('driving_licence'),
    roadTaxPerQuarter: integer('road_tax_per_quarter'),

    // Bicycles and e-bikes
    frameHeight: smallint('frame_height'),
    frameMaterial: text('frame_material'),
    frameType: text('frame_type'),
    wheelSize: real('wheel_size'),
    brakeType: text('brake_type'),
    driveType: text('drive_type'),
    batteryPosition: text('battery_position'),
    batteryCapacity: smallint('battery_capacity'),
    batteryType: text('battery_type'),
    motorBrand: text('motor_brand'),
    bicycleGears: smallint('bicycle_gears'),

    // Caravans, campers and folding trailers
    maximumMass: integer('maximum_mass'),
    emptyMass: integer('empty_mass'),
    berths: smallint('berths'),
    bedLayout: text('bed_layout'),
    kitchenLayout: text('kitchen_layout'),
    seatingLayout: text('seating_layout'),
    lengthCm: smallint('length_cm'),

    // Assurance
    warrantyTypes: text('warranty_types').array().notNull().default(sql`'{}'::text[]`),
    certainties: text('certainties').array().notNull().default(sql`'{}'::text[]`),
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    specificationGroups: jsonb('specification_groups').$type<SpecificationGroup[]>().notNull().default(sql`'[]'::jsonb`),

    // What the dealer sells with the vehicle (decision 014): optional packages and the all-in deal.
    packages: jsonb('packages').$type<ListingPackage[]>().notNull().default(sql`'[]'::jsonb`),
    allInDeal: jsonb('all_in_deal').$type<AllInDeal>(),
  },
  (t) => [
    uniqueIndex('listings_code_uq').on(t.code),
    uniqueIndex('listings_dealer_external_uq').on(t.dealerId, t.externalId),
    index('listings_active_type_idx').on(t.isActive, t.mobilityType),
    index('listings_brand_idx').on(t.brand),
    index('listings_updated_at_idx').on(t.updatedAt),
    // The alert job reads the listings added since a moment.
    index('listings_added_at_idx').on(t.addedAt),
    check('listings_mobility_type_check', sql.raw(`mobility_type in (${MOBILITY_TYPES.map((type) => `'${type}'`).join(', ')})`)),
  ],
);

export type DealerRow = typeof dealers.$inferSelect;
export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;

/** A visitor's request to a dealer (question, trade-in, test drive, reservation, lease, fault report). */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    /** contact, tradeIn, testDrive, reserve, lease or fault. */
    type: text('type').notNull(),
    // A lead outlives its listing: the dealer may still answer a question about a sold vehicle.
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    listingCode: text('listing_code').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The form's other fields, validated by the lead schema. */
    details: jsonb('details').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** The detail page the lead was sent from; the mail links to it, also when it is sent again later. */
    listingUrl: text('listing_url').notNull().default(''),
    /**
     * outbox: the dealer's mail is a row of mail_outbox (dedupe key lead:<id>; decision 019), which
     * says whether it went out. The other values, and the mail_* columns below, are from before the
     * outbox: sending, sent, failed (handed to the outbox by the lead jobs), undeliverable.
     */
    mailStatus: text('mail_status').notNull().default('pending'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    mailClaimedAt: timestamp('mail_claimed_at', { withTimezone: true }),
    nextMailAt: timestamp('next_mail_at', { withTimezone: true }),
    /** The mail server's answer to the last failed attempt. */
    mailError: text('mail_error'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_dealer_created_idx').on(t.dealerId, t.createdAt),
    index('leads_listing_idx').on(t.listingId),
    // The lead jobs' scan for leads left waiting by the retry job of before the outbox.
    index('leads_mail_due_idx').on(t.mailStatus, t.nextMailAt).where(sql`mail_status <> 'sent'`),
  ],
);

/** The trade-in photos of a lead: re-encoded JPEGs without metadata (no EXIF, no location), attached to the mail. */
export const leadPhotos = pgTable(
  'lead_photos',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [uniqueIndex('lead_photos_lead_position_uq').on(t.leadId, t.position)],
);

export type NewLeadRow = typeof leads.$inferInsert;

/**
 * Web events of product §7 (phone reveals, dialer displays, favourites, shares): the raw material of
 * the dealers' lead report. No visitor data beyond the correlation id of the request, if any.
 */
export const webEvents = pgTable(
  'web_events',
  {
    id: serial('id').primaryKey(),
    /** One of the spec's twelve event names. */
    event: text('event').notNull(),
    /** The vehicle id the browser sent; kept even when the listing is gone, so counts stay true. */
    vehicleId: integer('vehicle_id').notNull(),
    // Filled from the listing when it exists; a report per dealer needs no join with a sold listing.
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    customFields: jsonb('custom_fields').$type<Record<string, string | number | boolean>>().notNull().default(sql`'{}'::jsonb`),
    correlationId: text('correlation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('web_events_vehicle_created_idx').on(t.vehicleId, t.createdAt), index('web_events_dealer_created_idx').on(t.dealerId, t.createdAt)],
);

/**
 * Every price a listing has had (the import writes a row when the price changes): the cards' and
 * detail page's "Prijs verlaagd" and the favourites' price-drop mail read it.
 */
export const listingPrices = pgTable(
  'listing_prices',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.since] }), index('listing_prices_since_idx').on(t.since)],
);
