/**
 * The specification groups a detail page shows, per kind of vehicle (product §3). The stored groups
 * follow the feed (a bicycle's colour under "Interieur en exterieur", its motor and battery among
 * frame parts); the page regroups them by what a buyer of that kind looks for: a bicycle's motor
 * and battery, then frame and parts; a camping vehicle's living space, then its size and weight.
 * A specification the layout does not name stays in the group the feed gave it, so nothing is lost.
 * Pure: labels come from the caller.
 */
import type { MobilityType } from '@/lib/vehicle/enums';
import type { VisibleGroup, VisibleSpec } from '@/lib/vehicle/spec-groups';

export const DETAIL_SPEC_GROUPS = ['general', 'interiorExterior', 'engine', 'motorBattery', 'frameParts', 'living', 'dimensions', 'warranties'] as const;
export type DetailSpecGroupKey = (typeof DETAIL_SPEC_GROUPS)[number];

export interface DetailSpecGroup {
  key: string;
  label: string;
  specifications: VisibleSpec[];
}

interface LayoutGroup {
  key: DetailSpecGroupKey;
  specs: readonly string[];
}

const GENERAL = ['brand', 'model', 'variant', 'kind', 'bodyType', 'motorBodyType', 'bicycleBodyType', 'campingBodyType', 'condition', 'usageState', 'modelYear', 'licensePlate', 'apkUntil'];
const COLOUR = ['colour', 'colourName'];
const ENGINE = ['fuel', 'secondaryFuel', 'engineCapacity', 'power', 'cylinders', 'transmission', 'gearCount', 'driveWheels', 'fuelConsumption', 'co2Emission', 'energyLabel', 'electricRange', 'towingCapacityBraked', 'roadTax', 'drivingLicence'];
const WARRANTIES = ['bovagWarranty', 'factoryWarranty', 'brandWarranty'];

/** In display order; a specification named twice goes to the first group naming it. */
export const SPEC_LAYOUT: Record<MobilityType, readonly LayoutGroup[]> = {
  car: [
    { key: 'general', specs: GENERAL },
    { key: 'interiorExterior', specs: [...COLOUR, 'doors', 'seats'] },
    { key: 'engine', specs: ENGINE },
    { key: 'warranties', specs: WARRANTIES },
  ],
  // A motorcycle has no interior: its colour and the licence it needs are general facts.
  motor: [
    { key: 'general', specs: [...GENERAL, ...COLOUR, 'drivingLicence'] },
    { key: 'engine', specs: ENGINE },
    { key: 'warranties', specs: WARRANTIES },
  ],
  bicycle: [
    { key: 'general', specs: GENERAL },
    { key: 'motorBattery', specs: ['driveType', 'motorBrand', 'power', 'batteryCapacity', 'batteryType', 'batteryPosition', 'electricRange'] },
    { key: 'frameParts', specs: ['frameType', 'frameHeight', 'frameMaterial', 'wheelSize', 'bicycleGears', 'brakeType', ...COLOUR] },
    { key: 'warranties', specs: WARRANTIES },
  ],
  caramper: [
    { key: 'general', specs: [...GENERAL, ...COLOUR] },
    { key: 'living', specs: ['berths', 'bedLayout', 'kitchenLayout', 'seatingLayout', 'seats', 'doors'] },
    { key: 'dimensions', specs: ['length', 'emptyMass', 'maximumMass'] },
    { key: 'engine', specs: ENGINE },
    { key: 'warranties', specs: WARRANTIES },
  ],
};

export function detailSpecGroups(mobilityType: MobilityType, stored: readonly VisibleGroup[], label: (key: DetailSpecGroupKey) => string): DetailSpecGroup[] {
  const layout = SPEC_LAYOUT[mobilityType];
  const home = new Map<string, number>();
  layout.forEach((group, index) => {
    for (const key of group.specs) if (!home.has(key)) home.set(key, index);
  });

  const placed = layout.map(() => [] as VisibleSpec[]);
  const leftovers = new Map<string, DetailSpecGroup>();
  for (const group of stored) {
    for (const spec of group.specifications) {
      const index = home.get(spec.key) ?? layout.findIndex((entry) => entry.key === group.key);
      if (index >= 0) placed[index]?.push(spec);
      else if (leftovers.has(group.key)) leftovers.get(group.key)?.specifications.push(spec);
      else leftovers.set(group.key, { key: group.key, label: group.label, specifications: [spec] });
    }
  }

  const order = (group: LayoutGroup, specs: VisibleSpec[]) => {
    const rank = (key: string) => (group.specs.includes(key) ? group.specs.indexOf(key) : group.specs.length);
    return specs.map((spec, index) => ({ spec, index })).sort((a, b) => rank(a.spec.key) - rank(b.spec.key) || a.index - b.index).map(({ spec }) => spec);
  };
  const groups: DetailSpecGroup[] = layout.map((group, index) => ({ key: group.key, label: label(group.key), specifications: order(group, placed[index] ?? []) }));
  // Groups of the feed the layout does not know go before the warranties, which close the table.
  const warranties = groups.findIndex((group) => group.key === 'warranties');
  groups.splice(warranties < 0 ? groups.length : warranties, 0, ...leftovers.values());
  return groups.filter((group) => group.specifications.length > 0);
}
