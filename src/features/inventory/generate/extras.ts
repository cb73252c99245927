import type { MobilityType } from '@/lib/vehicle/enums';
import type { AllInDeal, AllInItem, ListingPackage } from '@/lib/vehicle/packages';
import { createRandom, hashSeed, type Random } from '../random';
import type { ListingDraft } from '../specification-groups';

/**
 * Dealer packages and the all-in deal of a demo listing (decision 014). Drawn from their own
 * random streams, so adding them changed no other field of any generated listing. A dealer's
 * terms (what it charges to deliver, whether its asking prices are already all-in) are the same
 * on all its stock, as in a real showroom.
 */
export const PACKAGE_SHARE: Record<MobilityType, number> = { car: 0.42, bicycle: 0.38, motor: 0.4, caramper: 0.45 };
export const ALL_IN_SHARE: Record<MobilityType, number> = { car: 0.32, bicycle: 0.25, motor: 0.3, caramper: 0.3 };

export interface DealerTerms {
  /** The dealer's asking prices already are its all-in prices ("heldere all-in prijs"). */
  askingPriceIsAllIn: boolean;
  /** Whole euros the dealer charges to make a vehicle ready and deliver it, per mobility type. */
  deliveryCosts: Record<MobilityType, number>;
}

export function dealerTerms(seed: number | string, dealerExternalId: string): DealerTerms {
  const random = createRandom(hashSeed(seed, 'dealer-terms', dealerExternalId));
  return {
    askingPriceIsAllIn: random.chance(0.45),
    deliveryCosts: {
      car: random.pick([495, 595, 695, 795, 895, 995, 1095]),
      bicycle: random.pick([0, 0, 49]),
      motor: random.pick([195, 245, 295, 345, 395]),
      caramper: random.pick([395, 495, 595, 695, 795]),
    },
  };
}

export interface Extras {
  packages: ListingPackage[];
  allInDeal: AllInDeal | null;
}

type Draft = Pick<
  ListingDraft,
  'mobilityType' | 'kind' | 'condition' | 'price' | 'fuelTypes' | 'warrantyTypes' | 'certainties' | 'licensePlate' | 'apkUntil' | 'batteryCapacity'
>;

export function generateExtras(seed: number | string, index: number, dealerExternalId: string, draft: Draft): Extras {
  const random = createRandom(hashSeed(seed, 'extras', index));
  const terms = dealerTerms(seed, dealerExternalId);
  const allInDeal = random.chance(ALL_IN_SHARE[draft.mobilityType]) ? allInDealFor(draft, terms) : null;
  const packages = random.chance(PACKAGE_SHARE[draft.mobilityType]) ? pickPackages(random, draft, terms, allInDeal !== null) : [];
  return { packages, allInDeal };
}

const bovagMonths = (draft: Draft): 0 | 6 | 12 | 24 => {
  const type = draft.warrantyTypes.find((warranty) => warranty.startsWith('bovag'));
  return type === 'bovag24maanden' ? 24 : type === 'bovag12maanden' ? 12 : type === 'bovag6maanden' ? 6 : 0;
};
const isElectric = (draft: Draft) => draft.fuelTypes.includes('elektriciteit') || draft.batteryCapacity !== null;
const hasCombustion = (draft: Draft) => draft.fuelTypes.some((fuel) => fuel !== 'elektriciteit');

/** What driving away takes for this vehicle; the import's rules accept exactly these. */
export function allInItemsFor(draft: Draft): AllInItem[] {
  const items: AllInItem[] = ['rijklaarmaken'];
  if (draft.certainties.includes('afleverbeurt') || draft.mobilityType === 'motor' || draft.mobilityType === 'bicycle') items.push('afleverbeurt');
  if (draft.mobilityType === 'caramper') items.push('gaskeuring', 'vochtmeting');
  if (draft.apkUntil !== null && (draft.mobilityType === 'car' || draft.kind === 'camper')) items.push('apk');
  const registered = draft.mobilityType !== 'bicycle' || draft.kind === 'highSpeedEbike';
  if (registered && (draft.licensePlate !== null || draft.condition === 'nieuw') && !(draft.mobilityType === 'caramper' && draft.licensePlate === null)) {
    items.push('leges', draft.condition === 'nieuw' ? 'kentekenplaten' : 'kentekenoverschrijving');
  }
  if (bovagMonths(draft) > 0) items.push('bovagGarantie');
  if (hasCombustion(draft)) items.push('volleTank');
  if (isElectric(draft)) items.push('opgeladenAccu');
  return items;
}

function allInDealFor(draft: Draft, terms: DealerTerms): AllInDeal {
  // New cars carry the makers' delivery costs on top of the dealer's own.
  const delivery = terms.deliveryCosts[draft.mobilityType] + (draft.condition === 'nieuw' && draft.mobilityType === 'car' ? 400 : 0);
  const surcharge = terms.askingPriceIsAllIn ? 0 : delivery * 100;
  return { price: draft.price + surcharge, items: allInItemsFor(draft) };
}

/** Package prices the way dealers write them: € 495, € 1.295; bicycle shops € 99, € 149. */
function priceBetween(random: Random, draft: Draft, min: number, max: number): number {
  if (draft.mobilityType === 'bicycle') return (random.int(Math.ceil(min / 50), Math.floor(max / 50)) * 50 - 1) * 100;
  return (random.int(Math.ceil(min / 100), Math.floor(max / 100)) * 100 - 5) * 100;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

interface Candidate {
  weight: number;
  make: () => ListingPackage;
}

function candidatesFor(random: Random, draft: Draft, terms: DealerTerms, allIn: boolean): Candidate[] {
  const euros = draft.price / 100;
  const months = bovagMonths(draft);
  const electric = isElectric(draft);
  const list: Candidate[] = [];
  const add = (weight: number, make: () => ListingPackage) => list.push({ weight, make });
  const tankOrBattery = electric && !hasCombustion(draft) ? 'Volledig opgeladen accu' : 'Volle tank';
  // With an all-in deal the delivery is already paid for: no separate package for it.
  const delivery = allIn ? 0 : terms.deliveryCosts[draft.mobilityType] * 100;

  switch (draft.mobilityType) {
    case 'car':
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
      break;
    case 'motor':
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
      break;
    case 'bicycle':
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
      break;
    case 'caramper': {
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
      break;
    }
  }
  return list;
}

/** One to three packages, the delivery package most often among them; now and then one comes free. */
function pickPackages(random: Random, draft: Draft, terms: DealerTerms, allIn: boolean): ListingPackage[] {
  const candidates = candidatesFor(random, draft, terms, allIn);
  const count = Math.min(candidates.length, random.weighted([[1, 5], [2, 4], [3, 2]] as const));
  const chosen: Candidate[] = [];
  const pool = [...candidates];
  while (chosen.length < count && pool.length) {
    const pick = random.weighted(pool.map((candidate) => [candidate, candidate.weight] as const));
    chosen.push(pick);
    pool.splice(pool.indexOf(pick), 1);
  }
  return chosen.map((candidate) => {
    const made = candidate.make();
    // A dealer promotion: a package thrown in with the vehicle.
    if (made.kind !== 'aflevering' && made.kind !== 'laden' && random.chance(0.06)) return { ...made, price: 0 };
    return made;
  });
}
