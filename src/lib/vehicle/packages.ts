/**
 * Dealer packages and the all-in deal of a listing (decision 014): the vocabulary shared by the
 * feed import, the demo generator and the detail page. Dutch labels live in
 * public/locales/nl/detail.json (packages.kind.*, allInDeal.item.*).
 */

/** What a package is about; orders the cards and names their eyebrow. */
export const PACKAGE_KINDS = ['aflevering', 'garantie', 'onderhoud', 'banden', 'laden', 'stalling', 'accessoires', 'overig'] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

/**
 * What an all-in price can hold. A closed list on purpose: "heldere all-in prijs" only means
 * something when every dealer's deal is read the same way.
 */
export const ALL_IN_ITEMS = [
  'rijklaarmaken',
  'afleverbeurt',
  'apk',
  'leges',
  'kentekenoverschrijving',
  'kentekenplaten',
  'bovagGarantie',
  'gaskeuring',
  'vochtmeting',
  'volleTank',
  'opgeladenAccu',
] as const;
export type AllInItem = (typeof ALL_IN_ITEMS)[number];

/** An optional package the dealer sells with the vehicle. */
export interface ListingPackage {
  kind: PackageKind;
  name: string;
  description: string | null;
  /** What the package holds, as the dealer words it. */
  items: string[];
  /** Euro cents including VAT; 0 means included at no charge. */
  price: number;
}

/** The price to drive away with everything listed in `items` done and paid. */
export interface AllInDeal {
  /** Euro cents, on the same VAT basis as the listing's price; never below it. */
  price: number;
  items: AllInItem[];
}

/** Most the all-in price may exceed the asking price: more is a feed error (cents for euros), not a delivery fee. */
export const MAX_ALL_IN_SURCHARGE = 500_000;
