import 'server-only';
import { hitRateLimits, peekRateLimit, type RateHit } from '@/lib/rate-limit/rate-limit.server';
import { leadContent } from '../mail/lead-mail';
import { preparePhotos, type PhotoUpload } from '../photos/lead-photos.server';
import { deliverLead, type DeliveryDeps } from './lead-delivery.server';
import { findLeadSubject, insertClaimedLead, type LeadSubject } from './lead-repository';
import { validateLead } from './lead-schema';
import { mailErrorText } from '@/lib/mail/retry-schedule';
import { attachmentName, PHOTO_ERROR_CODES, photoMessage, screenPhotos, type PhotoProblem } from '../photos/photo-rules';

export interface SubmitDeps extends DeliveryDeps {
  /** Absolute URL of the listing's detail page, for the mail; routes know the URL grammar. */
  listingUrl(listing: LeadSubject['listing']): string;
  /**
   * The sender's rate limits for a lead about this listing. Counted only for a lead that is valid
   * and stored (in the transaction that stores it): a refused form never uses up an allowance.
   */
  leadLimits?(listingId: number): RateHit[];
}

export type SubmitResult =
  /** `delivery`: the first mail attempt, under way in the background; true when it was sent. Never rejects. */
  | { ok: true; id: number; delivery: Promise<boolean> }
  | { ok: false; status: 400 | 404; errors: Record<string, string> }
  | { ok: false; status: 429; errors: Record<string, string>; retryAfterSeconds: number };

/**
 * Validates a lead with the forms' schema (and its photos with the forms' photo rules), stores it
 * with its photos, and starts mailing it to the listing's dealer without waiting for the mail
 * server: a slow or silent one must not keep the visitor waiting (behind a proxy's timeout they
 * would see an error for a stored lead and send it again). The lead is stored with its first
 * attempt claimed; if that attempt fails the retry job sends it later, and if it never ends (the
 * process died) the claim expires and the retry job takes it over (mail-retry.ts).
 */
export async function submitLead(deps: SubmitDeps, body: unknown, uploads: readonly PhotoUpload[] = []): Promise<SubmitResult> {
  const now = deps.now ?? (() => new Date());
  const tooMany = (retryAfterSeconds: number): SubmitResult => ({ ok: false, status: 429, errors: { form: deps.t('errors.form.tooManyRequests') }, retryAfterSeconds });
  const validation = validateLead(body);
  const errors: Record<string, string> = validation.ok ? {} : Object.fromEntries(Object.entries(validation.errors).map(([field, code]) => [field, deps.t(`errors.${code}`)]));
  const photosProblem = (problems: PhotoProblem[]) =>
    photoMessage(problems, Object.fromEntries([...PHOTO_ERROR_CODES, 'form.invalid'].map((code) => [code, deps.t(`errors.${code}`)])));
  if (uploads.length > 0) {
    if (validation.ok && validation.lead.type !== 'tradeIn') errors.form = deps.t('errors.form.invalid');
    const { problems } = screenPhotos(0, uploads);
    if (problems.length > 0) errors.photos = photosProblem(problems);
  }
  if (!validation.ok || Object.keys(errors).length > 0) return { ok: false, status: 400, errors };
  const lead = validation.lead;

  const subject = await findLeadSubject(deps.db, lead.listingId);
  if (!subject) return { ok: false, status: 404, errors: { form: deps.t('errors.listing.unknown') } };

  const limits = deps.leadLimits?.(subject.listing.id) ?? [];
  // Read-only, before the photos are decoded: a sender over a limit costs no image work.
  for (const limit of limits) {
    const decision = await peekRateLimit(deps.db, limit.key, limit.limit, now());
    if (!decision.allowed) return tooMany(decision.retryAfterSeconds);
  }

  const prepared = await preparePhotos(uploads);
  if (!prepared.ok) return { ok: false, status: 400, errors: { photos: photosProblem(prepared.problems) } };

  const content = leadContent(lead);
  const listingUrl = deps.listingUrl(subject.listing);
  const row = {
    type: lead.type,
    listingId: subject.listing.id,
    dealerId: subject.dealer.id,
    listingCode: subject.listing.code,
    listingUrl,
    name: content.name,
    email: content.email,
    phone: content.phone,
    details: content.details,
  };
  const at = now();
  const stored = await hitRateLimits(deps.db, limits, at, (tx) => insertClaimedLead(tx, row, prepared.photos, at));
  if (!stored.allowed) return tooMany(stored.retryAfterSeconds);
  const id = stored.value;

  const attachments = prepared.photos.map((photo, position) => ({ filename: attachmentName(position), contentType: photo.contentType, content: photo.content }));
  const delivery = deliverLead(deps, { id, attempt: 1, listingId: subject.listing.id, listingUrl, content }, subject, attachments, listingUrl).catch((error: unknown) => {
    // Not even the outcome could be recorded: the claim stays and expires, and the retry job takes the lead over.
    deps.logError({ leadId: id, attempt: 1, error: mailErrorText(error) }, 'lead mail attempt not recorded; the retry job takes it over');
    return false;
  });
  return { ok: true, id, delivery };
}
