import { describe, expect, it } from 'vitest';
import { toSearchDocument, type SearchableListing } from './to-search-document';
import type { MobilityType } from '@/lib/vehicle/enums';

const row: SearchableListing = {
  id: 7,
  code: 'ab12cd3',
  dealerId: 42,
  isActive: true,
  addedAt: new Date('2025-06-01T10:00:00Z'),
  mobilityType: 'car',
  kind: 'personenwagen',
  condition: 'occasion',
  usageState: 'gebruikt',
  title: 'Volkswagen Golf 1.5 TSI Highline',
  price: 1_995_000,
  financingProvider: 'Findio',
  photos: ['a', 'b', 'c'],
  brand: 'Volkswagen',
  model: 'Golf',
  variant: '1.5 TSI Highline',
  bodyType: 'hatchback',
  colour: 'grijs',
  year: 2019,
  month: 4,
  modelYear: 2019,
  mileage: 62_000,
  mileageUnit: 'kilometer',
  hasNapWeblabel: true,
  fuelTypes: ['benzine', 'benzine', 'plutonium'],
  energyLabel: 'b',
  transmission: 'automatisch',
  powerKw: 110,
  engineCapacity: 1498,
  driveWheels: 'voorwiel',
  drivingLicence: null,
  frameHeight: null,
  frameMaterial: null,
  frameType: null,
  brakeType: null,
  batteryPosition: null,
  driveType: null,
  batteryCapacity: null,
  motorBrand: null,
  maximumMass: null,
  emptyMass: null,
  berths: null,
  lengthCm: null,
  bedLayout: null,
  kitchenLayout: null,
  seatingLayout: null,
  warrantyTypes: ['bovag12maanden'],
  certainties: ['afleverbeurt', 'nonsense'],
  doors: 5,
  seats: 5,
  gearCount: 7,
  bicycleGears: null,
  cylinders: 4,
  leasePricePerMonth: 34_950,
  imported: true,
  options: ['Navigatiesysteem', 'Parkeersensoren achter', 'Parkeersensoren voor', 'Afneembare trekhaak', 'Regensensor'],
  priceExcludesVat: true,
};
const utrecht = { latitude: 52.09, longitude: 5.12 };

describe('toSearchDocument', () => {
  it('maps a listing row and its dealer location', () => {
    expect(toSearchDocument(row, utrecht)).toMatchObject({
      id: 7,
      code: 'ab12cd3',
      dealerId: 42,
      mobilityType: 'car',
      brand: 'Volkswagen',
      fuel: ['benzine'],
      certainties: ['afleverbeurt'],
      warrantyTypes: ['bovag12maanden'],
      price: 1_995_000,
      mileage: 62_000,
      latitude: 52.09,
      longitude: 5.12,
      addedAt: Date.parse('2025-06-01T10:00:00Z'),
      hasNap: true,
      financeable: true,
      photosCount: 3,
    });
  });

  it('maps the facts of the old site\'s filters: power in pk, counts, lease, import, accessories, flags', () => {
    expect(toSearchDocument(row, utrecht)).toMatchObject({
      powerKw: 110,
      powerPk: 150,
      doors: 5,
      seats: 5,
      gears: 7,
      cylinders: 4,
      leasePrice: 350,
      imported: 'ja',
      accessories: ['navigatie', 'parkeersensoren', 'trekhaak'],
      vatDeductible: true,
      pluginHybrid: false,
    });
    const bicycle = toSearchDocument({ ...row, mobilityType: 'bicycle', kind: 'ebike', gearCount: null, bicycleGears: 8, leasePricePerMonth: null, imported: false }, utrecht);
    expect(bicycle).toMatchObject({ gears: 8, leasePrice: null, imported: 'nee' });
    expect(toSearchDocument({ ...row, fuelTypes: ['hybride', 'elektriciteit'] }, utrecht)?.pluginHybrid).toBe(true);
    expect(toSearchDocument({ ...row, fuelTypes: ['hybride'] }, utrecht)?.pluginHybrid).toBe(false);
    expect(toSearchDocument({ ...row, fuelTypes: ['elektriciteit'] }, utrecht)?.pluginHybrid).toBe(false);
  });

  it('drops values outside the vocabulary instead of failing', () => {
    const document = toSearchDocument({ ...row, colour: 'paars', bodyType: 'ruimteschip', kind: 'tank' }, utrecht);
    expect(document).toMatchObject({ colour: null, bodyType: null, kind: 'personenwagen' });
  });

  it('converts miles to kilometres and treats a bicycle odometer of 0 as none', () => {
    expect(toSearchDocument({ ...row, mileage: 10_000, mileageUnit: 'mijl' }, utrecht)?.mileage).toBe(16_093);
    expect(toSearchDocument({ ...row, mobilityType: 'bicycle', kind: 'ebike', mileage: 0 }, utrecht)?.mileage).toBeNull();
  });

  it('leaves inactive listings and unknown mobility types out', () => {
    expect(toSearchDocument({ ...row, isActive: false }, utrecht)).toBeNull();
    // The column's check refuses such a row; a document is still never built from one.
    expect(toSearchDocument({ ...row, mobilityType: 'boot' as MobilityType }, utrecht)).toBeNull();
  });

  it('counts a listing as financeable only with a financing provider', () => {
    expect(toSearchDocument({ ...row, financingProvider: null }, utrecht)?.financeable).toBe(false);
    expect(toSearchDocument({ ...row, financingProvider: ' ' }, utrecht)?.financeable).toBe(false);
  });
});
