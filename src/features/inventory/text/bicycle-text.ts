import type { DealerRecord } from '../import-schema';
import { vehicleLabel } from '../labels';
import type { Random } from '../random';
import type { ListingDraft } from '../specification-groups';
import { assuranceSentence, chooseHighlights, closingLines, dealerComment, km, optionsSentence } from './phrases';

export interface BicycleTextFacts {
  dealer: DealerRecord;
  bovagMonths: number;
  factoryWarranty: boolean;
  ageYears: number;
}

const PURPOSE: Record<string, readonly string[]> = {
  stadsfiets: ['voor dagelijks gebruik in en om de stad', 'voor boodschappen, school en werk'],
  hybrideFiets: ['voor woon-werkverkeer en lange tochten', 'die zich thuis voelt op fietspad én onverhard'],
  crosshybride: ['voor sportieve ritten over asfalt en onverhard'],
  mountainbike: ['voor bos, duin en singletrack'],
  racefiets: ['voor snelle ritten en lange afstanden'],
  bakfiets: ['voor het vervoer van kinderen en boodschappen'],
  vouwfiets: ['die je overal mee naartoe neemt, ook in de trein'],
  cruiserfiets: ['voor ontspannen ritjes'],
  jeugdfiets: ['voor de eerste jaren op de middelbare school'],
  kinderfiets: ['voor kinderen die net zelf fietsen'],
};

const FRAME_WORDS: Record<NonNullable<ListingDraft['frameType']>, string> = {
  dames: 'damesframe',
  heren: 'herenframe',
  lageInstap: 'frame met lage instap',
  unisex: 'unisex frame',
  mixte: 'mixteframe',
};

const BRAKE_WORDS: Record<NonNullable<ListingDraft['brakeType']>, string> = {
  hydraulischeSchijfrem: 'hydraulische schijfremmen',
  mechanischeSchijfrem: 'mechanische schijfremmen',
  rollerbrake: 'rollerbrakes',
  velgrem: 'velgremmen',
  terugtraprem: 'een terugtraprem',
  trommelrem: 'trommelremmen',
};

function gearsPhrase(d: ListingDraft): string {
  return d.bicycleGears === null ? 'een traploze naafversnelling' : `${d.bicycleGears} versnellingen`;
}

export function describeBicycle(random: Random, d: ListingDraft, facts: BicycleTextFacts): Pick<ListingDraft, 'description' | 'highlights' | 'dealerComments'> {
  const body = vehicleLabel('bodyType', d.bodyType).toLowerCase();
  const electric = d.kind !== 'fiets';
  const purpose = random.pick(PURPOSE[d.bodyType] ?? ['voor elke dag']);
  const sentences: (string | null)[] = [];
  sentences.push(`De ${d.title} is een ${electric ? 'elektrische ' : ''}${body} ${purpose}.`);
  if (electric && d.batteryCapacity) {
    const motor = d.motorBrand ? `${vehicleLabel('motorBrand', d.motorBrand)} ` : '';
    const drive = d.driveType ? vehicleLabel('bicycleDriveType', d.driveType).toLowerCase() : 'motor';
    sentences.push(`De ${motor}${drive} en de accu van ${d.batteryCapacity} Wh brengen je tot zo'n ${Math.round(d.batteryCapacity / 5)} km ver.`);
  }
  if (d.kind === 'highSpeedEbike') sentences.push('Als speed pedelec trapt hij mee tot 45 km/u; je hebt een kenteken, een bromfietsrijbewijs (AM) en een helm nodig.');
  const frame = d.frameType ? FRAME_WORDS[d.frameType] : 'frame';
  const height = d.frameHeight ? ` (${d.frameHeight} cm)` : '';
  const brakes = d.brakeType ? BRAKE_WORDS[d.brakeType] : 'goede remmen';
  sentences.push(`Uitgevoerd met een ${frame}${height}, ${gearsPhrase(d)} en ${brakes}.`);
  if (d.condition === 'nieuw') sentences.push(random.pick(['Nieuw uit voorraad leverbaar.', 'Nieuw, direct uit voorraad leverbaar en rijklaar afgesteld.']));
  else {
    const age = Math.max(1, Math.round(facts.ageYears));
    const distance = d.mileage > 0 ? ` en heeft ${km(d.mileage)} gereden` : '';
    sentences.push(`Deze fiets is ${age} jaar oud${distance}; onze werkplaats heeft hem volledig nagekeken.`);
  }
  sentences.push(optionsSentence(random, d.options));
  if (d.leasePricePerMonth !== null) sentences.push('Deze fiets is ook te leasen via je werkgever.');
  sentences.push(assuranceSentence(facts.bovagMonths, d.certainties, facts.factoryWarranty));
  sentences.push(...closingLines(random, { city: facts.dealer.city, financed: d.financingProvider !== null, business: false, mobilityType: 'bicycle' }));

  const specific: string[] = [];
  if (d.batteryCapacity) specific.push(`${d.batteryCapacity} Wh accu`);
  if (d.motorBrand && d.driveType) specific.push(`${vehicleLabel('motorBrand', d.motorBrand)} ${vehicleLabel('bicycleDriveType', d.driveType).toLowerCase()}`);
  if (d.condition === 'nieuw') specific.push('Nieuw');
  if (d.brakeType === 'hydraulischeSchijfrem') specific.push('Hydraulische schijfremmen');
  if (d.bicycleGears === null) specific.push('Traploze versnelling');
  if (d.frameType === 'lageInstap') specific.push('Lage instap');
  if (facts.bovagMonths > 0) specific.push(`${facts.bovagMonths} maanden BOVAG Garantie`);
  if (d.certainties.includes('afleverbeurt')) specific.push('Inclusief afleverbeurt');
  if (d.options.includes('Ringslot (ART-2)')) specific.push('ART-2 ringslot');
  const highlights = chooseHighlights(random, specific, ['Direct leverbaar', 'Proefrit mogelijk', 'Inruil mogelijk']);
  return { description: sentences.filter((s): s is string => s !== null).join(' '), highlights, dealerComments: dealerComment(random, facts.dealer.city) };
}
