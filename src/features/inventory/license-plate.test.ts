import { describe, expect, it } from 'vitest';
import { normalizePlate, sideCodeOf } from '@/lib/vehicle/license-plate';
import { LICENSE_PLATE_PATTERN, licensePlate } from './license-plate';
import { createRandom } from './random';

describe('Dutch licence plates', () => {
  const random = createRandom(11);

  it.each([
    [2005, /^\d{2}-[A-Z]{2}-[A-Z]{2}$/],
    [2010, /^\d{2}-[A-Z]{3}-\d$/],
    [2014, /^\d-[A-Z]{3}-\d{2}$/],
    [2017, /^[A-Z]{2}-\d{3}-[A-Z]$/],
    [2021, /^[A-Z]-\d{3}-[A-Z]{2}$/],
    [2024, /^[A-Z]{3}-\d{2}-[A-Z]$/],
    [2026, /^[A-Z]-\d{2}-[A-Z]{3}$/],
  ])('uses the side code of %i', (year, pattern) => {
    const plate = licensePlate(random, year, null);
    expect(plate).toMatch(pattern);
    expect(plate).toMatch(LICENSE_PLATE_PATTERN);
    expect(plate).not.toMatch(/[AEIOUCQ]/);
    expect(normalizePlate(plate)).toBe(plate.replaceAll('-', ''));
  });

  it('makes plates the registry module accepts, for every year and prefix', () => {
    for (let year = 1985; year <= 2026; year++) {
      for (const prefix of [null, 'V', 'M', 'W'] as const) {
        const plate = licensePlate(random, year, prefix);
        expect(plate).toMatch(LICENSE_PLATE_PATTERN);
        expect(sideCodeOf(plate)).not.toBeNull();
      }
    }
  });

  it('checks import files against the exact display forms', () => {
    expect('K-123-BD').toMatch(LICENSE_PLATE_PATTERN);
    expect('K123BD').not.toMatch(LICENSE_PLATE_PATTERN);
    expect('KB-1-234').not.toMatch(LICENSE_PLATE_PATTERN);
  });

  it('starts vans with V, motorcycles with M and trailers with W', () => {
    expect(licensePlate(random, 2017, 'V')).toMatch(/^V[A-Z]-\d{3}-[A-Z]$/);
    expect(licensePlate(random, 2005, 'M')).toMatch(/^M/);
    expect(licensePlate(random, 2021, 'W')).toMatch(/^W-\d{3}-[A-Z]{2}$/);
  });
});
