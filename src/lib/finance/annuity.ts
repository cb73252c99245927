/**
 * The monthly payment of a loan repaid in equal monthly instalments (annuity), as the financing
 * calculator shows it on a detail page and on /financieren/autofinanciering (issue 17). Rates are yearly percentages; the monthly rate is a twelfth of the yearly one,
 * the convention Dutch consumer-credit examples use for the debit rate.
 */
export interface AnnuityInput {
  /** Loan amount in euros. */
  amount: number;
  /** Yearly debit rate in percent (8.9 means 8.9 %). */
  yearlyRatePercent: number;
  months: number;
}

export interface AnnuityResult {
  /** Euros per month, rounded to cents. */
  monthly: number;
  /** Everything paid back over the whole term, in euros rounded to cents. */
  total: number;
}

export function annuity({ amount, yearlyRatePercent, months }: AnnuityInput): AnnuityResult | null {
  if (!Number.isFinite(amount) || !Number.isFinite(yearlyRatePercent) || !Number.isInteger(months)) return null;
  if (amount <= 0 || months <= 0 || yearlyRatePercent < 0) return null;
  const rate = yearlyRatePercent / 100 / 12;
  const exact = rate === 0 ? amount / months : (amount * rate) / (1 - (1 + rate) ** -months);
  const monthly = Math.round(exact * 100) / 100;
  return { monthly, total: Math.round(monthly * months * 100) / 100 };
}

/** Loan terms the calculator offers, in months. */
export const LOAN_TERMS = [12, 24, 36, 48, 60, 72, 84, 96, 120] as const;
/** The example debit rate shown with the calculator (a representative rate, not an offer). */
export const EXAMPLE_YEARLY_RATE = 8.9;
/** Consumer credit in the Netherlands runs from €250 to €75,000 (Wck). */
export const LOAN_MIN = 250;
export const LOAN_MAX = 75_000;

/** The default term: longer for larger amounts, as lenders cap short terms by monthly burden. */
export function defaultTerm(amount: number): (typeof LOAN_TERMS)[number] {
  if (amount <= 2_500) return 24;
  if (amount <= 7_500) return 36;
  if (amount <= 15_000) return 60;
  return 72;
}

/**
 * The yearly cost percentage (JKP) of a yearly debit rate paid monthly: the effective rate the
 * AFM wants stated next to the debit rate, rounded to one decimal.
 */
export function effectiveYearlyRate(yearlyRatePercent: number): number {
  return Math.round(((1 + yearlyRatePercent / 100 / 12) ** 12 - 1) * 1000) / 10;
}

export type LoanTerm = (typeof LOAN_TERMS)[number];

export function isLoanTerm(value: number): value is LoanTerm {
  return (LOAN_TERMS as readonly number[]).includes(value);
}

/**
 * An amount as a visitor types it, in whole or Dutch decimal euros ("15.000", "15000", "12.500,50",
 * "€ 9.999"); null when it is no amount. A dot is a thousands separator, a comma the decimal one.
 */
export function parseLoanAmount(text: string): number | null {
  const compact = text.replace(/[€\s]/g, '');
  if (!/^\d{1,3}(?:\.?\d{3})*(?:,\d{1,2})?$/.test(compact)) return null;
  const value = Number(compact.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** Whether an amount can be borrowed as consumer credit (LOAN_MIN to LOAN_MAX). */
export function isLoanAmount(value: number | null): value is number {
  return value !== null && value >= LOAN_MIN && value <= LOAN_MAX;
}
