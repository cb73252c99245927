import 'server-only';
import type { Db } from '@/db';
import { annuity, effectiveYearlyRate, EXAMPLE_YEARLY_RATE } from '@/lib/finance/annuity';
import { formatPercent, formatPrice } from '@/lib/format/number';
import { locatePostcode } from '@/lib/geo/coordinates';
import { nearestDealers } from '@/lib/geo/nearest-dealers';
import { enqueueMail } from '@/lib/mail/outbox/outbox.server';
import { hitRateLimits, peekRateLimit } from '@/lib/rate-limit/rate-limit.server';
import { findLeadSubjectByCode, insertLead, isSafeName, isValidPhone, type LeadSubject } from '@/features/dealer-contact/server';
import type { FieldErrors } from '../lead-kit/contact';
import type { LimitsFor, ServiceResult } from '../lead-kit/service-call.server';
import type { Translate } from '../lead-kit/service-mail';
import { financingDealers } from './financing-dealers.server';
import { financingOutboxMail } from './financing-outbox.server';
import { parseFinancingRequest, type FinancingRequest } from './financing-request';

export interface FinancingDeps {
  db: Db;
  /** The financing namespace's copy. */
  t: Translate;
  /** Absolute URL of a listing's detail page, for the dealer's mail and the answer. */
  listingUrl(listing: LeadSubject['listing']): string;
  /** Called once the lead and its mail are committed (wakeOutbox). */
  wake?(): void;
  now?: () => Date;
}

/** What the visitor is told: who got the request, and about which car. */
export interface FinancingOutcome {
  dealer: { name: string; city: string | null; distanceKm: number | null };
  vehicle: { title: string; url: string } | null;
}

/** Whole euros as `€ 15.000,-`, cents where there are any. */
const euros = (amount: number) => formatPrice(Math.round(amount * 100));

/** The request's fields as the dealer's mail lists them (financing-outbox.server.ts keeps the order). */
function financingDetails(request: FinancingRequest, t: Translate, vehicle: LeadSubject['listing'] | null, distanceKm: number | null): Record<string, string> {
  const example = annuity({ amount: request.amount, yearlyRatePercent: EXAMPLE_YEARLY_RATE, months: request.months });
  const details: Record<string, string> = {
    summary: vehicle ? vehicle.title : t('mail.summary', { amount: euros(request.amount), months: request.months }),
    amount: euros(request.amount),
    months: t('mail.months', { count: request.months }),
    postcode: request.contact.postcode,
  };
  if (vehicle) details.vehicle = `${vehicle.title} — ${formatPrice(vehicle.priceCents)}`;
  if (example) {
    details.example = t('mail.example', {
      monthly: euros(example.monthly),
      rate: formatPercent(EXAMPLE_YEARLY_RATE / 100, { fixed: true }),
      effective: formatPercent(effectiveYearlyRate(EXAMPLE_YEARLY_RATE) / 100, { fixed: true }),
    });
  }
  if (distanceKm !== null) details.distance = t('mail.distance', { km: distanceKm });
  return details;
}

/**
 * A financing request (issue 17, item 1): checked whole first, then stored as one lead of type
 * 'financing' with its mail in the outbox, in one transaction that counts the sender's limits.
 * From a detail page (a vehicle code) it goes to that vehicle's dealer; otherwise to the dealer
 * nearest to the postcode among those that arrange financing. A refused request stores nothing.
 */
export async function submitFinancing(deps: FinancingDeps, body: unknown, limitsFor: LimitsFor): Promise<ServiceResult> {
  const now = deps.now ?? (() => new Date());
  const { t } = deps;
  const tooMany = (retryAfterSeconds: number): ServiceResult => ({ ok: false, status: 429, errors: { form: t('errors.form.tooManyRequests') }, retryAfterSeconds });
  const refuse = (errors: FieldErrors, status: 400 | 404 = 400): ServiceResult => ({ ok: false, status, errors });

  const parsed = parseFinancingRequest(body, { isSafeName, isValidPhone });
  if (!parsed.ok) return refuse(Object.fromEntries(Object.entries(parsed.errors).map(([field, code]) => [field, t(`errors.${code}`)])));
  const request = parsed.request;
  const place = locatePostcode(request.contact.postcode);
  if (!place) return refuse({ postcode: t('errors.postcode.unknown') });

  const subject = request.vehicle ? await findLeadSubjectByCode(deps.db, request.vehicle) : null;
  if (request.vehicle && !subject?.listing.isActive) return refuse({ form: t('errors.vehicle.unknown') }, 404);
  const nearest = subject ? null : (nearestDealers(await financingDealers(deps.db), place, 1)[0] ?? null);
  const dealer = subject ? { ...subject.dealer, city: null, distanceKm: null } : nearest;
  if (!dealer) return refuse({ form: t('errors.dealers.none') }, 404);

  const limits = limitsFor(subject?.listing.id ?? null);
  for (const limit of limits) {
    const decision = await peekRateLimit(deps.db, limit.key, limit.limit, now());
    if (!decision.allowed) return tooMany(decision.retryAfterSeconds);
  }

  const listingUrl = subject ? deps.listingUrl(subject.listing) : '';
  const at = now();
  const stored = await hitRateLimits(deps.db, limits, at, async (tx) => {
    const id = await insertLead(
      tx,
      {
        type: 'financing',
        listingId: subject?.listing.id ?? null,
        dealerId: dealer.id,
        listingCode: subject?.listing.code ?? '',
        listingUrl,
        name: request.contact.name,
        email: request.contact.email,
        phone: request.contact.phone,
        details: financingDetails(request, t, subject?.listing ?? null, dealer.distanceKm),
      },
      [],
    );
    await enqueueMail(tx, [financingOutboxMail(id, dealer.email, listingUrl)], at);
    return id;
  });
  if (!stored.allowed) return tooMany(stored.retryAfterSeconds);
  deps.wake?.();
  const outcome: FinancingOutcome = {
    dealer: { name: dealer.name, city: dealer.city, distanceKm: dealer.distanceKm },
    vehicle: subject ? { title: subject.listing.title, url: listingUrl } : null,
  };
  return { ok: true, outcome: { ...outcome } };
}
