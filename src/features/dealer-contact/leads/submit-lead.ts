import 'server-only';
import type { Db } from '@/db';
import { enqueueMail } from '@/lib/mail/outbox/outbox.server';
import { hitRateLimits, peekRateLimit, type RateHit } from '@/lib/rate-limit/rate-limit.server';
import { leadContent, type Translate } from '../mail/lead-mail';
import { leadOutboxMail } from '../mail/lead-outbox.server';
import { preparePhotos, type PhotoUpload } from '../photos/lead-photos.server';
import { findLeadSubject, insertLead, type LeadSubject } from './lead-repository';
import { validateLead } from './lead-schema';
import { PHOTO_ERROR_CODES, photoMessage, screenPhotos, type PhotoProblem } from '../photos/photo-rules';

export interface SubmitDeps {
  db: Db;
  t: Translate;
  /** Absolute URL of the listing's detail page, for the mail; routes know the URL grammar. */
  listingUrl(listing: LeadSubject['listing']): string;
  /**
   * The sender's rate limits for a lead about this listing. Counted only for a lead that is valid
   * and stored (in the transaction that stores it): a refused form never uses up an allowance.
   */
  leadLimits?(listingId: number): RateHit[];
  /** Called once the lead and its mail are committed: the outbox sends it now, not at its next tick (wakeOutbox). */
  wake?(): void;
  now?: () => Date;
}

export type SubmitResult =
  | { ok: true; id: number }
  | { ok: false; status: 400 | 404; errors: Record<string, string> }
  | { ok: false; status: 429; errors: Record<string, string>; retryAfterSeconds: number };

/**
 * Validates a lead with the forms' schema (and its photos with the forms' photo rules), stores it
 * with its photos and queues its mail to the listing's dealer in the outbox, in one transaction:
 * the lead exists exactly when its mail does. The mail server is never waited for: a slow or
 * silent one must not keep the visitor waiting (behind a proxy's timeout they would see an error
 * for a stored lead and send it again). The outbox job sends the mail, tries again on its schedule
 * and takes over an attempt whose process died (lib/mail/outbox, decision 019).
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
  const stored = await hitRateLimits(deps.db, limits, at, async (tx) => {
    const id = await insertLead(tx, row, prepared.photos);
    const { code, title, priceCents } = subject.listing;
    await enqueueMail(tx, [leadOutboxMail({ leadId: id, listingUrl, listing: { code, title, priceCents } }, subject.dealer.email)], at);
    return id;
  });
  if (!stored.allowed) return tooMany(stored.retryAfterSeconds);
  deps.wake?.();
  return { ok: true, id: stored.value };
}
