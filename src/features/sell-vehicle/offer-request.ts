/**
 * A request to dealers nearby (issue 15): "sell my vehicle" from /auto-verkopen, or "Vraag een
 * inruilvoorstel aan" from the trade-in page. Everything is checked before anything is stored
 * (product issue 15, "Nothing is stored from a refused request"); every field's first problem is
 * reported as a code the page's copy turns into Dutch. Pure: the contact rules the lead forms use
 * (name and phone) come in from the dealer-contact feature, so both forms refuse the same input.
 */
import { parseContact, text, type Contact, type ContactRules } from '@/lib/contact/contact-fields';
import { normalizePlate } from '@/lib/vehicle/license-plate';
import { parseMileage, parseValuationBody, type ValuationInput } from '@/features/trade-in';
import { SELL_VEHICLES, usesMileage, type SellVehicle } from './sell-vehicles';

export type { Contact, ContactRules };

export interface SellOffer {
  purpose: 'sell';
  vehicle: SellVehicle;
  /** Normalised; '' when a caravan or folding trailer is offered by make and model only. */
  licensePlate: string;
  mileage: number | null;
  vehicleBrandModel: string;
  description: string;
  contact: Contact;
}

export interface TradeInProposal {
  purpose: 'tradeIn';
  valuation: ValuationInput;
  contact: Contact;
}

export type OfferRequest = SellOffer | TradeInProposal;
export type OfferParse = { ok: true; offer: OfferRequest } | { ok: false; errors: Record<string, string> };

const MAX_DESCRIPTION = 2000;

function parseSell(body: Record<string, unknown>, errors: Record<string, string>): Omit<SellOffer, 'contact' | 'purpose'> | null {
  const vehicle = SELL_VEHICLES.find((value) => value === body.vehicle);
  if (!vehicle) {
    errors.form = 'form.invalid';
    return null;
  }
  const plateText = text(body.licensePlate, 20);
  const plate = plateText ? normalizePlate(plateText) : null;
  const byBrandModel = !usesMileage(vehicle);
  if (plateText === null || (plateText !== '' && !plate)) errors.licensePlate = 'licensePlate.invalid';
  else if (plateText === '' && !byBrandModel) errors.licensePlate = 'licensePlate.required';

  let mileage: number | null = null;
  if (usesMileage(vehicle)) {
    const parsed = parseMileage(typeof body.mileage === 'string' || typeof body.mileage === 'number' ? String(body.mileage) : undefined);
    if (parsed.ok) mileage = parsed.km;
    else errors.mileage = parsed.code;
  }
  const vehicleBrandModel = text(body.vehicleBrandModel, 100);
  if (vehicleBrandModel === null) errors.vehicleBrandModel = 'text.tooLong';
  else if (byBrandModel && vehicleBrandModel === '') errors.vehicleBrandModel = 'vehicleBrandModel.required';
  const description = text(body.description, MAX_DESCRIPTION);
  if (description === null) errors.description = 'text.tooLong';
  return { vehicle, licensePlate: plate ?? '', mileage, vehicleBrandModel: vehicleBrandModel ?? '', description: description ?? '' };
}

/** The request, or the first problem per field ("form" for what belongs to no visible field). */
export function parseOfferRequest(body: unknown, rules: ContactRules, now: Date): OfferParse {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, errors: { form: 'form.invalid' } };
  const record = body as Record<string, unknown>;
  const errors: Record<string, string> = {};
  // A field people never see: bots fill it in.
  if (record.website !== undefined && record.website !== '') errors.form = 'form.invalid';
  const contact = parseContact(record, rules, errors, false);

  if (record.purpose === 'tradeIn') {
    const valuation = parseValuationBody(record.valuation, now);
    if (!valuation.ok) for (const [field, code] of Object.entries(valuation.errors)) errors[field] ??= code ?? 'form.invalid';
    if (!valuation.ok || Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, offer: { purpose: 'tradeIn', valuation: valuation.input, contact } };
  }
  if (record.purpose !== 'sell') return { ok: false, errors: { ...errors, form: 'form.invalid' } };
  const sell = parseSell(record, errors);
  if (!sell || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, offer: { purpose: 'sell', ...sell, contact } };
}
