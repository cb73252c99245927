import { describe, expect, it } from 'vitest';
import { analyticsProduct, productFromVehicle } from './product';

const listItem = {
  id: 1234,
  code: 'ab12cd3',
  mobilityType: 'car',
  title: 'Volkswagen Golf 1.5 TSI Highline',
  price: 18950,
  priceExcludesVat: false,
  company: { id: 77, name: 'Autobedrijf Van Dijk', city: 'Utrecht', phoneNumber: '030-1234567', callTrackingCode: null },
  vehicle: { brand: 'Volkswagen', model: 'Golf', type: '1.5 TSI Highline', bodyType: 'hatchback', fuelTypes: ['benzine'], transmission: 'automatisch' },
};

const detailModel = {
  id: 1234,
  highlights: ['Navigatie', 'Trekhaak'],
  advertisement: { title: 'Volkswagen Golf 1.5 TSI Highline', company: { id: 77, name: 'Autobedrijf Van Dijk', address: { postalCode: '3511 AA', city: 'Utrecht' } } },
  vehicle: {
    general: { brand: 'Volkswagen', model: 'Golf', bodyType: 'hatchback', vehicleType: 'Auto' },
    fuel: { primaryFuelType: 'benzine', secondaryFuelType: 'elektriciteit' },
    financial: { price: 18950.5 },
  },
};

describe('analytics product model (product §3)', () => {
  it('maps a list item', () => {
    expect(productFromVehicle(listItem)).toEqual({
      quantity: 1,
      name: 'Volkswagen Golf 1.5 TSI Highline',
      id: '1234',
      price: '18950.00',
      brand: 'Volkswagen',
      category: 'Auto/hatchback',
      variant: '1.5 TSI Highline, benzine, automatisch',
      dimension1: 'Golf',
      dimension2: 'benzine',
      dimension3: '77',
      dimension4: 'Utrecht',
    });
  });

  it('maps the detail model, with its highlights as the features', () => {
    expect(productFromVehicle(detailModel)).toEqual({
      quantity: 1,
      name: 'Volkswagen Golf 1.5 TSI Highline',
      id: '1234',
      price: '18950.50',
      brand: 'Volkswagen',
      category: 'Auto/hatchback',
      variant: 'Navigatie, Trekhaak, benzine, elektriciteit',
      dimension1: 'Golf',
      dimension2: 'benzine',
      dimension3: '77',
      dimension4: 'Utrecht',
    });
  });

  it.each([null, 42, 'x', [], { id: 1 }, { ...listItem, price: '18950' }, { ...listItem, vehicle: null }, { id: 1, advertisement: {}, vehicle: {} }])(
    'gives null for a vehicle of neither shape: %j',
    (vehicle) => {
      expect(productFromVehicle(vehicle)).toBeNull();
    },
  );

  it('leaves empty features out of the variant and an empty body type out of the category', () => {
    const product = analyticsProduct({ id: 1, name: 'Gazelle', price: 999, brand: 'Gazelle', model: 'Ultimate', vehicleType: 'Fiets', bodyType: '', features: ['', null, 'Shimano', undefined, ' '], fuel: '', companyId: 5, city: 'Zwolle' });
    expect(product.variant).toBe('Shimano');
    expect(product.category).toBe('Fiets');
  });
});

describe('detail page product', () => {
  it('takes the price from cents and the highlights as features', async () => {
    const { detailProduct } = await import('./detail-product');
    const product = detailProduct({
      listing: { id: 3, title: 'Hymer B 678', price: 5_995_050, brand: 'Hymer', model: 'B 678', mobilityType: 'caramper', bodyType: 'camper', highlights: ['Luifel'], fuelTypes: ['diesel'] },
      dealer: { id: 8, city: 'Assen' },
    });
    expect(product).toMatchObject({ id: '3', price: '59950.50', category: 'Kampeervoertuig/camper', variant: 'Luifel, diesel', dimension2: 'diesel', dimension3: '8', dimension4: 'Assen' });
  });
});
