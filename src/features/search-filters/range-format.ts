import type { RangeKey } from '@/lib/search-request/fields';
import { formatEuros, formatInteger, formatMileage, formatUnit } from '@/lib/format/number';

/** Horsepower per kilowatt, as the detail page converts. */
const HP_PER_KW = 1.35962;

/** Dutch buyers think in pk; the kW the URL carries follows: "102 pk (75 kW)". */
function horsepowerFirst(kw: number, separator: 'brackets' | 'dot'): string {
  const hp = formatInteger(Math.round(kw * HP_PER_KW));
  return separator === 'brackets' ? `${hp} pk (${formatInteger(kw)} kW)` : `${hp} pk · ${formatInteger(kw)} kW`;
}

/** A range bound as people read it: "€ 15.000", "2019", "100.000 km", "102 pk (75 kW)", "6,5 m". */
export function formatRangeValue(key: RangeKey, value: number): string {
  switch (key) {
    case 'price':
      return formatEuros(value);
    case 'buildYear':
    case 'modelYear':
      return String(value);
    case 'mileage':
      return formatMileage(value);
    case 'powerKw':
      return horsepowerFirst(value, 'brackets');
    case 'engineCapacity':
      return formatUnit(value, 'cc');
    case 'batteryCapacity':
      return formatUnit(value, 'Wh');
    case 'frameHeight':
      return formatUnit(value, 'cm');
    case 'maximumMass':
    case 'emptyMass':
      return formatUnit(value, 'kg');
    case 'berths':
      return formatInteger(value);
    case 'lengthCm':
      // Stored and written in centimetres (the URL's `lengte-cm-`); people compare lengths in metres.
      return formatUnit(value / 100, 'm', 1);
  }
}

/**
 * One step of a "van"/"tot en met" select: the bound, then how many listings it leaves in
 * brackets, as every counted select in the panel shows it. A power step keeps its kW out of
 * brackets ("102 pk · 75 kW (61)"), so that the only bracketed number is the count.
 */
export function formatRangeOption(key: RangeKey, value: number, count: number): string {
  const label = key === 'powerKw' ? horsepowerFirst(value, 'dot') : formatRangeValue(key, value);
  return `${label} (${formatInteger(count)})`;
}
