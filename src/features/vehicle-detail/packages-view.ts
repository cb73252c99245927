/**
 * What the package cards and the all-in deal show, worked out without React (decision 014):
 * the order of the cards, a package's price or "included", and the all-in price with what it
 * adds to the asking price and what it holds.
 */
import { formatPrice } from '@/lib/format/number';
import { ALL_IN_ITEMS, PACKAGE_KINDS, type AllInDeal, type AllInItem, type ListingPackage } from '@/lib/vehicle/packages';

const KIND_RANK = new Map<string, number>(PACKAGE_KINDS.map((kind, index) => [kind, index]));
const ITEM_RANK = new Map<string, number>(ALL_IN_ITEMS.map((item, index) => [item, index]));

/** Delivery first, then warranty, maintenance and the rest; the dealer's order within a kind. */
export function orderedPackages(packages: readonly ListingPackage[]): ListingPackage[] {
  const rank = (item: ListingPackage) => KIND_RANK.get(item.kind) ?? PACKAGE_KINDS.length;
  return packages
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

export type PackagePrice = { included: true } | { included: false; text: string };

/** "€ 495,-", or included when the dealer asks nothing for it. */
export function packagePrice(cents: number): PackagePrice {
  return cents <= 0 ? { included: true } : { included: false, text: formatPrice(cents) };
}

export interface AllInLine {
  item: AllInItem;
  /** Months of BOVAG Garantie the listing carries, for the bovagGarantie line. */
  months: number | null;
}

export interface AllInView {
  /** The all-in price, formatted. */
  price: string;
  askingPrice: string;
  /** What the all-in price adds to the asking price; null when the asking price already is all-in. */
  surcharge: string | null;
  lines: AllInLine[];
}

export interface AllInSource {
  price: number;
  allInDeal: AllInDeal | null;
  warrantyTypes: readonly string[];
}

const BOVAG_MONTHS = /^bovag(\d+)maanden$/;

export function allInView(listing: AllInSource): AllInView | null {
  const deal = listing.allInDeal;
  if (!deal || !deal.items.length) return null;
  const months = listing.warrantyTypes.map((type) => BOVAG_MONTHS.exec(type)?.[1]).find((value) => value !== undefined);
  const lines = [...new Set(deal.items)]
    .filter((item) => ITEM_RANK.has(item))
    .sort((a, b) => (ITEM_RANK.get(a) ?? 0) - (ITEM_RANK.get(b) ?? 0))
    .map((item): AllInLine => ({ item, months: item === 'bovagGarantie' && months ? Number(months) : null }));
  // A deal below the asking price never passes the import; shown as "already all-in" rather than a negative surcharge.
  const extra = Math.max(0, deal.price - listing.price);
  return {
    price: formatPrice(Math.max(deal.price, listing.price)),
    askingPrice: formatPrice(listing.price),
    surcharge: extra > 0 ? formatPrice(extra) : null,
    lines,
  };
}
