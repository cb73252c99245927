import type { ListingPackage } from '@/lib/vehicle/packages';
import type { Random } from '../random';
import type { ListingDraft } from '../specification-groups';

/*
 * The packages a dealer may offer with a demo listing (decision 014), per mobility type. Prices
 * are drawn only when a package is made, so the order of the candidates and of their draws is part
 * of what keeps the demo inventory the same for the same seed.
 */

/** What the packages depend on. */
export type Draft = Pick<
  ListingDraft,
  'mobilityType' | 'kind' | 'condition' | 'price' | 'fuelTypes' | 'warrantyTypes' | 'certainties' | 'licensePlate' | 'apkUntil' | 'batteryCapacity'
>;

export const bovagMonths = (draft: Draft): 0 | 6 | 12 | 24 => {
  const type = draft.warrantyTypes.find((warranty) => warranty.startsWith('bovag'));
  return type === 'bovag24maanden' ? 24 : type === 'bovag12maanden' ? 12 : type === 'bovag6maanden' ? 6 : 0;
};
export const isElectric = (draft: Draft) => draft.fuelTypes.includes('elektriciteit') || draft.batteryCapacity !== null;
export const hasCombustion = (draft: Draft) => draft.fuelTypes.some((fuel) => fuel !== 'elektriciteit');

