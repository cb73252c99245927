import type { RangeKey } from '@/lib/search-request/fields';
import { formatEuros, formatInteger, formatMileage, formatPower, formatUnit } from '@/lib/format/number';

/** A range bound as people read it: "€ 15.000", "2019", "100.000 km", "110 kW (150 pk)". */
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
      return formatPower(value);
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
  }
}
