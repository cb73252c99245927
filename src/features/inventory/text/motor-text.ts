import { formatWhole, horsepower } from '../format';
import type { DealerRecord } from '../import-schema';
import { vehicleLabel } from '../labels';
import type { Random } from '../random';
import type { ListingDraft } from '../specification-groups';
import { assuranceSentence, chooseHighlights, closingLines, dealerComment, km, optionsSentence } from './phrases';

export interface MotorTextFacts {
  dealer: DealerRecord;
  bovagMonths: number;
  factoryWarranty: boolean;
  expectedMileage: number;
}

export function describeMotor(random: Random, d: ListingDraft, facts: MotorTextFacts): Pick<ListingDraft, 'description' | 'highlights' | 'dealerComments'> {
  const category = vehicleLabel('bodyType', d.bodyType).toLowerCase();
  const kw = d.powerKw ?? 0;
  const power = `${formatWhole(kw)} kW (${horsepower(kw)} pk)`;
  const licence = d.drivingLicence === 'a2' ? ', geschikt voor rijbewijs A2' : d.drivingLicence === 'a1' ? ', geschikt voor rijbewijs A1' : '';
  const sentences: (string | null)[] = [];
  if (d.condition === 'nieuw') sentences.push(`Nieuw en direct leverbaar: de ${d.title}.`);
  else {
    const state = random.pick(['nette', 'uitstekende', 'zeer goede', 'verzorgde']);
    sentences.push(
      random.pick([
        `Deze ${d.title} uit ${d.year} heeft ${km(d.mileage)} gelopen en verkeert in ${state} staat.`,
        `Te koop: een ${d.title} (${category}) uit ${d.year} in ${state} staat, ${km(d.mileage)} gereden.`,
      ]),
    );
  }
  sentences.push(`De ${formatWhole(d.engineCapacity ?? 0)} cc motor levert ${power}${licence}.`);
  if (d.transmission === 'automatisch') sentences.push('Schakelen hoeft niet: deze uitvoering is automatisch.');
  sentences.push(optionsSentence(random, d.options));
  if (d.ownerCount === 1) sentences.push('De motor heeft één eigenaar gehad en de onderhoudshistorie is bekend.');
  sentences.push(assuranceSentence(facts.bovagMonths, d.certainties, facts.factoryWarranty));
  sentences.push(...closingLines(random, { city: facts.dealer.city, financed: d.financingProvider !== null, business: false, mobilityType: 'motor' }));

  const specific: string[] = [];
  if (d.drivingLicence === 'a2') specific.push('A2-geschikt');
  if (d.ownerCount === 1) specific.push('1e eigenaar');
  if (facts.bovagMonths > 0) specific.push(`${facts.bovagMonths} maanden BOVAG Garantie`);
  if (facts.factoryWarranty) specific.push('Fabrieksgarantie');
  if (d.condition !== 'nieuw' && d.mileage < facts.expectedMileage * 0.6) specific.push('Lage kilometerstand');
  for (const option of ['ABS', 'Quickshifter', 'Zijkoffers', 'Handvatverwarming', 'Cruise control', 'TFT-display']) {
    if (d.options.includes(option)) specific.push(option);
  }
  const highlights = chooseHighlights(random, specific, ['Rijklaar', 'Inruil mogelijk', 'Proefrit mogelijk', 'Direct leverbaar']);
  return { description: sentences.filter((s): s is string => s !== null).join(' '), highlights, dealerComments: dealerComment(random, facts.dealer.city) };
}
