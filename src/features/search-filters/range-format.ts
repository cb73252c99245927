import type { RangeKey } from '@/lib/search-request/fields';
import { formatEuros, formatInteger, formatMileage, formatUnit } from '@/lib/format/number';
import { pkToKw } from '@/lib/vehicle/enums';

/** Dutch buyers think in pk, as the filter and its URL do (decision 037); kW follows: "150 pk (110 kW)". */
function horsepowerFirst(pk: number, separator: 'brackets' | 'dot'): string {
  const kw = formatInteger(pkToKw(pk));
  return separator === 'brackets' ? `${formatInteger(pk)} pk (${kw} kW)` : `${formatInteger(pk)} pk · ${kw} kW`;
}

/** A range bound as people read it: "€ 15.000", "2019", "100.000 km", "150 pk (110 kW)", "6,5 m". */
export function formatRangeValue(key: RangeKey, value: number): string {
  switch (key) {
    case 'price':
    case 'leasePrice':
      return formatEuros(value);
    case 'buildYear':
    case 'modelYear':
      return String(value);
    case 'mileage':
      return formatMileage(value);
    case 'powerPk':
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
    case 'doors':
    case 'seats':
    case 'gears':
    case 'cylinders':
      return formatInteger(value);
    case 'lengthCm':
      // Stored and written in centimetres (the URL's `lengte-cm-`); people compare lengths in metres.
      return formatUnit(value / 100, 'm', 1);
  }
}

/**
 * One step of a "van"/"tot en met" select: the bound, then how many listings it leaves in
 * brackets, as every counted select in the panel shows it. A power step keeps its kW out of
 * brackets ("150 pk · 110 kW (61)"), so that the only bracketed number is the count.
 */
export function formatRangeOption(key: RangeKey, value: number, count: number | null): string {
  const label = key === 'powerPk' ? horsepowerFirst(value, 'dot') : formatRangeValue(key, value);
  // A chosen bound between steps has no exact count (range-options.ts): shown without one.
  return count === null ? label : `${label} (${formatInteger(count)})`;
}
