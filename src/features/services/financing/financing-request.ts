/**
 * "Vraag financiering aan" (issue 17, item 1): amount, term, the visitor's details and, from a
 * detail page, the vehicle's code. Every field's first problem is a code the page's copy turns
 * into Dutch; nothing is stored from a refused request. Pure.
 */
import { isLoanAmount, isLoanTerm, parseLoanAmount, type LoanTerm } from '@/lib/finance/annuity';
import { isRecord, parseContact, text, type ContactRules, type FieldErrors, type ServiceContact } from '../lead-kit/contact';

export interface FinancingRequest {
  /** Euros. */
  amount: number;
  months: LoanTerm;
  /** The listing's public code when the visitor came from its detail page; '' otherwise. */
  vehicle: string;
  contact: ServiceContact;
}

export type FinancingParse = { ok: true; request: FinancingRequest } | { ok: false; errors: FieldErrors };

/** A listing code (product §2): 7 lowercase letters and digits. */
const VEHICLE_CODE = /^[a-z0-9]{7}$/;

export function vehicleCodeOf(value: unknown): string | null {
  return typeof value === 'string' && VEHICLE_CODE.test(value) ? value : null;
}

/** The request, or the first problem per field ("form" for what belongs to no visible field). */
export function parseFinancingRequest(body: unknown, rules: ContactRules): FinancingParse {
  if (!isRecord(body)) return { ok: false, errors: { form: 'form.invalid' } };
  const errors: FieldErrors = {};
  const contact = parseContact(body, rules, errors, true);

  // A JSON number as it is; text as a Dutch visitor types it ("15.000").
  const amountText = typeof body.amount === 'number' ? String(body.amount) : text(body.amount, 20);
  const amount = typeof body.amount === 'number' ? body.amount : amountText ? parseLoanAmount(amountText) : null;
  if (amountText === '') errors.amount = 'amount.required';
  else if (!isLoanAmount(amount)) errors.amount = 'amount.invalid';

  const months = Number(body.months);
  if (body.months === undefined || body.months === '') errors.months = 'months.required';
  else if (!isLoanTerm(months)) errors.months = 'months.invalid';

  const vehicleText = text(body.vehicle, 20);
  const vehicle = vehicleText ? vehicleCodeOf(vehicleText) : '';
  if (vehicle === null || vehicleText === null) errors.form = 'form.invalid';

  if (Object.keys(errors).length > 0 || !isLoanAmount(amount) || !isLoanTerm(months)) return { ok: false, errors };
  return { ok: true, request: { amount, months, vehicle: vehicle ?? '', contact } };
}
