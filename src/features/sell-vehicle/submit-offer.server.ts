import 'server-only';
import type { Db } from '@/db';
import { formatPrice, formatMileage, formatPower } from '@/lib/format/number';
import { locatePostcode } from '@/lib/geo/coordinates';
import { nearestDealers, type ChosenDealer } from '@/lib/geo/nearest-dealers';
import { enqueueMail } from '@/lib/mail/outbox/outbox.server';
import { hitRateLimits, peekRateLimit, type RateHit } from '@/lib/rate-limit/rate-limit.server';
import { formatPlate } from '@/lib/vehicle/license-plate';
import { insertLead, isSafeName, isValidPhone, PHOTO_ERROR_CODES, photoMessage, preparePhotos, screenPhotos, type PhotoProblem, type PhotoUpload } from '@/features/dealer-contact/server';
import type { ValuationOutcome, ValuedVehicle } from '@/features/trade-in';
import { runValuation, type ValuationSources } from '@/features/trade-in/server';
import type { OfferLeadType, Translate } from './offer-mail';
import { offerOutboxMail } from './offer-outbox.server';
import { dealersSelling } from './offer-repository.server';
import { parseOfferRequest, type OfferRequest } from './offer-request';
import { MAX_DEALERS, MAX_SELL_PHOTOS, SELL_VEHICLE_TYPE } from './sell-vehicles';

export interface OfferDeps {
  db: Db;
  valuation: ValuationSources;
  /** The sell namespace's copy (errors, the mail's detail values). */
  t: Translate;
  /** The sender's rate limits: peeked before any work, counted in the transaction that stores the leads. */
  limits?: RateHit[];
  /** Called once the leads and their mail are committed (wakeOutbox). */
  wake?(): void;
  now?: () => Date;
}

export interface OfferDealer {
  name: string;
  city: string;
  distanceKm: number;
}

export type OfferResult =
  | { ok: true; leadIds: number[]; dealers: OfferDealer[]; estimate: ValuationOutcome | null }
  | { ok: false; status: 400 | 404; errors: Record<string, string> }
  | { ok: false; status: 429; errors: Record<string, string>; retryAfterSeconds: number };

const CONTACT_RULES = { isSafeName, isValidPhone };

/** The estimate for the mail and the answer: a sell request is valued as of now, a proposal at its moment. */
async function estimateFor(offer: OfferRequest, sources: ValuationSources): Promise<ValuationOutcome | 'invalidPlate' | null> {
  if (offer.purpose === 'tradeIn') {
    const run = await runValuation(sources, offer.valuation);
    return run.status === 'invalidPlate' ? 'invalidPlate' : run;
  }
  if (!offer.licensePlate) return null;
  const run = await runValuation(sources, { by: 'plate', plate: offer.licensePlate, mileage: offer.mileage, moment: 'nu' });
  return run.status === 'invalidPlate' ? 'invalidPlate' : run;
}

function describeVehicle(vehicle: ValuedVehicle, t: Translate): string {
  const parts = [`${vehicle.brand} ${vehicle.model}`, String(vehicle.year)];
  if (vehicle.fuel) parts.push(t(`fuel.${vehicle.fuel}`));
  if (vehicle.powerKw) parts.push(formatPower(vehicle.powerKw));
  return parts.join(' · ');
}

function estimateText(estimate: ValuationOutcome | null, t: Translate): string {
  if (!estimate) return '';
  if (estimate.status === 'valued') return t('mail.estimateRange', { low: formatPrice(estimate.range.low), high: formatPrice(estimate.range.high), comparables: estimate.range.comparables });
  if (estimate.status === 'noEstimate') return t(`estimate.reason.${estimate.reason}`);
  return '';
}

/** The lead's details, as the dealer's mail lists them. */
function offerDetails(offer: OfferRequest, estimate: ValuationOutcome | null, dealer: ChosenDealer, t: Translate): Record<string, string> {
  const found = estimate && (estimate.status === 'valued' || estimate.status === 'noEstimate') ? estimate.vehicle : null;
  const details: Record<string, string> = { postcode: offer.contact.postcode, distance: t('mail.distance', { km: dealer.distanceKm }) };
  if (found) details.vehicleFound = describeVehicle(found, t);
  const text = estimateText(estimate, t);
  if (text) details.estimate = text;
  if (offer.purpose === 'sell') {
    details.vehicle = t(`vehicles.${offer.vehicle}`);
    if (offer.licensePlate) details.licensePlate = formatPlate(offer.licensePlate);
    if (offer.mileage !== null) details.mileage = formatMileage(offer.mileage);
    if (offer.vehicleBrandModel) details.vehicleBrandModel = offer.vehicleBrandModel;
    if (offer.description) details.description = offer.description;
    details.summary = found ? `${found.brand} ${found.model} (${found.year})` : offer.vehicleBrandModel || (offer.licensePlate ? formatPlate(offer.licensePlate) : details.vehicle);
    return details;
  }
  const input = offer.valuation;
  details.vehicle = t(`vehicles.${found?.mobilityType === 'motor' ? 'motor' : found?.kind === 'camper' ? 'camper' : 'car'}`);
  if (input.by === 'plate') details.licensePlate = formatPlate(input.plate);
  else details.vehicleFound = `${input.vehicle.brand} ${input.vehicle.model} · ${input.vehicle.year} · ${t(`fuel.${input.vehicle.fuel}`)}`;
  if (input.mileage !== null) details.mileage = formatMileage(input.mileage);
  details.moment = t(`moments.${input.moment}`);
  details.summary = found ? `${found.brand} ${found.model} (${found.year})` : input.by === 'manual' ? `${input.vehicle.brand} ${input.vehicle.model} (${input.vehicle.year})` : formatPlate(input.plate);
  return details;
}

