/**
 * The lead form's view model: its state and how it changes, what saved inputs fill in, what is
 * sent, and how validation results and the server's answer become field errors. Pure: no React,
 * no DOM, no storage; the hooks (use-lead-form.ts) run it.
 */
import type { ErrorBody } from '@/lib/api/errors';
import type { FieldSpec, LeadType, TradeInVehicle } from '../leads/lead-fields';
import { savedValues, type GeneralInputs, type SavedInputs, type VehicleInputGroup } from './saved-inputs';

export type Values = Record<string, string>;

/** A photo in the form: shrunk in the browser, shown through an object URL. */
export interface FormPhoto {
  id: string;
  blob: Blob;
  name: string;
  url: string;
}
export type LeadFormStatus = 'idle' | 'sending' | 'sent';

export interface LeadFormState {
  values: Values;
  /** Field name → Dutch message; `form` is the form as a whole. */
  errors: Values;
  status: LeadFormStatus;
  /** The last send failed without field errors (network, server error). */
  failed: boolean;
  /** What was wrong with picked photos: shown at the photos, not as a form error (nothing was sent). */
  photoNotice: string | undefined;
}

/**
 * What a form posted by the browser itself (no JavaScript yet) came back with
 * (leads/lead-form-action.ts): the page renders the form in that state.
 */
export type LeadFormPostState =
  | { status: 'idle' | 'sent' | 'failed'; values: Values }
  | { status: 'refused'; values: Values; errors: Values };

/** The form's first state: as it was posted, when it was. */
export function postedLeadFormState(type: LeadType, posted: LeadFormPostState): LeadFormState {
  const initial = initialLeadFormState(type);
  switch (posted.status) {
    case 'idle':
      return initial;
    case 'sent':
      return { ...initial, status: 'sent' };
    case 'failed':
      return { ...initial, values: { ...initial.values, ...posted.values }, failed: true };
    case 'refused':
      return { ...initial, values: { ...initial.values, ...posted.values }, errors: posted.errors };
  }
}

export type LeadFormAction =
  /** Saved inputs arrived: they fill the fields the visitor has not typed in. */
  | { type: 'fill'; saved: Values; touched: ReadonlySet<string> }
  | { type: 'change'; field: string; value: string }
  /** A field shown as wrong is right now. */
  | { type: 'fieldFixed'; field: string }
  | { type: 'photoNotice'; notice: string | undefined }
  /** The browser's validation refused the form. */
  | { type: 'invalid'; errors: Values }
  | { type: 'sending' }
  | { type: 'sent' }
  /** The server refused the lead with field errors. */
  | { type: 'refused'; errors: Values }
  /** The send failed without field errors. */
  | { type: 'failed' }
  /** "Nog een bericht sturen": the visitor's details stay, the rest starts over. */
  | { type: 'again' };

export const GENERAL_FIELDS = ['name', 'email', 'phone'] as const satisfies readonly (keyof GeneralInputs)[];

/** Trade-in fields ↔ the saved vehicle group's fields (product §3 "description" is our remarks). */
export const VEHICLE_FIELDS: readonly [form: string, saved: 'licensePlate' | 'mileage' | 'vehicleBrandModel' | 'description'][] = [
  ['licensePlate', 'licensePlate'],
  ['mileage', 'mileage'],
  ['vehicleBrandModel', 'vehicleBrandModel'],
  ['remarks', 'description'],
];

/** Values that survive "again": the visitor's details and how they want an answer. */
const KEPT_FIELDS: ReadonlySet<string> = new Set([...GENERAL_FIELDS, 'feedbackType']);

export function initialLeadFormState(type: LeadType): LeadFormState {
  return { values: type === 'contact' ? { feedbackType: 'email' } : {}, errors: {}, status: 'idle', failed: false, photoNotice: undefined };
}

