import type { MobilityType } from '@/lib/vehicle/enums';
import type { AllInDeal, AllInItem, ListingPackage } from '@/lib/vehicle/packages';
import { createRandom, hashSeed, type Random } from '../random';
import { bovagMonths, candidatesFor, hasCombustion, isElectric, type Candidate, type Draft } from './package-candidates';

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

export function generateExtras(seed: number | string, index: number, dealerExternalId: string, draft: Draft): Extras {
  const random = createRandom(hashSeed(seed, 'extras', index));
  const terms = dealerTerms(seed, dealerExternalId);
  const allInDeal = random.chance(ALL_IN_SHARE[draft.mobilityType]) ? allInDealFor(draft, terms) : null;
  const packages = random.chance(PACKAGE_SHARE[draft.mobilityType]) ? pickPackages(random, draft, terms, allInDeal !== null) : [];
  return { packages, allInDeal };
}

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

/** One to three packages, the delivery package most often among them; now and then one comes free. */
function pickPackages(random: Random, draft: Draft, terms: DealerTerms, allIn: boolean): ListingPackage[] {
  // With an all-in deal the delivery is already paid for: no separate package for it.
  const delivery = allIn ? 0 : terms.deliveryCosts[draft.mobilityType] * 100;
  const candidates = candidatesFor(random, draft, delivery, allIn);
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
