import { describe, expect, it } from 'vitest';
import { createDisplayNames } from './display-names';
import { rdwFuelRows, rdwVehicleRows } from './rdw-rows';
import { parseRdwDate, toRegisteredVehicle } from './to-registered-vehicle';

const names = createDisplayNames([{ name: 'Volkswagen', models: ['Golf'] }, { name: 'Toyota', models: ['Yaris'] }, { name: 'Hobby', models: ['De Luxe'] }]);

/** As RDW sends them: strings throughout, many more fields than we read. */
const [golf = rdwVehicleRows.element.parse({ kenteken: '' })] = rdwVehicleRows.parse([
  {
    kenteken: 'GHJK12',
    voertuigsoort: 'Personenauto',
    merk: 'VOLKSWAGEN',
    handelsbenaming: 'GOLF VARIANT',
    vervaldatum_apk: '20260412',
    datum_registratie: '20170315',
    datum_eerste_toelating: '20170315',
    datum_eerste_toelating_dt: '2017-03-15T00:00:00.000',
    inrichting: 'stationwagen',
    eerste_kleur: 'GRIJS',
    tweede_kleur: 'Niet geregistreerd',
    aantal_zitplaatsen: '5',
    aantal_deuren: '5',
    cilinderinhoud: '1498',
    massa_ledig_voertuig: '1262',
    catalogusprijs: '32990',
    wam_verzekerd: 'Ja',
  },
]);

describe('a registry answer in our terms', () => {
  it('maps a petrol car', () => {
    const fuels = rdwFuelRows.parse([{ kenteken: 'GHJK12', brandstof_volgnummer: '1', brandstof_omschrijving: 'Benzine', nettomaximumvermogen: '96.00', emissiecode_omschrijving: '6' }]);
    expect(toRegisteredVehicle(golf, fuels, names)).toEqual({
      plate: 'GHJK12',
      voertuigsoort: 'Personenauto',
      mobilityType: 'car',
      kind: 'personenwagen',
      brand: 'Volkswagen',
      registeredModel: 'Golf Variant',
      firstRegistration: { year: 2017, month: 3, day: 15 },
      fuels: ['benzine'],
      powerKw: 96,
      bodyType: 'stationwagen',
      colour: 'Grijs',
      seats: 5,
      doors: 5,
      engineCapacity: 1498,
      emptyMass: 1262,
      catalogPrice: 32990,
    });
  });

  it('makes a hybrid of petrol and electricity, a plug-in when the registry says so', () => {
    const rows = (hybridClass?: string) =>
      rdwFuelRows.parse([
        { kenteken: 'GHJK12', brandstof_volgnummer: '2', brandstof_omschrijving: 'Elektriciteit', netto_max_vermogen_elektrisch: '60.00', ...(hybridClass ? { klasse_hybride_elektrisch_voertuig: hybridClass } : {}) },
        { kenteken: 'GHJK12', brandstof_volgnummer: '1', brandstof_omschrijving: 'Benzine', nettomaximumvermogen: '85.00', ...(hybridClass ? { klasse_hybride_elektrisch_voertuig: hybridClass } : {}) },
      ]);
    expect(toRegisteredVehicle(golf, rows(), names)).toMatchObject({ fuels: ['hybride'], powerKw: 85 });
    expect(toRegisteredVehicle(golf, rows('NOVC-HEV'), names)).toMatchObject({ fuels: ['hybride'] });
    expect(toRegisteredVehicle(golf, rows('OVC-HEV'), names)).toMatchObject({ fuels: ['hybride', 'elektriciteit'] });
  });

  it('takes an electric car power from its electric motor', () => {
    const fuels = rdwFuelRows.parse([{ kenteken: 'GHJK12', brandstof_omschrijving: 'Elektriciteit', netto_max_vermogen_elektrisch: '150.00' }]);
    expect(toRegisteredVehicle(golf, fuels, names)).toMatchObject({ fuels: ['elektriciteit'], powerKw: 150 });
  });

  it('keeps petrol and LPG, and knows caravans, campers and motorcycles', () => {
    const lpg = rdwFuelRows.parse([
      { kenteken: 'GHJK12', brandstof_omschrijving: 'Benzine', nettomaximumvermogen: '70' },
      { kenteken: 'GHJK12', brandstof_omschrijving: 'LPG', nettomaximumvermogen: '66' },
    ]);
    expect(toRegisteredVehicle(golf, lpg, names)).toMatchObject({ fuels: ['benzine', 'gas'], powerKw: 70 });
    const caravan = { ...golf, voertuigsoort: 'Aanhangwagen', merk: 'HOBBY', handelsbenaming: 'DE LUXE', inrichting: 'caravan', aantal_zitplaatsen: undefined, cilinderinhoud: undefined };
    expect(toRegisteredVehicle(caravan, [], names)).toMatchObject({ mobilityType: 'caramper', kind: 'caravan', brand: 'Hobby', registeredModel: 'De Luxe', fuels: [], powerKw: null, seats: null, engineCapacity: null });
    expect(toRegisteredVehicle({ ...golf, inrichting: 'kampeerwagen' }, [], names)).toMatchObject({ mobilityType: 'caramper', kind: 'camper' });
    expect(toRegisteredVehicle({ ...golf, voertuigsoort: 'Motorfiets', inrichting: 'Niet geregistreerd' }, [], names)).toMatchObject({ mobilityType: 'motor', kind: 'motor', bodyType: null });
    expect(toRegisteredVehicle({ ...golf, voertuigsoort: 'Aanhangwagen', inrichting: 'open laadvloer' }, [], names)).toMatchObject({ mobilityType: null, kind: null });
  });

  it('cannot show a vehicle without make or a real first registration', () => {
    expect(toRegisteredVehicle({ ...golf, merk: '' }, [], names)).toBeNull();
    expect(toRegisteredVehicle({ ...golf, datum_eerste_toelating: '20170231' }, [], names)).toBeNull();
    expect(toRegisteredVehicle({ ...golf, datum_eerste_toelating: undefined }, [], names)).toBeNull();
  });

  it('reads RDW dates', () => {
    expect(parseRdwDate('20240229')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseRdwDate('20230229')).toBeNull();
    expect(parseRdwDate('2023-02-01')).toBeNull();
  });
});
