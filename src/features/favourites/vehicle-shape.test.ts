import { describe, expect, it } from 'vitest';
import { listItem as listItemFixture } from '@/features/vehicle-card/testing';
import { assertFavouriteVehicle, favouriteListItem, favouriteVehicleKind, VEHICLE_SHAPE_ERROR } from './vehicle-shape';

const detail = {
  id: 7,
  advertisement: {
    title: 'Volkswagen Golf',
    financing: { provider: null },
    company: { id: 3, name: 'Autobedrijf', address: { postalCode: '1234AB', city: 'Utrecht' }, review: { rating: 4.5 } },
    priceExcludesVat: false,
  },
  vehicle: {
    general: { brand: 'Volkswagen', model: 'Golf', bodyType: 'hatchback', vehicleType: 'personenwagen' },
    fuel: { primaryFuelType: 'benzine', secondaryFuelType: null, energyLabel: 'b' },
    history: { productionYear: 2019, productionMonth: 3, mileage: 81000 },
    financial: { price: 17950 },
  },
};

describe('favouriteVehicleKind', () => {
  it('recognises a list item, also the slim one a card passes', () => {
    const item = listItemFixture();
    expect(favouriteVehicleKind(item)).toBe('listItem');
    expect(favouriteVehicleKind(favouriteListItem(item))).toBe('listItem');
  });

  it('recognises the detail model', () => {
    expect(favouriteVehicleKind(detail)).toBe('detail');
  });

  it.each([
    ['null', null],
    ['a number', 7],
    ['an id alone', { id: 7 }],
    ['a list item without its vehicle', { id: 7, title: 'x', price: 1, mobilityType: 'car', company: {} }],
    ['a detail without a price', { ...detail, vehicle: { ...detail.vehicle, financial: {} } }],
    ['an array', [detail]],
  ])('throws the spec error for %s', (_label, value) => {
    expect(() => favouriteVehicleKind(value)).toThrow(new Error(VEHICLE_SHAPE_ERROR));
    expect(() => assertFavouriteVehicle(value)).toThrow('Provided vehicle does not conform with the model');
  });
});
