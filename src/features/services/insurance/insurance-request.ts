/**
 * "Vraag een indicatie aan" (issue 17, item 2): the licence plate, claim-free years and the
 * visitor's details. Every field's first problem is a code the page's copy turns into Dutch;
 * nothing is stored from a refused request. Pure.
 */
import { normalizePlate } from '@/lib/vehicle/license-plate';
import { isRecord, parseContact, text, type ContactRules, type FieldErrors, type ServiceContact } from '../lead-kit/contact';

/**
 * Claim-free years as insurers count them: a claim costs years on the bonus-malus ladder, so the
 * count can be below zero after claims; above 50 is no driving career.
 */
export const CLAIM_FREE_YEARS_MIN = -5;
export const CLAIM_FREE_YEARS_MAX = 50;

export interface InsuranceRequest {
  /** Registry form: upper case, no dashes. */
  licensePlate: string;
  claimFreeYears: number;
  contact: ServiceContact;
}

export type InsuranceParse = { ok: true; request: InsuranceRequest } | { ok: false; errors: FieldErrors };

export function parseInsuranceRequest(body: unknown, rules: ContactRules): InsuranceParse {
  if (!isRecord(body)) return { ok: false, errors: { form: 'form.invalid' } };
  const errors: FieldErrors = {};
  const plateText = text(body.licensePlate, 20);
  const licensePlate = plateText ? normalizePlate(plateText) : null;
  if (plateText === '') errors.licensePlate = 'licensePlate.required';
  else if (!licensePlate) errors.licensePlate = 'licensePlate.invalid';

  const yearsText = typeof body.claimFreeYears === 'number' ? String(body.claimFreeYears) : text(body.claimFreeYears, 6);
  const claimFreeYears = yearsText && /^-?\d{1,2}$/.test(yearsText) ? Number(yearsText) : null;
  if (yearsText === '') errors.claimFreeYears = 'claimFreeYears.required';
  else if (claimFreeYears === null || claimFreeYears < CLAIM_FREE_YEARS_MIN || claimFreeYears > CLAIM_FREE_YEARS_MAX) errors.claimFreeYears = 'claimFreeYears.invalid';

  const contact = parseContact(body, rules, errors, false);
  if (Object.keys(errors).length > 0 || !licensePlate || claimFreeYears === null) return { ok: false, errors };
  return { ok: true, request: { licensePlate, claimFreeYears, contact } };
}
