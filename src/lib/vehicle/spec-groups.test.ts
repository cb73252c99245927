import { describe, expect, it } from 'vitest';
import type { SpecificationGroup } from '@/db/schema';
import { visibleSpecGroups } from './spec-groups';

const spec = (key: string, formattedValue: string, hasValue = true): SpecificationGroup['specifications'][number] => ({
  key,
  label: key.toUpperCase(),
  value: hasValue ? formattedValue : null,
  formattedValue,
  hasValue,
});

describe('visibleSpecGroups', () => {
  it('keeps only specifications with a value and drops empty groups', () => {
    const groups: SpecificationGroup[] = [
      { key: 'general', label: 'Algemeen', specifications: [spec('brand', 'Volkswagen'), spec('variant', '', false), spec('colourName', '  ')] },
      { key: 'interiorExterior', label: 'Interieur en exterieur', specifications: [spec('doors', '', false)] },
    ];
    expect(visibleSpecGroups(groups)).toEqual([{ key: 'general', label: 'Algemeen', specifications: [{ key: 'brand', label: 'BRAND', value: 'Volkswagen' }] }]);
  });

  it('leaves out what the history section shows', () => {
    const groups: SpecificationGroup[] = [{ key: 'general', label: 'Algemeen', specifications: [spec('mileage', '12.000 km'), spec('ownerCount', '1 eigenaar'), spec('model', 'Golf')] }];
    expect(visibleSpecGroups(groups)[0]?.specifications.map((s) => s.key)).toEqual(['model']);
    expect(visibleSpecGroups(groups, { omit: new Set() })[0]?.specifications).toHaveLength(3);
  });

  it('puts groups in display order whatever order the feed used', () => {
    const groups: SpecificationGroup[] = [
      { key: 'warranties', label: 'Garanties', specifications: [spec('bovagWarranty', '12 maanden')] },
      { key: 'engine', label: 'Motor', specifications: [spec('fuel', 'Benzine')] },
      { key: 'general', label: 'Algemeen', specifications: [spec('brand', 'Kia')] },
    ];
    expect(visibleSpecGroups(groups).map((g) => g.key)).toEqual(['general', 'engine', 'warranties']);
  });
});
