import 'server-only';
import type { Db } from '@/db';
import { locatePostcode } from '@/lib/geo/coordinates';
import { enqueueMail } from '@/lib/mail/outbox/outbox.server';
import { hitRateLimits, peekRateLimit } from '@/lib/rate-limit/rate-limit.server';
import { formatPlate } from '@/lib/vehicle/license-plate';
import { insertLead, isSafeName, isValidPhone } from '@/features/dealer-contact/server';
import type { RegisteredVehicle, RegistryLookup } from '@/features/plate-registry/server';
import type { FieldErrors } from '../lead-kit/contact';
import type { LimitsFor, ServiceResult } from '../lead-kit/service-call.server';
import type { Translate } from '../lead-kit/service-mail';
import { insuranceOutboxMail } from './insurance-outbox.server';
import { parseInsuranceRequest, type InsuranceRequest } from './insurance-request';

export interface InsurancePartner {
  name: string;
  email: string;
}

export interface InsuranceDeps {
  db: Db;
  /** The insurance namespace's copy. */
  t: Translate;
  /** INSURANCE_PARTNER_NAME and _EMAIL. */
  partner: InsurancePartner;
  lookupPlate(plate: string): Promise<RegistryLookup>;
  wake?(): void;
  now?: () => Date;
}

/** What the visitor is told: who will send the indication, and which vehicle the registry found. */
export interface InsuranceOutcome {
  partner: string;
  vehicle: string | null;
  licensePlate: string;
}

export function describeVehicle(vehicle: RegisteredVehicle): string {
  return `${vehicle.brand} ${vehicle.registeredModel} (${vehicle.firstRegistration.year})`.replace(/\s+/g, ' ').trim();
}

function insuranceDetails(request: InsuranceRequest, vehicle: RegisteredVehicle | null, t: Translate): Record<string, string> {
  const plate = formatPlate(request.licensePlate);
  const details: Record<string, string> = {
    summary: vehicle ? `${describeVehicle(vehicle)}, ${plate}` : plate,
    licensePlate: plate,
    claimFreeYears: t('mail.claimFreeYears', { count: request.claimFreeYears }),
    postcode: request.contact.postcode,
  };
  if (vehicle) details.vehicleFound = describeVehicle(vehicle);
  else details.vehicleFound = t('mail.vehicleUnknown');
  return details;
}

/**
 * An insurance indication request (issue 17, item 2): checked whole (fields, postcode, the plate
 * with the registry), then stored as one lead of type 'insurance' — no listing, no dealer — with
 * its mail to the insurance partner in the outbox, in one transaction that counts the sender's
 * limit. A registry that does not answer does not stop the request (the partner reads the plate
 * itself); a plate the registry does not know does. No premium is made up: the partner sends one.
 */
export async function submitInsurance(deps: InsuranceDeps, body: unknown, limitsFor: LimitsFor): Promise<ServiceResult> {
  const now = deps.now ?? (() => new Date());
  const { t } = deps;
  const refuse = (errors: FieldErrors): ServiceResult => ({ ok: false, status: 400, errors });
  const tooMany = (retryAfterSeconds: number): ServiceResult => ({ ok: false, status: 429, errors: { form: t('errors.form.tooManyRequests') }, retryAfterSeconds });

  const parsed = parseInsuranceRequest(body, { isSafeName, isValidPhone });
  if (!parsed.ok) return refuse(Object.fromEntries(Object.entries(parsed.errors).map(([field, code]) => [field, t(`errors.${code}`)])));
  const request = parsed.request;
  if (!locatePostcode(request.contact.postcode)) return refuse({ postcode: t('errors.postcode.unknown') });

  const limits = limitsFor(null);
  for (const limit of limits) {
    const decision = await peekRateLimit(deps.db, limit.key, limit.limit, now());
    if (!decision.allowed) return tooMany(decision.retryAfterSeconds);
  }

  const lookup = await deps.lookupPlate(request.licensePlate);
  if (lookup.status === 'invalid') return refuse({ licensePlate: t('errors.licensePlate.invalid') });
  if (lookup.status === 'unknown') return refuse({ licensePlate: t('errors.licensePlate.unknown') });
  const vehicle = lookup.status === 'found' ? lookup.vehicle : null;

  const at = now();
  const stored = await hitRateLimits(deps.db, limits, at, async (tx) => {
    const id = await insertLead(
      tx,
      {
        type: 'insurance',
        listingId: null,
        dealerId: null,
        listingCode: '',
        listingUrl: '',
        name: request.contact.name,
        email: request.contact.email,
        phone: request.contact.phone,
        details: insuranceDetails(request, vehicle, t),
      },
      [],
    );
    await enqueueMail(tx, [insuranceOutboxMail(id, deps.partner.email)], at);
    return id;
  });
  if (!stored.allowed) return tooMany(stored.retryAfterSeconds);
  deps.wake?.();
  const outcome: InsuranceOutcome = { partner: deps.partner.name, vehicle: vehicle ? describeVehicle(vehicle) : null, licensePlate: formatPlate(request.licensePlate) };
  return { ok: true, outcome: { ...outcome } };
}
