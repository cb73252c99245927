/**
 * The comparison as rows: one row per specification any of the vehicles has, each cell as text,
 * rows whose values differ flagged, and the best value of a row marked where "best" is plain
 * (lowest price, lowest mileage, newest, most power, …). Pure: the page only lays it out.
 */
import type { SpecificationGroup } from '@/db/schema';
import type { ListItem } from '@/features/search';
import { visibleSpecGroups } from '@/lib/vehicle/spec-groups';
import { warrantyTags } from '@/features/vehicle-card';
import { formatMonthYear } from '@/lib/format/date';
import { formatMileage, formatPower, formatPrice, formatUnit } from '@/lib/format/number';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface CompareCell {
  text: string;
  best: boolean;
}

export interface CompareRow {
  key: string;
  label: string;
  cells: CompareCell[];
  differs: boolean;
}

interface Value {
  text: string;
  /** Higher is better; absent where a row has no "best". */
  score?: number;
}

type RowDefinition = [key: string, value: (item: ListItem, t: Translate) => Value | null];

const present = (value: number | null): value is number => value !== null && Number.isFinite(value) && value > 0;
const label = (t: Translate, group: string, value: string | null): Value | null => (value ? { text: t(`vehicle:${group}.${value}`, { defaultValue: value }) } : null);

const ROWS: RowDefinition[] = [
  ['price', (item) => ({ text: formatPrice(Math.round(item.price * 100)), score: -item.price })],
  ['mileage', (item) => (item.vehicle.mileage === null ? null : { text: formatMileage(item.vehicle.mileage), score: -item.vehicle.mileage })],
  ['firstRegistration', (item) => ({ text: formatMonthYear(item.vehicle.year, item.vehicle.month), score: item.vehicle.year * 12 + item.vehicle.month })],
  ['brand', (item) => ({ text: item.vehicle.brand })],
  ['model', (item) => ({ text: item.vehicle.model })],
  ['variant', (item) => (item.vehicle.type ? { text: item.vehicle.type } : null)],
  ['bodyType', (item, t) => label(t, 'bodyType', item.vehicle.bodyType)],
  ['fuel', (item, t) => (item.vehicle.fuelTypes.length ? { text: item.vehicle.fuelTypes.map((fuel) => t(`vehicle:fuel.${fuel}`, { defaultValue: fuel })).join(' / ') } : null)],
  ['transmission', (item, t) => label(t, 'transmission', item.vehicle.transmission)],
  ['power', (item) => (present(item.vehicle.powerKw) ? { text: formatPower(item.vehicle.powerKw), score: item.vehicle.powerKw } : null)],
  ['engineCapacity', (item) => (present(item.vehicle.engineCapacity) ? { text: formatUnit(item.vehicle.engineCapacity, 'cc') } : null)],
  ['frameHeight', (item) => (present(item.vehicle.frameHeight) ? { text: formatUnit(item.vehicle.frameHeight, 'cm') } : null)],
  ['frameMaterial', (item, t) => label(t, 'frameMaterial', item.vehicle.frameMaterial)],
  ['frameType', (item, t) => label(t, 'frameType', item.vehicle.frameType)],
  ['wheelSize', (item) => (present(item.vehicle.wheelSize) ? { text: formatUnit(item.vehicle.wheelSize, 'inch', 1) } : null)],
  ['gears', (item) => (present(item.vehicle.gearCount) ? { text: String(item.vehicle.gearCount) } : null)],
  ['brakeType', (item, t) => label(t, 'brakeType', item.vehicle.brakeType)],
  ['driveType', (item, t) => label(t, 'bicycleDriveType', item.vehicle.driveType)],
  ['batteryPosition', (item, t) => label(t, 'batteryPosition', item.vehicle.batteryPosition)],
  ['batteryCapacity', (item) => (present(item.vehicle.batteryCapacity) ? { text: formatUnit(item.vehicle.batteryCapacity, 'Wh'), score: item.vehicle.batteryCapacity } : null)],
  ['batteryType', (item, t) => label(t, 'batteryType', item.vehicle.batteryType)],
  ['maximumMass', (item) => (present(item.vehicle.maximumMass) ? { text: formatUnit(item.vehicle.maximumMass, 'kg') } : null)],
  ['emptyMass', (item) => (present(item.vehicle.emptyMass) ? { text: formatUnit(item.vehicle.emptyMass, 'kg') } : null)],
  [
    'warranty',
    (item, t) => {
      const tags = warrantyTags(item.mobilityType, item.warrantyTypes, item.certainties);
      const labels = tags.map((tag) => t(tag.kind === 'warranty' ? `vehicle:warrantyType.${tag.value}` : `vehicle:maintenanceTag.${tag.value}`));
      return labels.length ? { text: labels.join(', ') } : null;
    },
  ],
  ['nap', (item, t) => (item.mobilityType === 'bicycle' ? null : { text: t(item.hasNapWeblabel ? 'compare.yes' : 'compare.no'), score: item.hasNapWeblabel ? 1 : 0 })],
  ['dealer', (item) => ({ text: `${item.company.name}, ${item.company.city}` })],
];

