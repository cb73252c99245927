import 'server-only';
import { leadContent } from './lead-mail';
import { preparePhotos, type PhotoUpload } from './lead-photos.server';
import { deliverLead, type DeliveryDeps } from './lead-delivery.server';
import { findLeadSubject, insertClaimedLead, type LeadSubject } from './lead-repository';
import { validateLead } from './lead-schema';
import { attachmentName, PHOTO_ERROR_CODES, photoMessage, screenPhotos, type PhotoProblem } from './photo-rules';
import type { RateDecision } from './lead-rate-limit.server';

export interface SubmitDeps extends DeliveryDeps {
  /** Absolute URL of the listing's detail page, for the mail; routes know the URL grammar. */
  listingUrl(listing: LeadSubject['listing']): string;
  /** The per-listing rate limit: asked once the lead is valid and its listing exists, before anything is stored. */
  admitLead?(listingId: number): Promise<RateDecision>;
}

export type SubmitResult =
  | { ok: true; id: number; mailed: boolean }
  | { ok: false; status: 400 | 404; errors: Record<string, string> }
  | { ok: false; status: 429; errors: Record<string, string>; retryAfterSeconds: number };

/**
 * Validates a lead with the forms' schema (and its photos with the forms' photo rules), stores it
 * with its photos, and mails it to the listing's dealer. The lead is stored before the mail goes
 * out: a failing mail server loses no lead (the retry job sends it later, see mail-retry.ts) and
 * the visitor is not asked to send it again.
 */
export async function submitLead(deps: SubmitDeps, body: unknown, uploads: readonly PhotoUpload[] = []): Promise<SubmitResult> {
  const now = deps.now ?? (() => new Date());
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

  if (deps.admitLead) {
    const decision = await deps.admitLead(subject.listing.id);
    if (!decision.allowed) return { ok: false, status: 429, errors: { form: deps.t('errors.form.tooManyRequests') }, retryAfterSeconds: decision.retryAfterSeconds };
  }

  const prepared = await preparePhotos(uploads);
  if (!prepared.ok) return { ok: false, status: 400, errors: { photos: photosProblem(prepared.problems) } };

  const content = leadContent(lead);
  const listingUrl = deps.listingUrl(subject.listing);
  const id = await insertClaimedLead(
    deps.db,
    {
      type: lead.type,
      listingId: subject.listing.id,
      dealerId: subject.dealer.id,
      listingCode: subject.listing.code,
      listingUrl,
      name: content.name,
      email: content.email,
      phone: content.phone,
      details: content.details,
    },
    prepared.photos,
    now(),
  );
  const attachments = prepared.photos.map((photo, position) => ({ filename: attachmentName(position), contentType: photo.contentType, content: photo.content }));
  const mailed = await deliverLead(deps, { id, attempt: 1, listingId: subject.listing.id, listingUrl, content }, subject, attachments, listingUrl);
  return { ok: true, id, mailed };
}
