import { describe, expect, it } from 'vitest';
import { MOBILITY_TYPES } from '@/lib/vehicle/enums';
import type { VisibleGroup } from '@/lib/vehicle/spec-groups';
import { detailSpecGroups, SPEC_LAYOUT, type DetailSpecGroupKey } from './spec-layout';

const label = (key: DetailSpecGroupKey) => `label:${key}`;
const specs = (...keys: string[]) => keys.map((key) => ({ key, label: key, value: `${key}-value` }));
const shape = (groups: ReturnType<typeof detailSpecGroups>) => groups.map((group) => [group.key, group.specifications.map((spec) => spec.key)]);

/** An e-bike as the feed stores it: colour under interior and exterior, motor and battery among the frame parts. */
const ebike: VisibleGroup[] = [
  { key: 'general', label: 'Algemeen', specifications: specs('brand', 'model', 'kind', 'bicycleBodyType') },
  { key: 'interiorExterior', label: 'Interieur en exterieur', specifications: specs('colour', 'colourName') },
  { key: 'bicycle', label: 'Fiets en aandrijving', specifications: specs('frameHeight', 'frameType', 'wheelSize', 'brakeType', 'driveType', 'motorBrand', 'batteryCapacity', 'batteryType') },
  { key: 'warranties', label: 'Garanties', specifications: specs('bovagWarranty') },
];

describe('detailSpecGroups', () => {
  it('gives an e-bike motor and battery, then frame and parts, and no interior', () => {
    expect(shape(detailSpecGroups('bicycle', ebike, label))).toEqual([
      ['general', ['brand', 'model', 'kind', 'bicycleBodyType']],
      ['motorBattery', ['driveType', 'motorBrand', 'batteryCapacity', 'batteryType']],
      ['frameParts', ['frameType', 'frameHeight', 'wheelSize', 'brakeType', 'colour', 'colourName']],
      ['warranties', ['bovagWarranty']],
    ]);
    expect(detailSpecGroups('bicycle', ebike, label).map((group) => group.label)).not.toContain('label:interiorExterior');
  });

  it('leaves a bicycle without a motor without the motor group', () => {
    const plain = ebike.map((group) => ({ ...group, specifications: group.specifications.filter((spec) => !['driveType', 'motorBrand', 'batteryCapacity', 'batteryType'].includes(spec.key)) }));
    expect(detailSpecGroups('bicycle', plain, label).map((group) => group.key)).toEqual(['general', 'frameParts', 'warranties']);
  });

  it('gives a camper its living space and its size and weight apart from the engine', () => {
    const camper: VisibleGroup[] = [
      { key: 'general', label: 'Algemeen', specifications: specs('brand', 'campingBodyType') },
      { key: 'interiorExterior', label: 'Interieur en exterieur', specifications: specs('colour', 'seats') },
      { key: 'engine', label: 'Motor en techniek', specifications: specs('fuel', 'power') },
      { key: 'camping', label: 'Indeling en gewicht', specifications: specs('berths', 'bedLayout', 'length', 'maximumMass') },
    ];
    expect(shape(detailSpecGroups('caramper', camper, label))).toEqual([
      ['general', ['brand', 'campingBodyType', 'colour']],
      ['living', ['berths', 'bedLayout', 'seats']],
      ['dimensions', ['length', 'maximumMass']],
      ['engine', ['fuel', 'power']],
    ]);
  });

  it('keeps a car as the feed groups it, labelled by the page', () => {
    const car: VisibleGroup[] = [
      { key: 'general', label: 'Algemeen', specifications: specs('brand', 'bodyType') },
      { key: 'interiorExterior', label: 'Interieur en exterieur', specifications: specs('colour', 'doors') },
      { key: 'engine', label: 'Motor en techniek', specifications: specs('fuel') },
    ];
    const groups = detailSpecGroups('car', car, label);
    expect(shape(groups)).toEqual([
      ['general', ['brand', 'bodyType']],
      ['interiorExterior', ['colour', 'doors']],
      ['engine', ['fuel']],
    ]);
    expect(groups[1]?.label).toBe('label:interiorExterior');
  });

  it('keeps a specification it does not know in the group the feed gave it, before the warranties', () => {
    const groups = detailSpecGroups('motor', [
      { key: 'general', label: 'Algemeen', specifications: specs('brand', 'seatHeight') },
      { key: 'warranties', label: 'Garanties', specifications: specs('bovagWarranty') },
      { key: 'dimensions', label: 'Afmetingen en gewicht', specifications: specs('wheelbase') },
    ], label);
    expect(shape(groups)).toEqual([
      ['general', ['brand', 'seatHeight']],
      ['dimensions', ['wheelbase']],
      ['warranties', ['bovagWarranty']],
    ]);
    expect(groups[1]?.label).toBe('Afmetingen en gewicht');
  });

  it('never shows a specification twice, whatever the type', () => {
    for (const type of MOBILITY_TYPES) {
      const every = [...new Set(Object.values(SPEC_LAYOUT).flatMap((layout) => layout.flatMap((group) => group.specs)))];
      const keys = detailSpecGroups(type, [{ key: 'general', label: 'Algemeen', specifications: specs(...every) }], label).flatMap((group) => group.specifications.map((spec) => spec.key));
      expect(keys.sort()).toEqual([...every].sort());
    }
  });
});
