/**
 * What a visitor asks the trade-in page to value (issue 15, item 3): a licence plate, or, when the
 * registry does not know the plate, make, model, year and fuel; always the mileage and the moment
 * of trading in. One parser for the JSON call and the page's plain GET form (the form works
 * without JavaScript), so both refuse the same input with the same Dutch messages. Pure: no zod
 * (the page's client code uses it too), no React, no database.
 */
import { normalizePlate } from '@/lib/vehicle/license-plate';
import { FUEL_TYPES, type FuelType } from '@/lib/vehicle/enums';
// The moments' module, not the core's entry: this parser runs in the browser too, without the model.
import { TRADE_IN_MOMENTS, type TradeInMoment } from '@/valuation/trade-in';

/** Product issue 15, "Bad input": more than this is no odometer reading. */
export const MAX_MILEAGE_KM = 2_000_000;
/** The oldest first registration the fallback form accepts; older cars are classics, not trade-ins. */
export const MIN_YEAR = 1950;

export const VALUATION_ERROR_CODES = [
  'licensePlate.required',
  'licensePlate.invalid',
  'mileage.required',
  'mileage.invalid',
  'mileage.negative',
  'mileage.tooHigh',
  'moment.required',
  'brand.required',
  'model.required',
  'year.required',
  'year.invalid',
  'fuel.required',
  'form.invalid',
] as const;
export type ValuationErrorCode = (typeof VALUATION_ERROR_CODES)[number];

export interface ManualVehicle {
  brand: string;
  model: string;
  year: number;
  fuel: FuelType;
}

/** Mileage null: a vehicle without an odometer (a caravan, a folding trailer; the sell page values those too). */
export type ValuationInput =
  | { by: 'plate'; plate: string; mileage: number | null; moment: TradeInMoment }
  | { by: 'manual'; vehicle: ManualVehicle; mileage: number | null; moment: TradeInMoment };

export type ValuationInputParse = { ok: true; input: ValuationInput } | { ok: false; errors: Partial<Record<string, ValuationErrorCode>> };

/** The fields of the call's JSON body, and the query parameters of the page's form. */
export const JSON_FIELDS = { plate: 'licensePlate', mileage: 'mileage', moment: 'moment', brand: 'brand', model: 'model', year: 'year', fuel: 'fuel' } as const;
export const QUERY_FIELDS = { plate: 'kenteken', mileage: 'kilometerstand', moment: 'moment', brand: 'merk', model: 'model', year: 'bouwjaar', fuel: 'brandstof' } as const;
export type FieldNames = Record<keyof typeof JSON_FIELDS, string>;

type Read = (field: keyof FieldNames) => string | undefined;

/** "85.000", "85 000 km", "85000" → 85000; a sign or anything else is not a reading. */
export function parseMileage(raw: string | undefined): { ok: true; km: number } | { ok: false; code: ValuationErrorCode } {
  const text = (raw ?? '').trim();
  if (text === '') return { ok: false, code: 'mileage.required' };
  const compact = text.replace(/\s*km$/i, '').replace(/[.\s\u00a0]/g, '');
  if (/^-\d+$/.test(compact)) return { ok: false, code: 'mileage.negative' };
  if (!/^\d{1,9}$/.test(compact)) return { ok: false, code: 'mileage.invalid' };
  const km = Number(compact);
  return km > MAX_MILEAGE_KM ? { ok: false, code: 'mileage.tooHigh' } : { ok: true, km };
}

function parseMoment(raw: string | undefined): TradeInMoment | null {
  return TRADE_IN_MOMENTS.find((moment) => moment === raw) ?? null;
}

function text(raw: string | undefined, max: number): string {
  return (raw ?? '').trim().replace(/\s+/g, ' ').slice(0, max);
}

/**
 * Reads one valuation request. `manual` decides the shape: the plate form, or the make-and-model
 * form offered after an unknown plate. Every field's first problem is reported at once.
 */
