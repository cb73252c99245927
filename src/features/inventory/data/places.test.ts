import { describe, expect, it } from 'vitest';
import { PLACES, PROVINCES } from './places';

describe('Dutch places', () => {
  it('lists 150 to 250 distinct places in all twelve provinces', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(150);
    expect(PLACES.length).toBeLessThanOrEqual(250);
    expect(new Set(PLACES.map((place) => place.name)).size).toBe(PLACES.length);
    expect(new Set(PLACES.map((place) => place.province))).toEqual(new Set(PROVINCES));
  });

  it('gives each a four-digit postal range, coordinates inside the country and an area code', () => {
    for (const place of PLACES) {
      expect(place.postalFrom).toBeGreaterThanOrEqual(1000);
      expect(place.postalTo).toBeLessThanOrEqual(9999);
      expect(place.postalFrom).toBeLessThanOrEqual(place.postalTo);
      expect(place.lat).toBeGreaterThan(50.75);
      expect(place.lat).toBeLessThan(53.5);
      expect(place.lon).toBeGreaterThan(3.35);
      expect(place.lon).toBeLessThan(7.25);
      expect(place.areaCode).toMatch(/^0\d{2,3}$/);
    }
  });

  it('knows the well-known ones', () => {
    const find = (name: string) => PLACES.find((place) => place.name === name);
    expect(find('Utrecht')).toMatchObject({ postalFrom: 3511, areaCode: '030', province: 'Utrecht' });
    expect(find('Amersfoort')).toMatchObject({ postalFrom: 3811, areaCode: '033' });
    expect(find('Zwolle')).toMatchObject({ postalFrom: 8011, areaCode: '038' });
    expect(find('Groningen')).toMatchObject({ postalFrom: 9711, areaCode: '050' });
    expect(find('Eindhoven')).toMatchObject({ postalFrom: 5611, areaCode: '040' });
    expect(find('Maastricht')).toMatchObject({ postalFrom: 6211, areaCode: '043' });
    expect(find('Leeuwarden')).toMatchObject({ postalFrom: 8911, areaCode: '058' });
    expect(find('Amsterdam')).toMatchObject({ areaCode: '020' });
    expect(find('Rotterdam')).toMatchObject({ areaCode: '010' });
  });
});
