import { describe, expect, it } from 'vitest';
import { FUEL_TYPES, KINDS_BY_MOBILITY, type FuelType } from './enums';
import { carBodyTypeFromRdw, fuelTypesFromRdw, rdwFuelsFor, rdwKindFor, rdwText, vehicleKindFromRdw } from './rdw-vocabulary';

const rows = (names: string[], hybridClass: string | null = null) => names.map((name) => ({ name, hybridClass }));

describe('the RDW vocabulary', () => {
  it('maps fuel rows to our fuels', () => {
    expect(fuelTypesFromRdw(rows(['Benzine']))).toEqual(['benzine']);
    expect(fuelTypesFromRdw(rows(['Diesel']))).toEqual(['diesel']);
    expect(fuelTypesFromRdw(rows(['Elektriciteit']))).toEqual(['elektriciteit']);
    expect(fuelTypesFromRdw(rows(['CNG']))).toEqual(['gas']);
    expect(fuelTypesFromRdw(rows(['Waterstof']))).toEqual(['waterstof']);
    expect(fuelTypesFromRdw(rows(['Benzine', 'LPG']))).toEqual(['benzine', 'gas']);
    expect(fuelTypesFromRdw(rows(['Benzine', 'Elektriciteit']))).toEqual(['hybride']);
    expect(fuelTypesFromRdw(rows(['Diesel', 'Elektriciteit'], 'OVC-HEV'))).toEqual(['hybride', 'elektriciteit']);
    expect(fuelTypesFromRdw(rows(['Waterstof', 'Elektriciteit']))).toEqual(['waterstof', 'elektriciteit']);
    expect(fuelTypesFromRdw(rows(['Kolen']))).toEqual(['overige']);
    expect(fuelTypesFromRdw([])).toEqual([]);
  });

  it.each<FuelType[]>([['benzine'], ['diesel'], ['elektriciteit'], ['hybride'], ['hybride', 'elektriciteit'], ['benzine', 'gas'], ['waterstof'], []])(
    'writes the fuel rows of %j so that reading them gives it back',
    (...fuels) => {
      const written = rdwFuelsFor(fuels);
      expect(fuelTypesFromRdw(written.names.map((name) => ({ name, hybridClass: written.hybridClass })))).toEqual(fuels);
    },
  );

  it('has a registry word for every fuel but hybrid, which is two rows', () => {
    for (const fuel of FUEL_TYPES) expect(rdwFuelsFor([fuel]).names.length).toBeGreaterThan(0);
  });

  it('writes and reads back every kind of vehicle that carries a plate', () => {
    const registered = [...KINDS_BY_MOBILITY.car, ...KINDS_BY_MOBILITY.motor, ...KINDS_BY_MOBILITY.caramper];
    for (const kind of registered) {
      const body = kind === 'bedrijfswagen' ? 'bedrijfswagen' : kind === 'motor' ? 'naked' : kind === 'caravan' || kind === 'vouwwagen' ? kind : 'hatchback';
      const written = rdwKindFor(kind, body);
      expect(vehicleKindFromRdw(written.voertuigsoort, written.inrichting).kind).toBe(kind);
    }
  });

  it('reads the vehicle sort and body as the registry writes them, in any case', () => {
    expect(vehicleKindFromRdw('PERSONENAUTO', 'Kampeerwagen')).toEqual({ mobilityType: 'caramper', kind: 'camper' });
    expect(vehicleKindFromRdw('Bedrijfsauto', 'kampeerwagen')).toEqual({ mobilityType: 'caramper', kind: 'camper' });
    expect(vehicleKindFromRdw('Aanhangwagen', 'vouwwagen')).toEqual({ mobilityType: 'caramper', kind: 'vouwwagen' });
    expect(vehicleKindFromRdw('Oplegger', 'gesloten opbouw')).toEqual({ mobilityType: null, kind: null });
    expect(vehicleKindFromRdw('Bromfiets', null)).toEqual({ mobilityType: null, kind: null });
  });

  it('knows our car body for the bodies the registry names', () => {
    expect(carBodyTypeFromRdw('Stationwagen')).toBe('stationwagen');
    expect(carBodyTypeFromRdw('MPV')).toBe('mpv');
    expect(carBodyTypeFromRdw('kampeerwagen')).toBeNull();
    expect(carBodyTypeFromRdw(null)).toBeNull();
  });

  it('reads the registry words for nothing as nothing', () => {
    expect(rdwText('Niet geregistreerd')).toBeNull();
    expect(rdwText('N.v.t.')).toBeNull();
    expect(rdwText(' GRIJS ')).toBe('GRIJS');
    expect(rdwText(undefined)).toBeNull();
  });
});