/** Detail specifications the rows above already show (or that only identify one listing). */
const COVERED_SPEC_KEYS: ReadonlySet<string> = new Set([
  'brand', 'model', 'variant', 'bodyType', 'motorBodyType', 'bicycleBodyType', 'campingBodyType', 'year', 'firstRegistration', 'mileage', 'napLabel', 'licensePlate', 'fuel', 'engineCapacity', 'power',
  'transmission', 'gearCount', 'bicycleGears', 'frameHeight', 'frameMaterial', 'frameType', 'wheelSize', 'brakeType', 'driveType',
  'batteryPosition', 'batteryCapacity', 'batteryType', 'emptyMass', 'maximumMass', 'bovagWarranty', 'factoryWarranty', 'brandWarranty',
]);

/**
 * Every other specification of the detail pages (colour, doors, APK, energy label, berths, …),
 * one row per specification any vehicle has, in the detail page's group order.
 */
export function specificationRows(groupsPerItem: readonly (readonly SpecificationGroup[])[], none: string): CompareRow[] {
  const labels = new Map<string, string>();
  const values = groupsPerItem.map((groups) => {
    const byKey = new Map<string, string>();
    for (const group of visibleSpecGroups(groups, { omit: COVERED_SPEC_KEYS })) {
      for (const spec of group.specifications) {
        if (!labels.has(spec.key)) labels.set(spec.key, spec.label);
        byKey.set(spec.key, spec.value);
      }
    }
    return byKey;
  });
  return [...labels].map(([key, label]) => {
    const texts = values.map((byKey) => byKey.get(key) ?? none);
    return { key: `spec-${key}`, label, cells: texts.map((text) => ({ text, best: false })), differs: new Set(texts).size > 1 };
  });
}

/** The body-type row speaks the words of the detail page: "Soort fiets" when only bicycles are compared. */
const BODY_TYPE_SPEC: Record<ListItem['mobilityType'], string> = { car: 'bodyType', bicycle: 'bicycleBodyType', motor: 'motorBodyType', caramper: 'campingBodyType' };
function bodyTypeLabel(items: readonly ListItem[], t: Translate): string {
  const types = new Set(items.map((item) => item.mobilityType));
  const [only] = types;
  return types.size === 1 && only && only !== 'car' ? t(`vehicle:spec.${BODY_TYPE_SPEC[only]}`) : t('compare.rows.bodyType');
}

export function compareRows(items: readonly ListItem[], t: Translate, specifications: readonly (readonly SpecificationGroup[])[] = []): CompareRow[] {
  const none = t('compare.none');
  const rows: CompareRow[] = [];
  for (const [key, valueOf] of ROWS) {
    const values = items.map((item) => valueOf(item, t));
    if (values.every((value) => value === null)) continue;
    const texts = values.map((value) => value?.text ?? none);
    const scores = values.map((value) => value?.score);
    const scored = scores.filter((score): score is number => score !== undefined);
    const top = scored.length ? Math.max(...scored) : undefined;
    // A best value needs something to beat: two scored vehicles that are not all equal.
    const hasBest = top !== undefined && scored.length >= 2 && scored.some((score) => score !== top);
    rows.push({
      key,
      label: key === 'bodyType' ? bodyTypeLabel(items, t) : t(`compare.rows.${key}`),
      cells: texts.map((text, index) => ({ text, best: hasBest && scores[index] === top })),
      differs: new Set(texts).size > 1,
    });
  }
  return specifications.length === items.length ? [...rows, ...specificationRows(specifications, none)] : rows;
}
