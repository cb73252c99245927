/**
 * The one schema for every lead form, used by the browser before sending and by the server
 * before storing: one set of rules, so the two can never disagree. Messages are codes; `copy.errors[code]` holds the Dutch text,
 * so the browser needs no i18next. Loaded lazily by the forms: it carries zod.
 */
import { MAX_LISTING_ID } from '@/lib/api/ids';
import { PLAIN_ADDRESS } from '@/lib/mail/address';
import { normalizePlate } from '@/lib/vehicle/license-plate';
import { z } from 'zod';
import { FAULT_TYPES, FEEDBACK_TYPES, PARTS_OF_DAY, QUESTIONS, TEST_DRIVE_MAX_DAYS_AHEAD, TRADE_IN_VEHICLES, dutchDate, tradeInUsesMileage } from './lead-fields';

export const LEAD_ERROR_CODES = [
  'name.required',
  'name.tooLong',
  'name.invalid',
  'email.required',
  'email.invalid',
  'phone.required',
  'phone.requiredForCallback',
  'phone.invalid',
  'question.required',
  'feedbackType.required',
  'comment.required',
  'text.tooLong',
  'licensePlate.required',
  'licensePlate.invalid',
  'mileage.required',
  'mileage.invalid',
  'vehicleBrandModel.required',
  'preferredDate.required',
  'preferredDate.invalid',
  'preferredDate.past',
  'preferredDate.tooFar',
  'partOfDay.required',
  'employer.required',
  'faultType.required',
  'description.required',
  'description.tooShort',
  'form.invalid',
] as const;
export type LeadErrorCode = (typeof LEAD_ERROR_CODES)[number];

const MAX_TEXT = 2000;

/**
 * Name and e-mail end up in the Reply-To header of the dealer's mail: no line breaks or other
 * control characters (a header injection), and none of the characters that delimit or group
 * addresses in a header (`<>`, `,`, `;`, quotes…), which would make the reply go elsewhere.
 */
const UNSAFE_NAME = /[\p{Cc}\u2028\u2029<>]/u;

export function isSafeName(value: string): boolean {
  return !UNSAFE_NAME.test(value);
}
const DUTCH_PHONE = /^(?:\+31|0031|0)[1-9]\d{8}$/;
const FOREIGN_PHONE = /^(?:\+|00)(?!31)[1-9]\d{7,14}$/;

export function isValidPhone(value: string): boolean {
  const compact = value.replace(/[\s().-]/g, '');
  return DUTCH_PHONE.test(compact) || FOREIGN_PHONE.test(compact);
}

/** A plate that fits one of the Dutch side codes (lib/vehicle/license-plate); stored as "AB123C". */
export function isValidPlate(value: string): boolean {
  return normalizePlate(value) !== null;
}

const required = (code: LeadErrorCode, max = 200, tooLong: LeadErrorCode = 'text.tooLong') =>
  z.string({ error: code }).trim().min(1, code).max(max, tooLong);
const optionalText = (max = MAX_TEXT) => z.string({ error: 'form.invalid' }).trim().max(max, 'text.tooLong').default('');
const choice = <T extends readonly [string, ...string[]]>(values: T, code: LeadErrorCode) => z.enum(values, { error: code });

const email = required('email.required', 254, 'email.invalid').refine((value) => PLAIN_ADDRESS.test(value), 'email.invalid');
const optionalEmail = optionalText(254).refine((value) => value === '' || PLAIN_ADDRESS.test(value), 'email.invalid');
const name = required('name.required', 100, 'name.tooLong').refine(isSafeName, 'name.invalid');
const requiredPhone = required('phone.required', 30, 'phone.invalid').refine(isValidPhone, 'phone.invalid');
const optionalPhone = optionalText(30).refine((value) => value === '' || isValidPhone(value), 'phone.invalid');

const base = {
  // Within the integer column: a larger id reached the database (issue 12, item 5).
  listingId: z.number({ error: 'form.invalid' }).int().positive().max(MAX_LISTING_ID),
  /** A field people never see: bots fill it in. */
  website: z.string().max(0, 'form.invalid').optional(),
};

