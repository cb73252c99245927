/**
 * The facts under the title (the three facts that matter to a buyer, following the product §9
 * summaries per vehicle kind), as label and value pairs.
 */
import { formatMonthYear } from '@/lib/format/date';
import { formatInteger, formatMileage, formatPower } from '@/lib/format/number';
import type { DetailListing } from '@/lib/vehicle/detail';

type Translate = (key: string) => string;
export interface Fact {
  key: string;
  label: string;
  value: string;
}

export function keyFacts(l: DetailListing, t: Translate): Fact[] {
  const facts: (Fact | null)[] = [];
  const fact = (key: string, value: string | null | undefined): Fact | null => (value ? { key, label: t(`facts.${key}`), value } : null);
  const monthYear = formatMonthYear(l.year, l.month);
  const mileage = l.mileage > 0 ? formatMileage(l.mileage, l.mileageUnit === 'mijl' ? 'mijl' : 'kilometer') : null;
  const fuel = l.fuelTypes[0] ? t(`vehicle:fuel.${l.fuelTypes[0]}`) : null;
  switch (l.mobilityType) {
    case 'car':
      facts.push(fact('year', monthYear), fact('mileage', mileage), fact('fuel', fuel), fact('transmission', l.transmission ? t(`vehicle:transmission.${l.transmission}`) : null), fact('power', l.powerKw ? formatPower(l.powerKw) : null));
      break;
    case 'motor':
      facts.push(fact('year', monthYear), fact('mileage', mileage), fact('engineCapacity', l.engineCapacity ? `${formatInteger(l.engineCapacity)} cc` : null), fact('power', l.powerKw ? formatPower(l.powerKw) : null));
      break;
    case 'bicycle':
      facts.push(
        fact('bodyType', t(`vehicle:kind.${l.kind}`)),
        fact('year', String(l.year)),
        fact('battery', l.batteryCapacity ? `${formatInteger(l.batteryCapacity)} Wh` : null),
        fact('frameHeight', l.frameHeight ? `${l.frameHeight} cm` : null),
        fact('gears', l.bicycleGears ? String(l.bicycleGears) : null),
      );
      break;
    case 'caramper':
      facts.push(
        fact('year', monthYear),
        fact('mileage', l.kind === 'camper' ? mileage : null),
        fact('berths', l.berths ? String(l.berths) : null),
        fact('maximumMass', l.maximumMass ? `${formatInteger(l.maximumMass)} kg` : null),
        fact('length', l.lengthCm ? `${(l.lengthCm / 100).toLocaleString('nl-NL', { maximumFractionDigits: 1 })} m` : null),
      );
      break;
  }
  return facts.filter((item): item is Fact => item !== null);
}