/**
 * A sell request or trade-in proposal request: checked whole first (fields, photos, postcode,
 * the plate with the registry), then stored as one lead per chosen dealer, each with the photos
 * and its mail in the outbox, in one transaction that also counts the sender's rate limits. A
 * refused request stores nothing and counts nothing. The estimate is the visitor's to see and the
 * dealers' to read; a registry that is down or a plate it does not know does not stop the request.
 */
export async function submitOffer(deps: OfferDeps, body: unknown, uploads: readonly PhotoUpload[] = []): Promise<OfferResult> {
  const now = deps.now ?? (() => new Date());
  const { t } = deps;
  const refuse = (errors: Record<string, string>, status: 400 | 404 = 400): OfferResult => ({ ok: false, status, errors });
  const tooMany = (retryAfterSeconds: number): OfferResult => ({ ok: false, status: 429, errors: { form: t('errors.form.tooManyRequests') }, retryAfterSeconds });
  const photoText = (problems: PhotoProblem[]) => photoMessage(problems, Object.fromEntries([...PHOTO_ERROR_CODES, 'form.invalid'].map((code) => [code, t(`errors.${code}`)])));

  const parsed = parseOfferRequest(body, CONTACT_RULES, now());
  const errors: Record<string, string> = parsed.ok ? {} : Object.fromEntries(Object.entries(parsed.errors).map(([field, code]) => [field, t(`errors.${code}`)]));
  if (uploads.length > 0) {
    if (parsed.ok && parsed.offer.purpose !== 'sell') errors.form = t('errors.form.invalid');
    const { problems } = screenPhotos(0, uploads, MAX_SELL_PHOTOS);
    if (problems.length > 0) errors.photos = photoText(problems);
  }
  if (!parsed.ok || Object.keys(errors).length > 0) return refuse(errors);
  const offer = parsed.offer;
  const place = locatePostcode(offer.contact.postcode);
  if (!place) return refuse({ postcode: t('errors.postcode.unknown') });

  const limits = deps.limits ?? [];
  for (const limit of limits) {
    const decision = await peekRateLimit(deps.db, limit.key, limit.limit, now());
    if (!decision.allowed) return tooMany(decision.retryAfterSeconds);
  }

  const estimate = await estimateFor(offer, deps.valuation);
  if (estimate === 'invalidPlate') return refuse({ licensePlate: t('errors.licensePlate.invalid') });
  const found = estimate && (estimate.status === 'valued' || estimate.status === 'noEstimate') ? estimate.vehicle : null;
  const type =
    offer.purpose === 'sell' ? SELL_VEHICLE_TYPE[offer.vehicle] : found ? { mobilityType: found.mobilityType, kind: found.kind } : SELL_VEHICLE_TYPE.car;
  const dealers = nearestDealers(await dealersSelling(deps.db, type.mobilityType, type.kind, MAX_DEALERS), place, MAX_DEALERS);
  if (dealers.length === 0) return refuse({ form: t('errors.dealers.none') }, 404);

  const prepared = await preparePhotos(uploads);
  if (!prepared.ok) return refuse({ photos: photoText(prepared.problems) });

  const leadType: OfferLeadType = offer.purpose === 'sell' ? 'sellVehicle' : 'tradeInProposal';
  const at = now();
  const stored = await hitRateLimits(deps.db, limits, at, async (tx) => {
    const ids: number[] = [];
    for (const dealer of dealers) {
      const id = await insertLead(
        tx,
        {
          type: leadType,
          listingId: null,
          dealerId: dealer.id,
          listingCode: '',
          listingUrl: '',
          name: offer.contact.name,
          email: offer.contact.email,
          phone: offer.contact.phone,
          details: offerDetails(offer, estimate, dealer, t),
        },
        prepared.photos,
      );
      ids.push(id);
      await enqueueMail(tx, [offerOutboxMail(id, dealer.email)], at);
    }
    return ids;
  });
  if (!stored.allowed) return tooMany(stored.retryAfterSeconds);
  deps.wake?.();
  return {
    ok: true,
    leadIds: stored.value,
    dealers: dealers.map(({ name, city, distanceKm }) => ({ name, city, distanceKm })),
    estimate,
  };
}
