/**
 * Which filters the panel shows for each mobility type, in what order, and which values each
 * offers. A value keeps its place (muted, with 0) when the current choice leaves no listing with
 * it, so the list does not jump under a person's finger; that needs a fixed vocabulary per type.
 */
import { ENUM_FILTERS, type EnumFilterKey } from '@/lib/search-request/fields';
import { CERTAINTIES_BY_MOBILITY } from '@/lib/vehicle/certainties';
import { BODY_TYPES_BY_MOBILITY, KINDS_BY_MOBILITY, type MobilityTypeOrAll } from '@/lib/vehicle/enums';
import type { BucketedRangeKey } from '@/search-engine/buckets';

/** The ranges the panel shows: those whose facets have buckets to build the selects from. */
export type RangeFilterKey = BucketedRangeKey;

export type PanelField =
  | { type: 'brand' }
  | { type: 'model' }
  | { type: 'range'; key: RangeFilterKey }
  | { type: 'enum'; key: EnumFilterKey }
  | { type: 'location' }
  | { type: 'addedSince' }
  | { type: 'flags' };

const range = (key: RangeFilterKey): PanelField => ({ type: 'range', key });
const enumField = (key: EnumFilterKey): PanelField => ({ type: 'enum', key });
const COMMON_TAIL: PanelField[] = [enumField('warrantyTypes'), enumField('certainties'), { type: 'location' }, { type: 'addedSince' }, { type: 'flags' }];

export const PANEL_FIELDS: Record<MobilityTypeOrAll, readonly PanelField[]> = {
  car: [
    { type: 'brand' },
    { type: 'model' },
    range('price'),
    enumField('priceRating'),
    range('buildYear'),
    range('mileage'),
    enumField('bodyType'),
    enumField('fuel'),
    enumField('transmission'),
    range('powerPk'),
    enumField('kind'),
    enumField('colour'),
    enumField('condition'),
    enumField('energyLabel'),
    enumField('driveWheels'),
    // Issue 20 (decision 037): the old site's car filters our listings hold.
    enumField('accessories'),
    range('leasePrice'),
    range('doors'),
    range('seats'),
    range('gears'),
    range('cylinders'),
    enumField('imported'),
    ...COMMON_TAIL,
  ],
  bicycle: [
    enumField('kind'),
    { type: 'brand' },
    { type: 'model' },
    range('price'),
    range('buildYear'),
    enumField('bodyType'),
    enumField('motorBrand'),
    enumField('driveType'),
    range('batteryCapacity'),
    enumField('batteryPosition'),
    enumField('frameType'),
    range('frameHeight'),
    enumField('frameMaterial'),
    enumField('brakeType'),
    range('gears'),
    range('leasePrice'),
    enumField('condition'),
    enumField('usageState'),
    ...COMMON_TAIL,
  ],
  motor: [
    { type: 'brand' },
    { type: 'model' },
    range('price'),
    enumField('priceRating'),
    range('buildYear'),
    range('mileage'),
    enumField('bodyType'),
    range('powerPk'),
    enumField('drivingLicence'),
    enumField('transmission'),
    enumField('colour'),
    enumField('condition'),
    range('cylinders'),
    range('gears'),
    enumField('accessories'),
    enumField('imported'),
    ...COMMON_TAIL,
  ],
  caramper: [
    enumField('kind'),
    { type: 'brand' },
    { type: 'model' },
    range('price'),
    enumField('priceRating'),
    range('buildYear'),
    range('mileage'),
    enumField('bodyType'),
    range('berths'),
    range('lengthCm'),
    range('maximumMass'),
    enumField('bedLayout'),
    enumField('kitchenLayout'),
    enumField('seatingLayout'),
    enumField('fuel'),
    enumField('transmission'),
    enumField('condition'),
    range('seats'),
    range('doors'),
    enumField('accessories'),
    enumField('imported'),
    ...COMMON_TAIL,
  ],
  alle: [
    enumField('kind'),
    { type: 'brand' },
    { type: 'model' },
    range('price'),
    enumField('priceRating'),
    range('buildYear'),
    range('mileage'),
    enumField('bodyType'),
    enumField('fuel'),
    enumField('transmission'),
    enumField('condition'),
    ...COMMON_TAIL,
  ],
};

/** Sections open on first sight: the choices most people make first. The rest open when set. */
export const OPEN_BY_DEFAULT = new Set<string>(['kind', 'brand', 'model', 'price', 'buildYear', 'mileage', 'bodyType', 'fuel']);

/**
 * The values a field offers for a mobility type, or null when only the values with listings
 * should show (every vehicle at once has no sensible fixed list).
 */
export function fieldVocabulary(key: EnumFilterKey, mobilityType: MobilityTypeOrAll): readonly string[] | null {
  if (mobilityType === 'alle') return null;
  switch (key) {
    case 'bodyType':
      return BODY_TYPES_BY_MOBILITY[mobilityType];
    case 'kind':
      return KINDS_BY_MOBILITY[mobilityType];
    case 'certainties':
      return CERTAINTIES_BY_MOBILITY[mobilityType];
    // Cars have every accessory of the list; a motorcycle or camper only a few: show those with listings.
    case 'accessories':
      return mobilityType === 'car' ? ENUM_FILTERS.accessories : null;
    default:
      return ENUM_FILTERS[key];
  }
}

export interface CountedOption {
  value: string;
  count: number;
  selected: boolean;
}

/**
 * The options of an enum field: the vocabulary with each value's count (0 when the facets do not
 * list it), then any value with listings or selected that the vocabulary does not have.
 */
export function enumOptions(
  vocabulary: readonly string[] | null,
  facet: readonly { value: string; count: number }[],
  selected: readonly string[],
): CountedOption[] {
  const counts = new Map(facet.map((option) => [option.value, option.count]));
  const values = vocabulary ? [...vocabulary] : [];
  for (const option of facet) if (!values.includes(option.value)) values.push(option.value);
  for (const value of selected) if (!values.includes(value)) values.push(value);
  return values.map((value) => ({ value, count: counts.get(value) ?? 0, selected: selected.includes(value) }));
}
