/**
 * Every number the bike-lease calculator uses (issue 17 item 4), with its source and the date it
 * was checked. Change a number here, with its source, and the page and its tests follow.
 */

/** When the numbers below were last checked against their sources. */
export const TABLES_CHECKED = '2026-11-25';

/**
 * The bijtelling of a bike from the employer (fiets van de zaak, also a leased one): 7 % of the
 * consumer's recommended price including VAT (adviesprijs), per year, added to taxable wages.
 * Source: Belastingdienst, "Fiets van de zaak" (rule since 1 January 2020).
 */
export const BIJTELLING_SHARE = 0.07;
export const BIJTELLING_SOURCE = 'Belastingdienst, “Fiets van de zaak”: bijtelling 7% van de consumentenadviesprijs (sinds 2020)';

export const LEASE_TERMS_MONTHS = [36, 48] as const;
export type LeaseTermMonths = (typeof LEASE_TERMS_MONTHS)[number];

export interface IncomeBracket {
  id: '1' | '2' | '3';
  /** Taxable income per year in euros, both ends inclusive; null: no upper end. */
  fromEuros: number;
  toEuros: number | null;
  /** The box 1 rate on income in this bracket, as a share. */
  rate: number;
}

/**
 * Box 1 rates 2026 for people below the state-pension age (inkomstenbelasting plus premies
 * volksverzekeringen). Source: Belastingdienst, "Tarieven inkomstenbelasting 2026" (Belastingplan
 * 2026). Someone past the state-pension age pays less in the first two brackets; the page says so.
 */
export const INCOME_BRACKETS_2026: readonly IncomeBracket[] = [
  { id: '1', fromEuros: 0, toEuros: 38_883, rate: 0.357 },
  { id: '2', fromEuros: 38_884, toEuros: 79_137, rate: 0.3756 },
  { id: '3', fromEuros: 79_138, toEuros: null, rate: 0.495 },
];
export const INCOME_BRACKETS_SOURCE = 'Belastingdienst, tarieven box 1 inkomstenbelasting 2026 (Belastingplan 2026), jonger dan de AOW-leeftijd';

/** What the calculator accepts: a bike's adviesprijs and the monthly own contribution, in euros. */
export const PRICE_RANGE_EUROS = { min: 500, max: 15_000 } as const;
export const OWN_CONTRIBUTION_RANGE_EUROS = { min: 0, max: 500 } as const;

/** The example the page opens with: a mid-range e-bike, 36 months, the middle bracket, no own contribution. */
export const DEFAULT_LEASE_INPUT = { priceEuros: 3_000, termMonths: 36 as LeaseTermMonths, bracket: '2' as IncomeBracket['id'], ownContributionEuros: 0 };
