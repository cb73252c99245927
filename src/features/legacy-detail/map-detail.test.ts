import { describe, expect, it } from 'vitest';
import type { DetailDealer } from '@/lib/vehicle/detail';
import { legacyCertaintyKeys, legacyDetail, mileageInKm, splitHouseNumber, type LegacyDetailInput } from './map-detail';
import { testCar as car, testDealer as dealer } from './test-listing';
import { readAsOldClient } from './testing';

const ORIGIN = 'https://www.example.nl';
const PATH = '/auto/aanbod/volkswagen-golf-1-5-tsi-highline-ab12cd3';
const JSON_LD = { '@context': 'https://schema.org', '@type': 'Car', name: car.title };

function map(listing: LegacyDetailInput['listing'] = car, owner: DetailDealer = dealer) {
  return legacyDetail({ listing, dealer: owner, origin: ORIGIN, path: PATH, jsonLd: JSON_LD });
}

describe('legacyDetail', () => {
  it('reads back through the old client as the listing it came from', () => {
    const read = readAsOldClient(JSON.parse(JSON.stringify(map())));
    expect(read).toMatchObject({
      id: '4711',
      title: 'Volkswagen Golf 1.5 TSI Highline',
      price: 19_850,
      description: 'Nette Golf, dealeronderhouden.',
      media: [
        { type: 'image', url: `${ORIGIN}/media/golf-1.webp` },
        { type: 'image', url: `${ORIGIN}/media/golf-2.webp` },
      ],
      licensePlate: 'GH-JK-12',
      externalNumber: null,
      priceExcludesVat: false,
      url: `${ORIGIN}${PATH}`,
      mobilityType: 'auto',
      isEligibleForVehicleReport: true,
      financingProvider: 'findio',
      leasePrice: 299,
      roadTax: 52,
      fuelConsumption: '5,4 l/100 km',
      bijtellingPercentage: null,
      returnWarrantyMileage: null,
      accessories: ['Navigatiesysteem', 'Parkeersensoren voor/achter'],
      optionGroups: [{ name: 'Opties en accessoires', options: ['Navigatiesysteem', 'Parkeersensoren voor/achter'] }],
    });
    expect(read.vehicle).toEqual({
      type: 'auto',
      brand: 'Volkswagen',
      model: 'Golf',
      mileage: 84_321,
      year: 2019,
      month: 3,
      fuelTypes: ['Benzine', 'Elektrisch'],
      color: 'Zwart',
      bodyType: 'hatchback',
      transmissionType: 'Handgeschakeld',
      engineCapacity: 1498,
      // 110 kW is 150 pk: one number, the pk the old site stated.
      enginePower: 150,
      warranties: ['bovag12maanden'],
      certaintyKeys: ['BovagChecklist40Point', 'ReturnWarranty', 'FullyServiced', 'BovagWarranty12Months'],
      fullyServiced: true,
      hasBovagChecklist: true,
      bovagWarranty: 'TwaalfMaanden',
      hasReturnWarranty: true,
      servicedOnDelivery: false,
      edition: '1.5 TSI Highline',
      condition: 'occasion',
      modelYear: 2020,
      frameType: null,
      primaryFuelType: 'benzine',
      secondaryFuelType: 'elektriciteit',
      isHybridVehicle: true,
      energyLabel: 'B',
      fuelConsumptionCombined: '5,4 l/100 km',
      gearCount: 6,
      isImported: false,
      hasNapLabel: true,
      wheelSize: null,
      emptyWeight: 1290,
      maxWeight: 1830,
      bedCount: null,
      sanitary: null,
    });
    expect(read.company).toEqual({
      name: 'Autobedrijf Vermeer',
      city: 'Kaatsheuvel',
      phoneNumber: '0416-373335',
      websiteUrl: 'https://www.autobedrijfvermeer.nl',
      callTrackingCode: 'AEN2100-9531',
      street: 'Stationsweg',
      postalCode: '5171 ZV',
      latitude: 51.6601,
      longitude: 5.0436,
      reviewScore: 4.8,
      reviewCount: 793,
      id: 90,
      houseNumber: '178',
      houseNumberExtension: 'a',
      countryCode: 'nl',
      isOpenNow: null,
      reviewProvider: null,
    });
  });

  it('writes prices the client parses: no currency sign or no-break space in the unit-less form', () => {
    const answer = map({ ...car, price: 1_985_050 });
    expect(answer.pageProps.vehicle.advertisement.price).toEqual({ label: 'Prijs', hasValue: true, formattedValue: '€ 19.850,50', formattedValueWithoutUnit: '19.850,50' });
    // The client rounds cents to whole euros.
    expect(readAsOldClient(answer).price).toBe(19_851);
    expect(answer.pageProps.vehicle.vehicle.financial.leasePrice.formattedValueWithoutUnit).toBe('299,-');
  });

  it('keeps every specification with a value, in the page order, under the old group names', () => {
    const groups = map().pageProps.vehicle.vehicle.specificationGroups;
    expect(groups).toEqual([
      {
        name: 'Algemeen',
        group: 'general',
        specifications: [
          { label: 'Merk', hasValue: true, formattedValue: 'Volkswagen' },
          { label: 'Kilometerstand', hasValue: true, formattedValue: '84.321 km' },
        ],
      },
      {
        name: 'Interieur en exterieur',
        group: 'interiorAndExterior',
        specifications: [
          { label: 'Kleur', hasValue: true, formattedValue: 'Zwart' },
          { label: 'Aantal deuren', hasValue: true, formattedValue: '5' },
        ],
      },
    ]);
  });

  it('says "no value" where we record nothing, never a guessed "Nee"', () => {
    const bare = map({
      ...car,
      variant: null,
      modelYear: null,
      licensePlate: null,
      leasePricePerMonth: null,
      roadTaxPerQuarter: null,
      financingProvider: null,
      fuelTypes: [],
      energyLabel: null,
      transmission: null,
      gearCount: null,
      powerKw: null,
      engineCapacity: null,
      fuelConsumption: null,
      options: [],
      photos: [],
    });
    const { advertisement, vehicle } = bare.pageProps.vehicle;
    expect(advertisement.financing).toEqual({ provider: 'none' });
    expect(advertisement.isEligibleForVehicleReport).toBe(false);
    expect(advertisement.certainties.hasBovagMaintenanceFree).toEqual({ label: 'BOVAG Onderhoudsvrij', hasValue: false, formattedValue: '' });
    for (const value of [vehicle.general.edition, vehicle.general.modelYear, vehicle.fuel.primaryFuelType, vehicle.fuel.isHybridVehicle, vehicle.technical.gearCount, vehicle.performance.enginePower, vehicle.financial.leasePrice, vehicle.financial.roadTax]) {
      expect(value.hasValue).toBe(false);
      expect(value.formattedValue).toBe('');
      expect(value).not.toHaveProperty('value');
    }
    expect(vehicle.optionGroups).toEqual([]);
    const read = readAsOldClient(bare);
    expect(read.vehicle.enginePower).toBeNull();
    expect(read.leasePrice).toBeNull();
    expect(read.financingProvider).toBe('none');
    expect(read.media).toEqual([]);
  });

  it('answers a bicycle, a motorcycle and a camper with their own fields', () => {
    const bike = readAsOldClient(
      map({
        ...car,
        mobilityType: 'bicycle',
        kind: 'ebike',
        bodyType: 'stadsfiets',
        mileage: 0,
        licensePlate: null,
        fuelTypes: [],
        powerKw: null,
        gearCount: null,
        bicycleGears: 8,
        frameType: 'lageInstap',
        wheelSize: 28,
        certainties: ['afleverbeurt', 'puntencheck40', 'omruilgarantie'],
        warrantyTypes: [],
      }),
    );
    expect(bike).toMatchObject({ mobilityType: 'fiets', isEligibleForVehicleReport: false, licensePlate: null });
    expect(bike.vehicle).toMatchObject({
      type: 'fiets',
      mileage: 0,
      gearCount: 8,
      frameType: 'Lage instap',
      wheelSize: '28 inch',
      hasNapLabel: null,
      isImported: null,
      isHybridVehicle: null,
      // Car schemes on a bicycle are not the association's promise: only the afleverbeurt remains.
      certaintyKeys: ['CarServicedOnDelivery'],
      servicedOnDelivery: true,
      hasReturnWarranty: false,
    });
    const motor = readAsOldClient(map({ ...car, mobilityType: 'motor', kind: 'motor', bodyType: 'tourer', mileage: 1000, mileageUnit: 'mijl' }));
    // Miles become kilometres: the client takes every mileage for kilometres.
    expect(motor.vehicle).toMatchObject({ type: 'motor', bodyType: 'tourer', mileage: 1609 });
    expect(motor.mobilityType).toBe('motor');
    const camper = readAsOldClient(map({ ...car, mobilityType: 'caramper', kind: 'camper', bodyType: 'camper', berths: 4, certainties: ['puntencheck30'] }));
    expect(camper.mobilityType).toBe('camper');
    expect(camper.vehicle).toMatchObject({ type: 'camper', bedCount: 4, certaintyKeys: ['BovagChecklist30Point', 'BovagWarranty12Months'] });
  });

  it('carries the JSON-LD as a string and the mobility type at the page level too', () => {
    const answer = map();
    expect(JSON.parse(answer.pageProps.vehicle.structuredData)).toEqual(JSON_LD);
    expect(answer.pageProps.mobilityType).toBe('auto');
  });

  it('leaves out a review rating the dealer does not have', () => {
    expect(map(car, { ...dealer, reviewRating: null, reviewCount: 0 }).pageProps.vehicle.advertisement.company.review).toEqual({ numberOfReviews: 0 });
  });
});

describe('helpers', () => {
  it('turns certainties and warranty types into the old keys once each', () => {
    expect(legacyCertaintyKeys({ mobilityType: 'car', certainties: ['garantie6maanden', 'afleverbeurt'], warrantyTypes: ['bovag6maanden', 'bovag24maanden', 'merkgarantie'] })).toEqual([
      'BovagWarranty6Months',
      'CarServicedOnDelivery',
      'BovagWarranty24Months',
    ]);
  });
  it('splits house numbers and converts miles', () => {
    expect(splitHouseNumber('12')).toEqual({ houseNumber: '12', houseNumberExtension: '' });
    expect(splitHouseNumber('12 - bis')).toEqual({ houseNumber: '12', houseNumberExtension: 'bis' });
    expect(splitHouseNumber('z/n')).toEqual({ houseNumber: 'z/n', houseNumberExtension: '' });
    expect(mileageInKm(100, 'mijl')).toBe(161);
    expect(mileageInKm(100, 'kilometer')).toBe(100);
  });
});
