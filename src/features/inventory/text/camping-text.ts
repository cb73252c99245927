import { formatWhole, horsepower } from '../format';
import type { DealerRecord } from '../import-schema';
import { vehicleLabel } from '../labels';
import type { Random } from '../random';
import type { ListingDraft } from '../specification-groups';
import { assuranceSentence, chooseHighlights, closingLines, dealerComment, inSentence, km, optionsSentence } from './phrases';

export interface CampingTextFacts {
  dealer: DealerRecord;
  bovagMonths: number;
  factoryWarranty: boolean;
  chassisName: string | null;
  engineLabel: string | null;
  recentlyServiced: boolean;
}

const BED_WORDS: Record<NonNullable<ListingDraft['bedLayout']>, string> = {
  fransBed: 'een Frans bed',
  queensbed: 'een queensbed',
  eenpersoonsbedden: 'twee eenpersoonsbedden',
  stapelbed: 'een stapelbed',
  hefbed: 'een hefbed',
  dwarsbed: 'een dwarsbed',
  alkoofbed: 'een alkoofbed',
};

const CAMPER_NOUN: Record<string, string> = {
  integraal: 'integraal camper',
  halfintegraal: 'halfintegraal camper',
  alkoof: 'alkoofcamper',
  busmodel: 'buscamper',
};

export function describeCamping(random: Random, d: ListingDraft, facts: CampingTextFacts): Pick<ListingDraft, 'description' | 'highlights' | 'dealerComments'> {
  const noun = d.kind === 'camper' ? (CAMPER_NOUN[d.bodyType] ?? 'camper') : d.kind;
  const adjective = random.pick(['nette', 'goed onderhouden', 'zeer complete', 'verzorgde', 'ruime']);
  const sentences: (string | null)[] = [];
  sentences.push(
    d.condition === 'nieuw'
      ? `De ${d.title} is nieuw en direct uit voorraad leverbaar.`
      : random.pick([`Deze ${d.title} uit ${d.year} is een ${adjective} ${noun}.`, `Te koop: een ${adjective} ${d.title} uit ${d.year}.`]),
  );
  const bed = d.bedLayout ? BED_WORDS[d.bedLayout] : 'een bed';
  const kitchen = d.kitchenLayout ? inSentence(vehicleLabel('kitchenLayout', d.kitchenLayout)) : 'keuken';
  const seating = d.seatingLayout ? inSentence(vehicleLabel('seatingLayout', d.seatingLayout)) : 'zithoek';
  sentences.push(`Er zijn ${d.berths ?? 2} slaapplaatsen, met ${bed}, een ${kitchen} en een ${seating}.`);
  if (d.kind === 'camper' && facts.chassisName) {
    const kw = d.powerKw ?? 0;
    const gearbox = d.transmission === 'automatisch' ? 'automaat' : 'handgeschakelde versnellingsbak';
    const distance = d.mileage > 0 ? `, ${km(d.mileage)} gereden` : '';
    sentences.push(`Gebouwd op een ${facts.chassisName} ${facts.engineLabel ?? ''} met ${formatWhole(kw)} kW (${horsepower(kw)} pk) en ${gearbox}${distance}.`.replace('  ', ' '));
  } else if (d.emptyMass && d.maximumMass) {
    sentences.push(`Met een ledig gewicht van ${formatWhole(d.emptyMass)} kg en een maximaal toelaatbaar gewicht van ${formatWhole(d.maximumMass)} kg is hij goed te trekken.`);
  }
  sentences.push(optionsSentence(random, d.options));
  if (facts.recentlyServiced) sentences.push('Onlangs voorzien van een BOVAG Onderhoudsbeurt, inclusief gaslekcontrole en vochtmeting.');
  sentences.push(assuranceSentence(facts.bovagMonths, d.certainties, facts.factoryWarranty));
  sentences.push(...closingLines(random, { city: facts.dealer.city, financed: d.financingProvider !== null, business: false, mobilityType: 'caramper' }));

  const specific: string[] = [`${d.berths ?? 2} slaapplaatsen`];
  if (d.bedLayout) specific.push(vehicleLabel('bedLayout', d.bedLayout));
  if (d.kind !== 'camper' && d.emptyMass) specific.push(`Ledig gewicht ${formatWhole(d.emptyMass)} kg`);
  if (d.transmission === 'automatisch') specific.push('Automaat');
  if (facts.recentlyServiced) specific.push('BOVAG Onderhoudsbeurt');
  if (facts.bovagMonths > 0) specific.push(`${facts.bovagMonths} maanden BOVAG Garantie`);
  for (const option of ['Mover', 'Voortent', 'Zonnepaneel', 'Fietsendrager', 'Luifel', 'Airconditioning cabine']) {
    if (d.options.includes(option)) specific.push(option);
  }
  const highlights = chooseHighlights(random, specific, ['Direct leverbaar', 'Inruil mogelijk', 'Stalling mogelijk']);
  return { description: sentences.filter((s): s is string => s !== null).join(' '), highlights, dealerComments: dealerComment(random, facts.dealer.city) };
}