function without(errors: Values, field: string): Values {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

export function leadFormReducer(state: LeadFormState, action: LeadFormAction): LeadFormState {
  switch (action.type) {
    case 'fill': {
      const values = { ...state.values };
      for (const [field, value] of Object.entries(action.saved)) if (!action.touched.has(field) && value) values[field] = value;
      return { ...state, values };
    }
    case 'change':
      return { ...state, values: { ...state.values, [action.field]: action.value } };
    case 'fieldFixed':
      return state.errors[action.field] ? { ...state, errors: without(state.errors, action.field) } : state;
    case 'photoNotice':
      return { ...state, photoNotice: action.notice, errors: without(state.errors, 'photos') };
    case 'invalid':
      return { ...state, errors: action.errors, failed: false };
    case 'sending':
      return { ...state, errors: {}, photoNotice: undefined, failed: false, status: 'sending' };
    case 'sent':
      return { ...state, status: 'sent' };
    case 'refused':
      return { ...state, status: 'idle', errors: action.errors };
    case 'failed':
      return { ...state, status: 'idle', failed: true };
    case 'again':
      return { ...state, status: 'idle', photoNotice: undefined, values: Object.fromEntries(Object.entries(state.values).filter(([field]) => KEPT_FIELDS.has(field))) };
  }
}

/** What the form shows in its current state. */
export function leadFormView(state: LeadFormState, processingPhotos: number, errorSummary: string) {
  const sending = state.status === 'sending';
  return {
    sending,
    photosProcessing: processingPhotos > 0,
    /** Sending, or photos still being shrunk: a submit now would send too little. */
    submitBlocked: sending || processingPhotos > 0,
    /** The alert above the fields: the form's own error, else the summary; none without errors. */
    summary: Object.keys(state.errors).length > 0 ? (state.errors.form ?? errorSummary) : undefined,
    photoError: state.errors.photos ?? state.photoNotice,
  };
}

/** The saved values for this form: the visitor's details, and for a trade-in their vehicle. */
export function savedFor(inputs: SavedInputs, type: LeadType, vehicle: TradeInVehicle | null): Values {
  const values: Values = {};
  const general = savedValues(inputs, 'general');
  if (general) for (const field of GENERAL_FIELDS) values[field] = general[field];
  if (type === 'tradeIn' && vehicle) {
    const saved = savedValues(inputs, vehicle) as Record<string, string | string[]> | null;
    if (saved)
      for (const [form, key] of VEHICLE_FIELDS) {
        const value = saved[key];
        if (typeof value === 'string') values[form] = value;
      }
  }
  return values;
}

export function savedPhotoIds(inputs: SavedInputs, vehicle: TradeInVehicle | null): string[] {
  const saved = vehicle ? savedValues(inputs, vehicle) : null;
  return saved ? saved.photos : [];
}

/** Every photo id a saved group still refers to: the photos IndexedDB must keep. */
export function referencedPhotoIds(inputs: SavedInputs): Set<string> {
  const groups: VehicleInputGroup[] = ['car', 'motor', 'camper', 'caravan', 'foldingTrailer'];
  return new Set(groups.flatMap((group) => savedValues(inputs, group)?.photos ?? []));
}

/** What a sent lead leaves to remember (product §3 saved inputs): only what was filled in. */
export function inputsToRemember(
  lead: Record<string, unknown>,
  type: LeadType,
  vehicle: TradeInVehicle | null,
): { general: Partial<GeneralInputs>; vehicle: { group: TradeInVehicle; values: Values } | null } {
  const text = (field: string) => (typeof lead[field] === 'string' ? (lead[field] as string) : '');
  const general = Object.fromEntries(GENERAL_FIELDS.filter((field) => text(field) !== '').map((field) => [field, text(field)]));
  if (type !== 'tradeIn' || !vehicle) return { general, vehicle: null };
  const values = Object.fromEntries(VEHICLE_FIELDS.filter(([form]) => text(form) !== '').map(([form, key]) => [key, text(form)]));
  return { general, vehicle: { group: vehicle, values } };
}

export interface PayloadInput {
  fields: readonly FieldSpec[];
  values: Values;
  type: LeadType;
  listingId: number;
  tradeInVehicle: TradeInVehicle | null;
  /** The hidden field only bots fill in; sent along so the server can refuse them. */
  website: string;
}

/** The lead as the schema and the server take it; photos go separately. */
export function leadPayload({ fields, values, type, listingId, tradeInVehicle, website }: PayloadInput): Record<string, unknown> {
  return {
    ...Object.fromEntries(fields.filter((field) => field.kind !== 'photos').map((field) => [field.name, values[field.name] ?? ''])),
    type,
    listingId,
    ...(type === 'tradeIn' ? { tradeInVehicle: tradeInVehicle ?? 'car' } : {}),
    website,
  };
}

/** The schema's error codes as the Dutch messages the copy holds. */
export function fieldMessages(codes: Record<string, string>, texts: Record<string, string>): Values {
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, texts[code] ?? texts['form.invalid'] ?? code]));
}

/** The field that gets focus after a refusal: the first one, in form order, with an error. */
export function firstErrorField(fields: readonly FieldSpec[], errors: Values): string | undefined {
  return fields.find((field) => errors[field.name])?.name;
}

/**
 * The field errors of a refused lead, from the API's one error answer (lib/api/errors.ts);
 * null when it names none (then the form says the send failed).
 */
export function answerErrors(body: unknown): Values | null {
  if (typeof body !== 'object' || body === null) return null;
  const errors = (body as Partial<ErrorBody>).errors;
  if (typeof errors !== 'object' || errors === null) return null;
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}
