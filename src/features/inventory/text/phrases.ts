import type { Certainty, MobilityType } from '@/lib/vehicle/enums';
import { formatWhole } from '../format';
import type { Random } from '../random';

/** "a, b en c" */
export function dutchList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`;
}

const PROPER = /^(Apple|Android|Truma|Isofix|Heki|DAB|LED|ABS|TFT|GPS|USB|Bluetooth|AKS|\d)/;

/** An option name inside a sentence: "navigatiesysteem", but "Apple CarPlay" and "LED-koplampen". */
export function inSentence(name: string): string {
  if (PROPER.test(name) || !/^[A-Z][a-z]/.test(name)) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function km(value: number): string {
  return `${formatWhole(value)} km`;
}

/** A sentence naming some of the options, or nothing when there are too few to mention. */
export function optionsSentence(random: Random, options: readonly string[]): string | null {
  if (options.length < 2) return null;
  const shown = random.sample(options, Math.min(options.length, random.int(3, 5))).map(inSentence);
  const list = dutchList(shown);
  return random.pick([
    `Standaard aan boord: ${list}.`,
    `De uitrusting is compleet, met onder meer ${list}.`,
    `Je krijgt er onder andere ${list} bij.`,
    `Handig zijn onder meer ${list}.`,
  ]);
}

const CERTAINTY_WORDS: Partial<Record<Certainty, string>> = {
  afleverbeurt: 'de BOVAG Afleverbeurt',
  omruilgarantie: 'de BOVAG Omruilgarantie',
  puntencheck30: 'de BOVAG 30-Puntencheck',
  puntencheck35: 'de BOVAG 35-Puntencheck',
  puntencheck40: 'de BOVAG 40-Puntencheck',
  puntencheck70: 'de BOVAG 70-Puntencheck',
};

/** "Je krijgt 12 maanden BOVAG Garantie, de BOVAG Afleverbeurt en de BOVAG Omruilgarantie." */
export function assuranceSentence(bovagMonths: number, certainties: readonly Certainty[], factoryWarranty: boolean): string | null {
  const parts: string[] = [];
  if (bovagMonths > 0) parts.push(`${bovagMonths} maanden BOVAG Garantie`);
  for (const certainty of certainties) {
    const words = CERTAINTY_WORDS[certainty];
    if (words) parts.push(words);
  }
  const sentences: string[] = [];
  if (parts.length) sentences.push(`Je krijgt ${dutchList(parts)}.`);
  if (factoryWarranty) sentences.push('De fabrieksgarantie loopt nog door.');
  return sentences.length ? sentences.join(' ') : null;
}

export interface ClosingFacts {
  city: string;
  financed: boolean;
  business: boolean;
  mobilityType: MobilityType;
}

/** One or two dealer-style closing lines. */
export function closingLines(random: Random, facts: ClosingFacts): string[] {
  const lines = [
    facts.mobilityType === 'bicycle' ? `Maak gerust een proefrit bij onze winkel in ${facts.city}.` : `Kom gerust langs voor een proefrit in ${facts.city}; de koffie staat klaar.`,
    'Inruil is mogelijk, we doen je graag een vrijblijvend voorstel.',
    'Bel of mail ons gerust voor een afspraak of meer informatie.',
    'Onze werkplaats staat ook na aankoop voor je klaar.',
  ];
  if (facts.mobilityType === 'bicycle') {
    lines.push('We stellen de fiets bij aflevering helemaal op jou af.');
  }
  if (facts.mobilityType === 'caramper') {
    lines.push('Stalling en aflevering aan huis zijn in overleg mogelijk.', 'Bezichtigen kan ook op zaterdag, ook binnen in onze showroom.');
  }
  if (facts.mobilityType === 'motor') lines.push('Inruil van je huidige motor of scooter is mogelijk.');
  if (facts.financed) lines.push('Liever in termijnen betalen? Deze aanbieding is ook online te financieren.');
  const chosen = random.sample(lines, random.int(1, 2));
  chosen.push(facts.business ? 'Alle prijzen zijn exclusief BTW.' : 'De prijs is inclusief BTW en afleverkosten.');
  return chosen;
}

const DEALER_COMMENTS = [
  'Rijklaar gemaakt, inclusief poetsbeurt.',
  'Levering in heel Nederland mogelijk.',
  'Ook op zaterdag geopend, bel gerust even vooraf.',
  'Inruil en financiering mogelijk.',
  'Prijs inclusief afleverpakket.',
  'Deze staat op onze vestiging in {city}.',
];

/** About one listing in five has a short comment from the dealer. */
export function dealerComment(random: Random, city: string): string | null {
  return random.chance(0.2) ? random.pick(DEALER_COMMENTS).replace('{city}', city) : null;
}

/** 3–5 highlights: the strongest that apply, topped up with general ones. */
export function chooseHighlights(random: Random, specific: readonly string[], general: readonly string[]): string[] {
  const wanted = random.int(3, 5);
  const chosen = random.sample(specific, Math.min(wanted, specific.length));
  for (const item of random.sample(general, general.length)) {
    if (chosen.length >= wanted) break;
    if (!chosen.includes(item)) chosen.push(item);
  }
  return chosen;
}
