import type { MobilityType } from '@/lib/vehicle/enums';
import type { HomeIconName } from './HomeIcon';

/** Which certainties and propositions each home shows: what applies to that kind of vehicle. */
export interface Certainty {
  key: 'garantie' | 'afleverbeurt' | 'omruilgarantie' | 'puntencheck' | 'onderhoudsbeurt' | 'allInPrijs';
  href: string;
  icon: HomeIconName;
}

const CERTAINTY: Record<Certainty['key'], Certainty> = {
  garantie: { key: 'garantie', href: '/bovag-garantie', icon: 'shield' },
  afleverbeurt: { key: 'afleverbeurt', href: '/bovag-afleverbeurt', icon: 'wrench' },
  omruilgarantie: { key: 'omruilgarantie', href: '/bovag-omruilgarantie', icon: 'swap' },
  puntencheck: { key: 'puntencheck', href: '/bovag-puntencheck', icon: 'checklist' },
  onderhoudsbeurt: { key: 'onderhoudsbeurt', href: '/bovag-onderhoudsbeurt', icon: 'calendar' },
  allInPrijs: { key: 'allInPrijs', href: '/heldere-all-in-prijzen', icon: 'tag' },
};

export const CERTAINTIES_BY_MOBILITY: Record<MobilityType, readonly Certainty[]> = {
  car: [CERTAINTY.garantie, CERTAINTY.afleverbeurt, CERTAINTY.omruilgarantie, CERTAINTY.puntencheck],
  bicycle: [CERTAINTY.garantie, CERTAINTY.afleverbeurt, CERTAINTY.onderhoudsbeurt, CERTAINTY.allInPrijs],
  motor: [CERTAINTY.garantie, CERTAINTY.afleverbeurt, CERTAINTY.puntencheck, CERTAINTY.allInPrijs],
  caramper: [CERTAINTY.garantie, CERTAINTY.afleverbeurt, CERTAINTY.onderhoudsbeurt, CERTAINTY.allInPrijs],
};

export interface Proposition {
  key: 'dealers' | 'allIn' | 'garantie' | 'nap' | 'rijklaar' | 'service' | 'advies';
  icon: HomeIconName;
}

const PROPOSITION: Record<Proposition['key'], Proposition> = {
  dealers: { key: 'dealers', icon: 'store' },
  allIn: { key: 'allIn', icon: 'tag' },
  garantie: { key: 'garantie', icon: 'shield' },
  nap: { key: 'nap', icon: 'gauge' },
  rijklaar: { key: 'rijklaar', icon: 'bike' },
  service: { key: 'service', icon: 'wrench' },
  advies: { key: 'advies', icon: 'chat' },
};

export const PROPOSITIONS_BY_MOBILITY: Record<MobilityType, readonly Proposition[]> = {
  car: [PROPOSITION.dealers, PROPOSITION.allIn, PROPOSITION.garantie, PROPOSITION.nap],
  bicycle: [PROPOSITION.dealers, PROPOSITION.allIn, PROPOSITION.rijklaar, PROPOSITION.service],
  motor: [PROPOSITION.dealers, PROPOSITION.allIn, PROPOSITION.garantie, PROPOSITION.nap],
  caramper: [PROPOSITION.dealers, PROPOSITION.allIn, PROPOSITION.garantie, PROPOSITION.advies],
};
