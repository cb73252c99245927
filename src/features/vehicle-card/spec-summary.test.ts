import { describe, expect, it } from 'vitest';
import { specSummary, summaryKind, type SummaryVehicle } from './spec-summary';
import { testTranslate } from '@/lib/i18n/test-translate';

const t = testTranslate();

const blank: SummaryVehicle = {
  kind: 'personenwagen',
  bodyType: 'hatchback',
  mileage: null,
  year: 2019,
  month: 3,
  fuelTypes: [],
  engineCapacity: null,
  frameHeight: null,
  frameMaterial: null,
  frameType: null,
  wheelSize: null,
  gearCount: null,
  brakeType: null,
  driveType: null,
  batteryPosition: null,
  batteryCapacity: null,
  batteryType: null,
  maximumMass: null,
  emptyMass: null,
  berths: null,
};
const vehicle = (overrides: Partial<SummaryVehicle>): SummaryVehicle => ({ ...blank, ...overrides });

describe('summaryKind', () => {
  it('splits bicycles into e-bikes, racing and mountain bikes, and the rest', () => {
    expect(summaryKind('bicycle', { kind: 'ebike', bodyType: 'mountainbike' })).toBe('ebike');
    expect(summaryKind('bicycle', { kind: 'highSpeedEbike', bodyType: 'stadsfiets' })).toBe('ebike');
    expect(summaryKind('bicycle', { kind: 'fiets', bodyType: 'racefiets' })).toBe('sportBike');
    expect(summaryKind('bicycle', { kind: 'fiets', bodyType: 'mountainbike' })).toBe('sportBike');
    expect(summaryKind('bicycle', { kind: 'fiets', bodyType: 'bakfiets' })).toBe('bike');
  });
  it('splits camping vehicles into campers and the rest', () => {
    expect(summaryKind('caramper', { kind: 'camper', bodyType: 'integraal' })).toBe('camper');
    expect(summaryKind('caramper', { kind: 'caravan', bodyType: 'caravan' })).toBe('camping');
    expect(summaryKind('caramper', { kind: 'vouwwagen', bodyType: 'vouwwagen' })).toBe('camping');
  });
});

describe('specSummary (product §9)', () => {
  it('cars: mileage, month-year, fuel types', () => {
    expect(specSummary('car', vehicle({ mileage: 123456, fuelTypes: ['benzine', 'elektriciteit'] }), t)).toEqual(['123.456 km', 'mrt 2019', 'Benzine / Elektrisch']);
  });
  it('motorcycles: mileage, month-year, engine capacity', () => {
    expect(specSummary('motor', vehicle({ kind: 'motor', bodyType: 'naked', mileage: 8200, year: 2021, month: 12, engineCapacity: 689 }), t)).toEqual([
      '8.200 km',
      'dec 2021',
      '689 cc',
    ]);
  });
  it('racing and mountain bikes: body type, frame height, frame material, gears, brakes', () => {
    const bike = vehicle({ kind: 'fiets', bodyType: 'racefiets', frameHeight: 56, frameMaterial: 'carbon', gearCount: 22, brakeType: 'hydraulischeSchijfrem' });
    expect(specSummary('bicycle', bike, t)).toEqual(['Racefiets', '56 cm', 'Carbon', '22 versnellingen', 'Hydraulische schijfrem']);
  });
  it('e-bikes: type, battery position, capacity, gears, drive type, battery type', () => {
    const ebike = vehicle({
      kind: 'ebike',
      bodyType: 'stadsfiets',
      batteryPosition: 'bagagedrager',
      batteryCapacity: 500,
      gearCount: 1,
      driveType: 'middenmotor',
      batteryType: 'lithiumIon',
    });
    expect(specSummary('bicycle', ebike, t)).toEqual(['Stadsfiets', 'In de bagagedrager', '500 Wh', '1 versnelling', 'Middenmotor', 'Lithium-ion']);
  });
  it('other bikes: body type, wheel size, frame type, gears, brakes', () => {
    const bike = vehicle({ kind: 'fiets', bodyType: 'stadsfiets', wheelSize: 28, frameType: 'lageInstap', gearCount: 7, brakeType: 'rollerbrake' });
    expect(specSummary('bicycle', bike, t)).toEqual(['Stadsfiets', '28 inch', 'Lage instap', '7 versnellingen', 'Rollerbrake']);
  });
  it('campers: mileage, month-year, maximum mass', () => {
    expect(specSummary('caramper', vehicle({ kind: 'camper', bodyType: 'integraal', mileage: 45000, maximumMass: 3500 }), t)).toEqual([
      '45.000 km',
      'mrt 2019',
      'max. 3.500 kg',
    ]);
  });
  it('other camping vehicles: month-year, maximum mass, empty mass', () => {
    expect(specSummary('caramper', vehicle({ kind: 'caravan', bodyType: 'caravan', maximumMass: 1500, emptyMass: 1180 }), t)).toEqual([
      'mrt 2019',
      'max. 1.500 kg',
      'leeg 1.180 kg',
    ]);
  });
  it('campers and caravans show their berths after the date (decision 033)', () => {
    expect(specSummary('caramper', vehicle({ kind: 'camper', bodyType: 'integraal', mileage: 45000, berths: 4, maximumMass: 3500 }), t)).toEqual([
      '45.000 km',
      'mrt 2019',
      '4 slaapplaatsen',
      'max. 3.500 kg',
    ]);
    expect(specSummary('caramper', vehicle({ kind: 'caravan', bodyType: 'caravan', berths: 1, maximumMass: 1500 }), t)).toEqual(['mrt 2019', '1 slaapplaats', 'max. 1.500 kg']);
    expect(specSummary('caramper', vehicle({ kind: 'vouwwagen', bodyType: 'vouwwagen', berths: 0 }), t)).toEqual(['mrt 2019']);
  });
  it('leaves out what a listing lacks instead of showing 0 or an empty label', () => {
    expect(specSummary('motor', vehicle({ kind: 'motor', mileage: null, engineCapacity: 0 }), t)).toEqual(['mrt 2019']);
    expect(specSummary('bicycle', vehicle({ kind: 'fiets', bodyType: 'stadsfiets' }), t)).toEqual(['Stadsfiets']);
  });
  it('keeps a zero mileage of a new car', () => {
    expect(specSummary('car', vehicle({ mileage: 0, fuelTypes: ['diesel'] }), t)).toEqual(['0 km', 'mrt 2019', 'Diesel']);
  });
});