export function parseValuationInput(read: Read, manual: boolean, now: Date): ValuationInputParse {
  const errors: Partial<Record<string, ValuationErrorCode>> = {};
  const mileage = parseMileage(read('mileage'));
  if (!mileage.ok) errors.mileage = mileage.code;
  const moment = parseMoment(read('moment'));
  if (!moment) errors.moment = 'moment.required';

  if (!manual) {
    const raw = text(read('plate'), 20);
    const plate = raw === '' ? null : normalizePlate(raw);
    if (raw === '') errors.licensePlate = 'licensePlate.required';
    else if (!plate) errors.licensePlate = 'licensePlate.invalid';
    if (plate && mileage.ok && moment) return { ok: true, input: { by: 'plate', plate, mileage: mileage.km, moment } };
    return { ok: false, errors };
  }

  const brand = text(read('brand'), 60);
  const model = text(read('model'), 80);
  const yearText = text(read('year'), 8);
  const fuel = FUEL_TYPES.find((value) => value === read('fuel')) ?? null;
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  if (brand === '') errors.brand = 'brand.required';
  if (model === '') errors.model = 'model.required';
  if (yearText === '') errors.year = 'year.required';
  else if (!(year >= MIN_YEAR && year <= now.getUTCFullYear())) errors.year = 'year.invalid';
  if (!fuel) errors.fuel = 'fuel.required';
  if (Object.keys(errors).length > 0 || !mileage.ok || !moment || !fuel) return { ok: false, errors };
  return { ok: true, input: { by: 'manual', vehicle: { brand, model, year, fuel }, mileage: mileage.km, moment } };
}

/** A JSON body: `manual: true` marks the make-and-model form. Anything but an object is no request. */
export function parseValuationBody(body: unknown, now: Date): ValuationInputParse {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, errors: { form: 'form.invalid' } };
  const record = body as Record<string, unknown>;
  const read: Read = (field) => {
    const value = record[JSON_FIELDS[field]];
    return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
  };
  return parseValuationInput(read, record.manual === true, now);
}

/** The page's query: `?kenteken=…&kilometerstand=…&moment=…`, or `?handmatig=1&merk=…` for the fallback form. */
export function parseValuationQuery(params: Record<string, string | string[] | undefined>, now: Date): ValuationInputParse | null {
  const one = (name: string) => {
    const value = params[name];
    return typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined;
  };
  const manual = one('handmatig') === '1';
  // A bare page visit (or the link to the make-and-model form) is no request: the empty form, not a page of errors.
  if (manual ? one(QUERY_FIELDS.brand) === undefined : one(QUERY_FIELDS.plate) === undefined && one(QUERY_FIELDS.mileage) === undefined) return null;
  return parseValuationInput((field) => one(QUERY_FIELDS[field]), manual, now);
}

/** The page URL that asks for this valuation: the no-JavaScript form's own GET, and the retry link. */
export function valuationQuery(input: ValuationInput): string {
  const params = new URLSearchParams();
  if (input.by === 'plate') params.set(QUERY_FIELDS.plate, input.plate);
  else {
    params.set('handmatig', '1');
    params.set(QUERY_FIELDS.brand, input.vehicle.brand);
    params.set(QUERY_FIELDS.model, input.vehicle.model);
    params.set(QUERY_FIELDS.year, String(input.vehicle.year));
    params.set(QUERY_FIELDS.fuel, input.vehicle.fuel);
  }
  if (input.mileage !== null) params.set(QUERY_FIELDS.mileage, String(input.mileage));
  params.set(QUERY_FIELDS.moment, input.moment);
  return params.toString();
}

/** The JSON body for the call, as the page's script sends it. */
export function valuationBody(input: ValuationInput): Record<string, unknown> {
  const common = { mileage: input.mileage === null ? '' : String(input.mileage), moment: input.moment };
  return input.by === 'plate' ? { licensePlate: input.plate, ...common } : { manual: true, ...input.vehicle, year: String(input.vehicle.year), ...common };
}
