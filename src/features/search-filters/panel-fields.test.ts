import { describe, expect, it } from 'vitest';
import { ENUM_FILTERS } from '@/lib/search-request/fields';
import { MOBILITY_TYPES_WITH_ALL } from '@/lib/vehicle/enums';
import { enumOptions, fieldVocabulary, PANEL_FIELDS } from './panel-fields';

describe('panel fields', () => {
  it('lists each field once per mobility type', () => {
    for (const type of MOBILITY_TYPES_WITH_ALL) {
      const keys = PANEL_FIELDS[type].map((field) => ('key' in field ? field.key : field.type));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('offers only vocabulary values the schema knows', () => {
    for (const type of MOBILITY_TYPES_WITH_ALL) {
      for (const field of PANEL_FIELDS[type]) {
        if (field.type !== 'enum') continue;
        const known: readonly string[] = ENUM_FILTERS[field.key];
        for (const value of fieldVocabulary(field.key, type) ?? []) expect(known).toContain(value);
      }
    }
  });

  it('offers car body types on cars and bicycle kinds on bicycles', () => {
    expect(fieldVocabulary('bodyType', 'car')).toContain('hatchback');
    expect(fieldVocabulary('bodyType', 'car')).not.toContain('stadsfiets');
    expect(fieldVocabulary('kind', 'bicycle')).toEqual(['fiets', 'ebike', 'highSpeedEbike']);
    expect(fieldVocabulary('fuel', 'alle')).toBeNull();
  });

  it('offers the frame height range on bicycles only', () => {
    const hasFrameHeight = (type: (typeof MOBILITY_TYPES_WITH_ALL)[number]) => PANEL_FIELDS[type].some((field) => field.type === 'range' && field.key === 'frameHeight');
    expect(MOBILITY_TYPES_WITH_ALL.filter(hasFrameHeight)).toEqual(['bicycle']);
  });
});

describe('the e-bike and camping filters (decision 033)', () => {
  const keysOf = (type: (typeof MOBILITY_TYPES_WITH_ALL)[number]) => PANEL_FIELDS[type].flatMap((field) => ('key' in field ? [field.key] : []));

  it('offers battery capacity and motor position on bicycles only', () => {
    expect(MOBILITY_TYPES_WITH_ALL.filter((type) => keysOf(type).includes('batteryCapacity'))).toEqual(['bicycle']);
    expect(MOBILITY_TYPES_WITH_ALL.filter((type) => keysOf(type).includes('driveType'))).toEqual(['bicycle']);
  });

  it('offers berths, length and maximum mass on caravans and campers only', () => {
    for (const key of ['berths', 'lengthCm', 'maximumMass']) expect(MOBILITY_TYPES_WITH_ALL.filter((type) => keysOf(type).includes(key as never))).toEqual(['caramper']);
  });
});

describe('enumOptions', () => {
  it('keeps vocabulary values without listings at 0, in vocabulary order', () => {
    expect(enumOptions(['benzine', 'diesel', 'hybride'], [{ value: 'hybride', count: 4 }, { value: 'benzine', count: 9 }], ['diesel'])).toEqual([
      { value: 'benzine', count: 9, selected: false },
      { value: 'diesel', count: 0, selected: true },
      { value: 'hybride', count: 4, selected: false },
    ]);
  });

  it('lists only counted or selected values without a vocabulary', () => {
    expect(enumOptions(null, [{ value: 'diesel', count: 2 }], ['gas'])).toEqual([
      { value: 'diesel', count: 2, selected: false },
      { value: 'gas', count: 0, selected: true },
    ]);
  });
});
