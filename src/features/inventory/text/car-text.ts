import type { CarBodyType, FuelCode } from '../catalogue/types';
import { formatOneDecimal, formatWhole, horsepower } from '../format';
import type { DealerRecord } from '../import-schema';
import type { Random } from '../random';
import type { ListingDraft } from '../specification-groups';
import { assuranceSentence, chooseHighlights, closingLines, dealerComment, km, optionsSentence } from './phrases';

export interface CarTextFacts {
  dealer: DealerRecord;
  engineLabel: string;
  fuel: FuelCode;
  bovagMonths: number;
  fullyServiced: boolean;
  factoryWarranty: boolean;
  expectedMileage: number;
  ageYears: number;
}

const BODY_NOUN: Record<CarBodyType, string> = {
  hatchback: 'hatchback',
  stationwagen: 'stationwagen',
  suvTerreinwagen: 'SUV',
  sedan: 'sedan',
  mpv: 'MPV',
  coupe: 'coupé',
  cabriolet: 'cabriolet',
  bedrijfswagen: 'bedrijfswagen',
  personenbus: 'personenbus',
  pickup: 'pick-up',
};

function adjective(random: Random, d: ListingDraft, fuel: FuelCode): string {
  const choices = ['nette', 'zeer verzorgde', 'goed onderhouden', 'keurige'];
  if ((d.powerKw ?? 0) >= 150) choices.push('sportieve', 'krachtige');
  if (fuel === 'h' || fuel === 'e' || (d.powerKw ?? 99) < 75) choices.push('zuinige');
  if (d.bodyType === 'stationwagen' || d.bodyType === 'suvTerreinwagen' || d.bodyType === 'mpv') choices.push('ruime');
  return random.pick(choices);
}

function drivetrainSentence(d: ListingDraft, facts: CarTextFacts): string {
  const power = `${formatWhole(d.powerKw ?? 0)} kW (${horsepower(d.powerKw ?? 0)} pk)`;
  const gearbox = d.transmission === 'automatisch' ? 'een automaat' : d.transmission === 'semiAutomatisch' ? 'een semi-automatische versnellingsbak' : `een handgeschakelde ${d.gearCount ?? 5}-bak`;
  if (d.kind === 'brommobiel') {
    const drive = facts.fuel === 'e' ? 'elektrisch' : 'op diesel';
    return `Deze brommobiel rijdt ${drive}, haalt 45 km/u en mag je vanaf 16 jaar besturen met rijbewijs AM.`;
  }
  switch (facts.fuel) {
    case 'e':
      return `Volledig elektrisch, met ${power} vermogen en een actieradius van ${km(d.electricRange ?? 0)} (WLTP).`;
    case 'p':
      return `Als plug-in hybride rijd je tot ${km(d.electricRange ?? 0)} volledig elektrisch; samen leveren de motoren ${power}.`;
    case 'h':
      return `De ${facts.engineLabel} hybride aandrijving levert ${power} en rijdt in de stad een groot deel elektrisch.`;
    case 'g':
      return `Onder de motorkap zit de ${facts.engineLabel} van ${power}; af fabriek rijdt deze auto ook op LPG, dus je tankt extra voordelig.`;
    case 'd':
      return `Onder de motorkap zit een ${facts.engineLabel} dieselmotor van ${power}, gekoppeld aan ${gearbox}.`;
    default:
      return `Onder de motorkap zit een ${facts.engineLabel} benzinemotor van ${power}, gekoppeld aan ${gearbox}.`;
  }
}

function historySentence(random: Random, d: ListingDraft, facts: CarTextFacts): string | null {
  const parts: string[] = [];
  if (d.ownerCount === 1) parts.push(random.pick(['De auto heeft één eigenaar gehad', 'Eén eigenaar']));
  else if (d.ownerCount !== null && d.ownerCount <= 3) parts.push(`De auto heeft ${d.ownerCount} eigenaren gehad`);
  if (facts.fullyServiced) parts.push('alle onderhoudsbeurten zijn aantoonbaar uitgevoerd');
  if (d.hasNapWeblabel) parts.push('de kilometerstand is logisch volgens NAP');
  if (!parts.length) return null;
  const sentence = parts.join(', ').replace(/, ([^,]*)$/, ' en $1');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

export function describeCar(random: Random, d: ListingDraft, facts: CarTextFacts): Pick<ListingDraft, 'description' | 'highlights' | 'dealerComments'> {
  const name = d.title;
  const noun = BODY_NOUN[d.bodyType as CarBodyType] ?? 'auto';
  const opening =
    d.condition === 'nieuw'
      ? random.pick([`Deze nieuwe ${name} staat direct leverbaar bij ons in de showroom.`, `Nieuw en direct leverbaar: de ${name}.`])
      : random.pick([
          `Deze ${name} uit ${d.year} is een ${adjective(random, d, facts.fuel)} ${noun} met ${km(d.mileage)} op de teller.`,
          `Te koop: een ${adjective(random, d, facts.fuel)} ${name} uit ${d.year}, ${km(d.mileage)} gereden.`,
          `Nu bij ${facts.dealer.name} in ${facts.dealer.city}: deze ${name} uit ${d.year}, klaar voor een nieuwe eigenaar.`,
        ]);
  const sentences = [opening, drivetrainSentence(d, facts), optionsSentence(random, d.options), historySentence(random, d, facts)];
  if (d.apkUntil && d.condition !== 'nieuw' && facts.ageYears >= 4) sentences.push('Hij wordt afgeleverd met nieuwe APK.');
  sentences.push(assuranceSentence(facts.bovagMonths, d.certainties, facts.factoryWarranty));
  sentences.push(...closingLines(random, { city: facts.dealer.city, financed: d.financingProvider !== null, business: d.priceExcludesVat, mobilityType: 'car' }));

  const specific: string[] = [];
  if (d.ownerCount === 1) specific.push('1e eigenaar');
  if (facts.fullyServiced) specific.push('Dealeronderhouden');
  if (d.hasNapWeblabel) specific.push('NAP-logisch');
  if (facts.bovagMonths > 0) specific.push(`${facts.bovagMonths} maanden BOVAG Garantie`);
  if (facts.factoryWarranty) specific.push('Fabrieksgarantie');
  if (d.electricRange && facts.fuel === 'e') specific.push(`${formatWhole(d.electricRange)} km actieradius`);
  if (d.transmission === 'automatisch' && facts.fuel !== 'e') specific.push('Automaat');
  if (d.fuelConsumption !== null && d.fuelConsumption < 5) specific.push(`Zuinig: ${formatOneDecimal(d.fuelConsumption)} l/100 km`);
  if (d.condition !== 'nieuw' && d.mileage < facts.expectedMileage * 0.6) specific.push('Lage kilometerstand');
  for (const option of ['Trekhaak', 'Apple CarPlay', 'Adaptive cruise control', 'Panoramadak', 'Stoelverwarming', 'Navigatiesysteem']) {
    if (d.options.includes(option)) specific.push(option);
  }
  const highlights = chooseHighlights(random, specific, ['Inruil mogelijk', 'Direct leverbaar', 'Proefrit mogelijk', 'Rijklaar geleverd']);
  return { description: sentences.filter((s): s is string => s !== null).join(' '), highlights, dealerComments: dealerComment(random, facts.dealer.city) };
}
