/** Hand-made listings for the engine's example-based tests. */
import { normaliseSearchRequest, type SearchRequest, type SearchRequestInput } from '@/lib/search-request/schema';
import { kwToPk } from '@/lib/vehicle/enums';
import type { SearchDocument } from '../document';

export const FIXTURE_NOW = Date.UTC(2025, 5, 15, 10, 0);
const DAY = 86_400_000;

export const UTRECHT = { latitude: 52.0907, longitude: 5.1214 };
export const AMSTERDAM = { latitude: 52.3676, longitude: 4.9041 };
export const GRONINGEN = { latitude: 53.2194, longitude: 6.5665 };

let nextId = 1;

/** A listing; its power in pk follows its power in kW unless given. */
export function listing(overrides: Partial<SearchDocument> = {}): SearchDocument {
  const id = overrides.id ?? nextId++;
  const powerKw = overrides.powerKw === undefined ? 85 : overrides.powerKw;
  const brand = overrides.brand ?? 'Volkswagen';
  const model = overrides.model ?? 'Golf';
  return {
    id,
    code: `ab${String(id).padStart(5, '0')}`,
    mobilityType: 'car',
    kind: 'personenwagen',
    brand,
    model,
    variant: null,
    title: `${brand} ${model}`,
    bodyType: 'hatchback',
    fuel: ['benzine'],
    transmission: 'handgeschakeld',
    colour: 'zwart',
    condition: 'occasion',
    usageState: 'gebruikt',
    energyLabel: null,
    drivingLicence: null,
    driveWheels: null,
    motorBrand: null,
    frameMaterial: null,
    frameType: null,
    brakeType: null,
    batteryPosition: null,
    driveType: null,
    bedLayout: null,
    kitchenLayout: null,
    seatingLayout: null,
    warrantyTypes: [],
    certainties: [],
    price: 1_000_000,
    year: 2018,
    month: 6,
    modelYear: null,
    mileage: 80_000,
    powerKw,
    powerPk: powerKw === null ? null : kwToPk(powerKw),
    engineCapacity: 1400,
    batteryCapacity: null,
    frameHeight: null,
    maximumMass: null,
    emptyMass: null,
    berths: null,
    lengthCm: null,
    doors: 5,
    seats: 5,
    gears: 5,
    cylinders: 4,
    leasePrice: null,
    imported: 'nee',
    accessories: [],
    vatDeductible: false,
    pluginHybrid: false,
    dealerId: 1,
    priceRating: null,
    dealRatio: null,
    ...UTRECHT,
    addedAt: FIXTURE_NOW - 10 * DAY,
    hasNap: false,
    financeable: false,
    photosCount: 8,
    ...overrides,
  };
}

export function request(input: SearchRequestInput = {}): SearchRequest {
  return normaliseSearchRequest({ mobilityType: 'car', ...input });
}

export function daysAgo(days: number): number {
  return FIXTURE_NOW - days * DAY;
}