/** Package prices the way dealers write them: € 495, € 1.295; bicycle shops € 99, € 149. */
function priceBetween(random: Random, draft: Draft, min: number, max: number): number {
  if (draft.mobilityType === 'bicycle') return (random.int(Math.ceil(min / 50), Math.floor(max / 50)) * 50 - 1) * 100;
  return (random.int(Math.ceil(min / 100), Math.floor(max / 100)) * 100 - 5) * 100;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface Candidate {
  weight: number;
  make: () => ListingPackage;
}

/** What every type's candidates are made from. */
interface Offer {
  random: Random;
  draft: Draft;
  euros: number;
  months: 0 | 6 | 12 | 24;
  electric: boolean;
  allIn: boolean;
  /** Cents the delivery package costs; 0 with an all-in deal, which already pays for delivery. */
  delivery: number;
  tankOrBattery: string;
  add: (weight: number, make: () => ListingPackage) => void;
}

function carCandidates({ random, draft, euros, months, allIn, delivery, tankOrBattery, add }: Offer): void {
  if (!allIn)
    add(3, () => ({
      kind: 'aflevering',
      name: 'Afleverpakket',
      description: 'Alles wat nodig is om direct weg te rijden.',
      items: [
        draft.certainties.includes('afleverbeurt') ? 'BOVAG Afleverbeurt' : 'Afleverbeurt in onze werkplaats',
        ...(draft.apkUntil !== null ? ['Nieuwe APK'] : []),
        ...(draft.licensePlate !== null ? ['Kentekenoverschrijving en leges'] : []),
        'Poetsbeurt binnen en buiten',
        tankOrBattery,
      ],
      price: delivery,
    }));
  if (months > 0 && months < 24)
    add(2, () => ({
      kind: 'garantie',
      name: 'Garantiepakket 24 maanden',
      description: `Verlengt je BOVAG Garantie van ${months} naar 24 maanden.`,
      items: ['Motor, versnellingsbak en elektronica gedekt', 'Reparatie bij elk BOVAG-bedrijf in Nederland', 'Geen eigen risico'],
      price: priceBetween(random, draft, clamp(euros * 0.025, 300, 900), clamp(euros * 0.04, 400, 1500)),
    }));
  if (months === 0 && draft.condition === 'occasion')
    add(2, () => ({
      kind: 'garantie',
      name: 'Garantiepakket 6 maanden',
      description: 'Zekerheid, ook op een voordelige occasion.',
      items: ['Motor en versnellingsbak gedekt', 'Reparatie bij elk BOVAG-bedrijf in Nederland'],
      price: priceBetween(random, draft, 200, 300),
    }));
  if (draft.kind !== 'brommobiel') {
    add(2, () => ({
      kind: 'onderhoud',
      name: 'Onderhoudspakket 3 jaar',
      description: 'Drie jaar lang vaste kosten voor je onderhoud.',
      items: ['Onderhoud volgens fabrieksvoorschrift', 'Onderdelen en arbeid', 'Vervangend vervoer tijdens het onderhoud', 'Pechhulp in Nederland'],
      price: priceBetween(random, draft, clamp(euros * 0.04, 800, 1300), clamp(euros * 0.06, 1000, 1800)),
    }));
    add(1.5, () => ({
      kind: 'banden',
      name: 'Winterbandenpakket',
      description: 'Vier winterbanden op velg, klaar voor de koude maanden.',
      items: [euros > 25_000 ? 'Vier winterbanden op lichtmetalen velgen' : 'Vier winterbanden op stalen velgen', 'Montage en balanceren', 'Opslag van je zomerbanden'],
      price: priceBetween(random, draft, euros > 25_000 ? 1000 : 600, euros > 25_000 ? 1500 : 900),
    }));
  }
  if (draft.fuelTypes.includes('elektriciteit'))
    add(2, () => ({
      kind: 'laden',
      name: 'Laadpakket',
      description: 'Thuis laden met je eigen laadpaal.',
      items: ['Laadpaal van 11 kW met vaste kabel', 'Installatie door een erkend installateur', 'Laadpas voor openbare laadpalen'],
      price: priceBetween(random, draft, 1300, 1700),
    }));
}

function motorCandidates({ random, draft, months, allIn, delivery, tankOrBattery, add }: Offer): void {
  if (!allIn)
    add(3, () => ({
      kind: 'aflevering',
      name: 'Afleverpakket',
      description: 'Je motor rijklaar op je naam.',
      items: ['BOVAG Afleverbeurt', ...(draft.licensePlate !== null ? ['Kentekenoverschrijving en leges'] : []), 'Poetsbeurt', tankOrBattery],
      price: delivery,
    }));
  if (months > 0 && months < 24)
    add(2, () => ({
      kind: 'garantie',
      name: 'Garantiepakket 24 maanden',
      description: `Verlengt je BOVAG Garantie van ${months} naar 24 maanden.`,
      items: ['Motor, versnellingsbak en elektronica gedekt', 'Reparatie bij elk BOVAG-bedrijf in Nederland'],
      price: priceBetween(random, draft, 300, 600),
    }));
  add(2, () => ({
    kind: 'onderhoud',
    name: 'Onderhoudspakket 2 jaar',
    description: 'Twee seizoenen zorgeloos rijden.',
    items: ['Twee onderhoudsbeurten volgens fabrieksvoorschrift', 'Olie, filters en arbeid', 'Ketting controleren en afstellen'],
    price: priceBetween(random, draft, 400, 700),
  }));
  add(1.5, () => ({
    kind: 'stalling',
    name: 'Winterstallingspakket',
    description: 'Je motor veilig de winter door.',
    items: ['Droge, verwarmde stalling van november tot maart', 'Accu aan de druppellader', 'Controle voor het nieuwe seizoen'],
    price: priceBetween(random, draft, 200, 300),
  }));
}

function bicycleCandidates({ random, draft, electric, allIn, delivery, add }: Offer): void {
  if (!allIn)
    add(3, () => ({
      kind: 'aflevering',
      name: 'Afleverpakket',
      description: 'Je fiets rijklaar en op maat afgesteld.',
      items: ['Zadel en stuur op jouw lengte afgesteld', 'Gratis controlebeurt na 6 weken', electric ? 'Uitleg over accu, motor en display' : 'Uitleg over versnellingen en verlichting'],
      price: delivery,
    }));
  add(2, () => ({
    kind: 'onderhoud',
    name: 'Fietsonderhoudspakket',
    description: 'Twee jaar zorgeloos fietsen.',
    items: ['Twee onderhoudsbeurten per jaar, twee jaar lang', 'Remmen, banden en verlichting gecontroleerd', ...(electric ? ['Software-update van motor en display'] : [])],
    price: priceBetween(random, draft, 100, 200),
  }));
  add(1.5, () => ({
    kind: 'accessoires',
    name: 'Slotenpakket',
    description: 'Goed op slot, ook voor je verzekering.',
    items: ['ART-2 gekeurd kettingslot', 'Ringslot met gelijksluitende sleutel', 'Sleutels geregistreerd bij de dealer'],
    price: priceBetween(random, draft, 50, 100),
  }));
  if (electric)
    add(1.5, () => ({
      kind: 'garantie',
      name: 'Garantiepakket accu en motor',
      description: 'Extra zekerheid op de duurste onderdelen.',
      items: ['Garantie op accu en motor verlengd tot 4 jaar', 'Leenfiets tijdens reparatie'],
      price: priceBetween(random, draft, 150, 250),
    }));
}

function campingCandidates({ random, draft, months, allIn, delivery, add }: Offer): void {
  const camper = draft.kind === 'camper';
  if (!allIn)
    add(3, () => ({
      kind: 'aflevering',
      name: 'Afleverpakket',
      description: camper ? 'Je camper gekeurd en klaar voor de eerste reis.' : 'Gekeurd en klaar voor het eerste seizoen.',
      items: [
        'Gaskeuring met certificaat',
        'Vochtmeting met rapport',
        ...(camper && draft.apkUntil !== null ? ['Nieuwe APK'] : ['Controle van banden, verlichting en remmen']),
        ...(draft.licensePlate !== null ? ['Kentekenoverschrijving en leges'] : []),
        'Uitgebreide uitleg bij aflevering',
      ],
      price: delivery,
    }));
  add(2, () => ({
    kind: 'onderhoud',
    name: camper ? 'Campercheck 2 jaar' : 'Onderhoudspakket 2 jaar',
    description: 'Elk voorjaar gecontroleerd, twee jaar lang.',
    items: ['Jaarlijkse onderhoudsbeurt', 'Gaskeuring en vochtmeting elk jaar', 'Afdichtingen en opbouw gecontroleerd', ...(camper ? ['Onderhoud van het onderstel volgens fabrieksvoorschrift'] : [])],
    price: priceBetween(random, draft, camper ? 600 : 400, camper ? 900 : 600),
  }));
  add(2, () => ({
    kind: 'stalling',
    name: 'Stallingspakket',
    description: 'Overdekt de winter door, schoon het seizoen in.',
    items: ['Overdekte stalling van oktober tot april', 'Accu aan de druppellader', 'Wasbeurt voor het nieuwe seizoen'],
    price: priceBetween(random, draft, camper ? 600 : 400, camper ? 900 : 700),
  }));
  if (draft.kind === 'caravan')
    add(1.5, () => ({
      kind: 'accessoires',
      name: 'Moverpakket',
      description: 'Je caravan op zijn plek zonder duwen.',
      items: ['Mover met afstandsbediening', 'Montage en accu', 'Uitleg bij aflevering'],
      price: priceBetween(random, draft, 1300, 1800),
    }));
  if (camper && months > 0 && months < 24)
    add(1.5, () => ({
      kind: 'garantie',
      name: 'Garantiepakket 24 maanden',
      description: `Verlengt je BOVAG Garantie van ${months} naar 24 maanden.`,
      items: ['Onderstel, motor en opbouw gedekt', 'Reparatie bij elk BOVAG-bedrijf in Nederland'],
      price: priceBetween(random, draft, 700, 1200),
    }));
}

const CANDIDATES: Record<ListingDraft['mobilityType'], (offer: Offer) => void> = {
  car: carCandidates,
  motor: motorCandidates,
  bicycle: bicycleCandidates,
  caramper: campingCandidates,
};

/** Every package this listing could come with, with its weight; `delivery` is in cents. */
export function candidatesFor(random: Random, draft: Draft, delivery: number, allIn: boolean): Candidate[] {
  const list: Candidate[] = [];
  const electric = isElectric(draft);
  CANDIDATES[draft.mobilityType]({
    random,
    draft,
    euros: draft.price / 100,
    months: bovagMonths(draft),
    electric,
    allIn,
    delivery,
    tankOrBattery: electric && !hasCombustion(draft) ? 'Volledig opgeladen accu' : 'Volle tank',
    add: (weight, make) => list.push({ weight, make }),
  });
  return list;
}
