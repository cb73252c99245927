/**
 * What the public PHP client of the site we replace reads from a search answer, and the types it
 * reads them as (its JsonParser::mapListing and ::mapFacets, PHP with strict types: a string
 * parameter handed a number fails). Written from that client's documented behaviour, not copied.
 */
import { expect } from 'vitest';

export type Json = unknown;

type Kind = 'string' | 'int' | 'bool' | 'string[]' | 'object' | 'array';
const optional = (kind: Kind) => ({ kind, nullable: true }) as const;
const required = (kind: Kind) => ({ kind, nullable: false }) as const;
type Field = ReturnType<typeof optional> | ReturnType<typeof required>;

/** Where the client falls back to a default (`?? ''`, `?? []`), the field may be missing; if present, it must have the type. */
const LISTING: Record<string, Field> = {
  id: required('string'),
  mobilityType: required('string'),
  url: required('string'),
  friendlyUriPart: required('string'),
  externalAdvertisementUrl: optional('string'),
  imageUrl: optional('string'),
  title: required('string'),
  price: required('int'),
  isFinanceable: required('bool'),
  priceExcludesVat: required('bool'),
  vehicle: required('object'),
  company: required('object'),
};
const VEHICLE: Record<string, Field> = {
  type: required('string'),
  brand: required('string'),
  model: required('string'),
  mileage: required('int'),
  mileageUnit: required('string'),
  year: required('int'),
  month: optional('int'),
  fuelTypes: required('string[]'),
  color: optional('string'),
  bodyType: optional('string'),
  transmissionType: optional('string'),
  engineCapacity: optional('int'),
  enginePower: optional('int'),
  warranties: required('string[]'),
  certaintyKeys: required('string[]'),
  fullyServiced: required('bool'),
  hasBovagChecklist: required('bool'),
  bovagWarranty: optional('string'),
  hasReturnWarranty: required('bool'),
  servicedOnDelivery: required('bool'),
};
const COMPANY: Record<string, Field> = {
  name: required('string'),
  city: optional('string'),
  phoneNumber: optional('string'),
  websiteUrl: optional('string'),
  callTrackingCode: optional('string'),
};
const FACET: Record<string, Field> = {
  name: required('string'),
  label: required('string'),
  disabled: required('bool'),
  selected: required('bool'),
  hidden: required('bool'),
  options: required('array'),
  optionCategories: required('array'),
  selectedValues: required('array'),
};
const OPTION: Record<string, Field> = { name: required('string'), label: required('string'), count: optional('int'), selected: required('bool') };
/** A label that is its own i18n key ("field.doors", "vehicle:accessory.navigatie") is a missing Dutch label. */
const UNTRANSLATED = /^[a-zA-Z-]+[.:][a-zA-Z.:]+$/;

function expectOption(option: unknown, where: string): void {
  const record = expectFields(option, OPTION, where);
  expect(String(record.label), where).not.toMatch(UNTRANSLATED);
}

function hasKind(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'int':
      return Number.isInteger(value);
    case 'bool':
      return typeof value === 'boolean';
    case 'string[]':
      return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
  }
}

function expectFields(value: unknown, fields: Record<string, Field>, where: string): Record<string, unknown> {
  expect(hasKind(value, 'object'), where).toBe(true);
  const record = value as Record<string, unknown>;
  for (const [name, field] of Object.entries(fields)) {
    const entry = record[name];
    // `isset($x) ? … : null` and `$x ?? null`: a nullable field may also be missing.
    if ((entry === null || entry === undefined) && field.nullable) continue;
    expect(hasKind(entry, field.kind), `${where}.${name} is ${JSON.stringify(entry)}, the client reads ${field.kind}`).toBe(true);
  }
  return record;
}

export function expectClientReadsListing(item: unknown): void {
  const listing = expectFields(item, LISTING, 'listing');
  // MobilityType::fromApiValue throws on anything else; MileageUnit::tryFrom knows only kilometres.
  expect(['motor', 'auto', 'fiets', 'camper']).toContain(listing.mobilityType);
  expect(new URL(listing.url as string).protocol).toMatch(/^https?:$/);
  const vehicle = expectFields(listing.vehicle, VEHICLE, 'listing.vehicle');
  expect(vehicle.mileageUnit).toBe('kilometer');
  expect(vehicle.type).toBe(listing.mobilityType);
  expectFields(listing.company, COMPANY, 'listing.company');
}

export function expectClientReadsFacets(answer: unknown): void {
  const record = expectFields(answer, { count: required('int'), facets: required('array'), selectedFacets: required('array'), searchResultsPageUrl: required('string') }, 'facets');
  for (const facet of record.facets as unknown[]) {
    const entry = expectFields(facet, FACET, 'facet');
    const where = `facet ${String(entry.name)}`;
    for (const option of entry.options as unknown[]) expectOption(option, `${where} option`);
    for (const category of entry.optionCategories as unknown[]) {
      const group = expectFields(category, { label: required('string'), options: required('array') }, `${where} category`);
      for (const option of group.options as unknown[]) expectOption(option, `${where} category option`);
    }
    expect(String(entry.label), where).not.toMatch(UNTRANSLATED);
  }
}
