/**
 * The net monthly cost of a bike leased through the employer (issue 17 item 4): the 7 % bijtelling
 * on the adviesprijs, less what the employee pays towards the bike, taxed at the bracket's rate,
 * plus that own contribution. An indication: the bijtelling can push income into the next bracket,
 * and heffingskortingen that depend on income are left out. Pure; every number in lease-tables.ts.
 */
import {
  BIJTELLING_SHARE,
  DEFAULT_LEASE_INPUT,
  INCOME_BRACKETS_2026,
  LEASE_TERMS_MONTHS,
  OWN_CONTRIBUTION_RANGE_EUROS,
  PRICE_RANGE_EUROS,
  type IncomeBracket,
  type LeaseTermMonths,
} from './lease-tables';

export interface LeaseInput {
  priceEuros: number;
  termMonths: LeaseTermMonths;
  bracket: IncomeBracket['id'];
  /** What the employee pays towards the lease each month, out of net pay; the employer pays the rest. */
  ownContributionEuros: number;
}

/** Amounts in euro cents, rounded to the cent. */
export interface LeaseOutcome {
  bijtellingPerYear: number;
  bijtellingPerMonth: number;
  /** The bijtelling less the own contribution, never below zero (the contribution lowers it). */
  taxablePerYear: number;
  rate: number;
  taxPerYear: number;
  taxPerMonth: number;
  ownContributionPerMonth: number;
  netPerMonth: number;
  netOverTerm: number;
}

export function calculateLease(input: LeaseInput): LeaseOutcome {
  const bracket = INCOME_BRACKETS_2026.find((candidate) => candidate.id === input.bracket);
  if (!bracket) throw new Error(`Unknown income bracket ${input.bracket}`);
  const priceCents = Math.round(input.priceEuros * 100);
  const ownPerMonth = Math.round(input.ownContributionEuros * 100);
  const bijtellingPerYear = Math.round(priceCents * BIJTELLING_SHARE);
  const taxablePerYear = Math.max(0, bijtellingPerYear - ownPerMonth * 12);
  const taxPerYear = Math.round(taxablePerYear * bracket.rate);
  const taxPerMonth = Math.round(taxPerYear / 12);
  const netPerMonth = ownPerMonth + taxPerMonth;
  return {
    bijtellingPerYear,
    bijtellingPerMonth: Math.round(bijtellingPerYear / 12),
    taxablePerYear,
    rate: bracket.rate,
    taxPerYear,
    taxPerMonth,
    ownContributionPerMonth: ownPerMonth,
    netPerMonth,
    netOverTerm: netPerMonth * input.termMonths,
  };
}

export type LeaseField = 'prijs' | 'looptijd' | 'schijf' | 'bijdrage';
export type LeaseErrorCode = 'priceRange' | 'term' | 'bracket' | 'contributionRange';

export type LeaseQuery = { ok: true; input: LeaseInput; asked: boolean } | { ok: false; errors: Partial<Record<LeaseField, LeaseErrorCode>>; values: Partial<Record<LeaseField, string>> };

/** A whole number of euros as a visitor types it: "3000", "3.000", "€ 3.000,-". */
function euros(value: string): number | null {
  const cleaned = value.replace(/[€\s]/g, '').replace(/,-?$/, '').replace(/\.(?=\d{3}(\D|$))/g, '');
  return /^\d{1,6}$/.test(cleaned) ? Number(cleaned) : null;
}

const text = (value: string | string[] | undefined): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

/**
 * The calculator's GET query (`?prijs=3000&looptijd=36&schijf=2&bijdrage=0`). No query at all is
 * the page's example; a field left out takes the example's value.
 */
export function parseLeaseQuery(params: Record<string, string | string[] | undefined>): LeaseQuery {
  const raw = { prijs: text(params.prijs), looptijd: text(params.looptijd), schijf: text(params.schijf), bijdrage: text(params.bijdrage) };
  const asked = Object.values(raw).some((value) => value !== undefined && value !== '');
  const errors: Partial<Record<LeaseField, LeaseErrorCode>> = {};
  const price = raw.prijs ? euros(raw.prijs) : DEFAULT_LEASE_INPUT.priceEuros;
  if (price === null || price < PRICE_RANGE_EUROS.min || price > PRICE_RANGE_EUROS.max) errors.prijs = 'priceRange';
  const term = raw.looptijd ? LEASE_TERMS_MONTHS.find((months) => String(months) === raw.looptijd) : DEFAULT_LEASE_INPUT.termMonths;
  if (term === undefined) errors.looptijd = 'term';
  const bracket = raw.schijf ? INCOME_BRACKETS_2026.find((candidate) => candidate.id === raw.schijf)?.id : DEFAULT_LEASE_INPUT.bracket;
  if (bracket === undefined) errors.schijf = 'bracket';
  const own = raw.bijdrage ? euros(raw.bijdrage) : DEFAULT_LEASE_INPUT.ownContributionEuros;
  if (own === null || own < OWN_CONTRIBUTION_RANGE_EUROS.min || own > OWN_CONTRIBUTION_RANGE_EUROS.max) errors.bijdrage = 'contributionRange';
  if (price === null || term === undefined || bracket === undefined || own === null || Object.keys(errors).length) {
    const values = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined)) as Partial<Record<LeaseField, string>>;
    return { ok: false, errors, values };
  }
  return { ok: true, input: { priceEuros: price, termMonths: term, bracket, ownContributionEuros: own }, asked };
}
