import { describe, expect, it } from 'vitest';
import { detailPath, friendlyUriPart, toListItem, type ListItemRow } from './list-item';

const row: ListItemRow = {
  id: 11,
  code: 'ab12cd3',
  mobilityType: 'car',
  kind: 'personenwagen',
  title: 'Škoda Octavia Combi 1.5 TSI Business Edition Plus — trekhaak, navigatie, stoelverwarming',
  price: 1_899_550,
  priceExcludesVat: false,
  photos: ['car-stationwagen-wit-front', 'car-detail-dashboard'],
  isActive: true,
  addedAt: new Date('2026-10-01T08:00:00Z'),
  brand: 'Škoda',
  model: 'Octavia',
  variant: 'Combi 1.5 TSI',
  mileage: 10_000,
  mileageUnit: 'mijl',
  year: 2021,
  month: 5,
  bodyType: 'stationwagen',
  fuelTypes: ['benzine'],
  engineCapacity: 1498,
  frameHeight: null,
  frameMaterial: null,
  frameType: null,
  wheelSize: null,
  gearCount: 7,
  bicycleGears: null,
  brakeType: null,
  driveType: null,
  batteryPosition: null,
  batteryCapacity: null,
  batteryType: null,
  maximumMass: null,
  emptyMass: null,
  berths: null,
  powerKw: 110,
  transmission: 'automatisch',
  hasNapWeblabel: true,
  warrantyTypes: ['bovag12maanden'],
  certainties: ['puntencheck40'],
  financingProvider: ' ',
  dealerId: 3,
  dealerName: 'Autobedrijf Zwolle',
  dealerCity: 'Zwolle',
  dealerPhone: '038 123 45 67',
  dealerCallTrackingCode: null,
};

describe('list items', () => {
  it('writes a readable detail path of at most ten words that ends in the code', () => {
    expect(friendlyUriPart(row.title, row.code)).toBe('skoda-octavia-combi-1-5-tsi-business-edition-plus-trekhaak-ab12cd3');
    expect(friendlyUriPart('—', 'ab12cd3')).toBe('ab12cd3');
    expect(detailPath('caramper', 'Knaus Sport 500', 'zz99yy1')).toBe('/kampeervoertuig/aanbod/knaus-sport-500-zz99yy1');
  });

  it('maps a row to the spec shape: euros, kilometres, first photo, dealer', () => {
    const item = toListItem(row, 12.5);
    expect(item).toMatchObject({
      price: 18_995.5,
      imageUrl: '/media/car-stationwagen-wit-front',
      photoCount: 2,
      detailUrl: '/auto/aanbod/skoda-octavia-combi-1-5-tsi-business-edition-plus-trekhaak-ab12cd3',
      company: { id: 3, city: 'Zwolle', phoneNumber: '038 123 45 67', callTrackingCode: null },
      vehicle: { brand: 'Škoda', type: 'Combi 1.5 TSI', mileage: 16_093, gearCount: 7 },
      financeable: false,
      distanceKm: 12.5,
      addedAt: '2026-10-01T08:00:00.000Z',
    });
  });

  it('has no mileage for a bicycle without an odometer, and prefers its own gear count', () => {
    const item = toListItem({ ...row, mobilityType: 'bicycle', mileage: 0, mileageUnit: 'kilometer', bicycleGears: 8, photos: [] });
    expect(item.vehicle.mileage).toBeNull();
    expect(item.vehicle.gearCount).toBe(8);
    expect(item.imageUrl).toBeNull();
    expect(item.detailUrl.startsWith('/fiets/aanbod/')).toBe(true);
  });
});