const contact = z
  .object({
    ...base,
    type: z.literal('contact'),
    question: choice(QUESTIONS, 'question.required'),
    feedbackType: choice(FEEDBACK_TYPES, 'feedbackType.required'),
    comment: optionalText(),
    name,
    email,
    phone: optionalPhone,
  })
  .superRefine((lead, context) => {
    if (lead.question === 'anders' && lead.comment === '') context.addIssue({ code: 'custom', path: ['comment'], message: 'comment.required' });
    if (lead.feedbackType === 'telefoon' && lead.phone === '')
      context.addIssue({ code: 'custom', path: ['phone'], message: 'phone.requiredForCallback' });
  });

const mileage = z
  .string({ error: 'mileage.required' })
  .trim()
  .default('')
  .transform((value) => value.replace(/[.\s]/g, '').replace(/km$/i, ''))
  .refine((value) => value === '' || (/^\d{1,7}$/.test(value) && Number(value) <= 2_000_000), 'mileage.invalid');

const tradeIn = z
  .object({
    ...base,
    type: z.literal('tradeIn'),
    tradeInVehicle: z.enum(TRADE_IN_VEHICLES).default('car'),
    licensePlate: required('licensePlate.required', 12, 'licensePlate.invalid')
      .refine(isValidPlate, 'licensePlate.invalid')
      .transform((value) => normalizePlate(value) ?? value),
    mileage,
    vehicleBrandModel: optionalText(100),
    remarks: optionalText(),
    name,
    email,
    phone: optionalPhone,
  })
  .superRefine((lead, context) => {
    if (tradeInUsesMileage(lead.tradeInVehicle) && lead.mileage === '')
      context.addIssue({ code: 'custom', path: ['mileage'], message: 'mileage.required' });
    if (!tradeInUsesMileage(lead.tradeInVehicle) && lead.vehicleBrandModel === '')
      context.addIssue({ code: 'custom', path: ['vehicleBrandModel'], message: 'vehicleBrandModel.required' });
  });

const preferredDate = required('preferredDate.required', 10, 'preferredDate.invalid').superRefine((value, context) => {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value);
  if (!valid) context.addIssue({ code: 'custom', message: 'preferredDate.invalid' });
  else if (value < dutchDate(Date.now())) context.addIssue({ code: 'custom', message: 'preferredDate.past' });
  else if (value > dutchDate(Date.now(), TEST_DRIVE_MAX_DAYS_AHEAD)) context.addIssue({ code: 'custom', message: 'preferredDate.tooFar' });
});

const testDrive = z.object({
  ...base,
  type: z.literal('testDrive'),
  preferredDate,
  partOfDay: choice(PARTS_OF_DAY, 'partOfDay.required'),
  remarks: optionalText(),
  name,
  email,
  phone: requiredPhone,
});

const reserve = z.object({ ...base, type: z.literal('reserve'), name, email, phone: requiredPhone, remarks: optionalText() });

const lease = z.object({
  ...base,
  type: z.literal('lease'),
  employer: required('employer.required', 100),
  name,
  email,
  phone: optionalPhone,
  remarks: optionalText(),
});

const fault = z.object({
  ...base,
  type: z.literal('fault'),
  faultType: choice(FAULT_TYPES, 'faultType.required'),
  description: required('description.required', MAX_TEXT).refine((value) => value.length >= 10, 'description.tooShort'),
  name: optionalText(100).refine(isSafeName, 'name.invalid'),
  email: optionalEmail,
});

export const leadSchema = z.discriminatedUnion('type', [contact, tradeIn, testDrive, reserve, lease, fault], { error: 'form.invalid' });

export type LeadInput = z.output<typeof leadSchema>;

export type LeadValidation = { ok: true; lead: LeadInput } | { ok: false; errors: Record<string, LeadErrorCode> };

function asCode(message: string): LeadErrorCode {
  return (LEAD_ERROR_CODES as readonly string[]).includes(message) ? (message as LeadErrorCode) : 'form.invalid';
}

/** The lead, or the first problem per field (field "form" for what belongs to no visible field). */
export function validateLead(input: unknown): LeadValidation {
  const result = leadSchema.safeParse(input);
  if (result.success) return { ok: true, lead: result.data };
  const errors: Record<string, LeadErrorCode> = {};
  for (const issue of result.error.issues) {
    const head = issue.path[0];
    const field = typeof head === 'string' && head !== 'listingId' && head !== 'website' && head !== 'type' ? head : 'form';
    errors[field] ??= asCode(issue.message);
  }
  return { ok: false, errors };
}
