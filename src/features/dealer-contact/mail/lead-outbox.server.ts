import 'server-only';
import type { Db } from '@/db';
import type { OutboxMail } from '@/lib/mail/outbox/outbox.server';
import type { MailRenderer } from '@/lib/mail/outbox/send-due-mail.server';
import { findLeadForMail, leadAttachments } from '../leads/lead-repository';
import { leadMail, type LeadMailSubject, type Translate } from './lead-mail';

/** The outbox kind of a lead's mail to its dealer. */
export const LEAD_MAIL = 'lead.dealer';

/**
 * What the outbox row keeps beside the lead's id: only what the lead row cannot tell when the mail
 * is sent. The visitor's own data stays on the lead row, so deleting the lead deletes it.
 */
export interface LeadMailPayload {
  leadId: number;
  /** The detail page under the host the visitor used (stored on the lead too, for the record). */
  listingUrl: string;
  /**
   * The listing as the visitor saw it: the mail still tells the dealer which vehicle was meant once
   * the listing is gone. Absent on leads handed over by the retry job of before (waiting-leads.server.ts).
   */
  listing?: LeadMailSubject['listing'];
}

/** The lead's mail for the outbox. The dedupe key makes queuing one lead twice queue one mail. */
export function leadOutboxMail(payload: LeadMailPayload, dealerEmail: string): OutboxMail {
  return { kind: LEAD_MAIL, recipient: dealerEmail, payload: { ...payload }, dedupeKey: `lead:${payload.leadId}` };
}

export interface LeadRendererDeps {
  db: Db;
  t: Translate;
  productName: string;
}

function payloadOf(payload: Record<string, unknown>): LeadMailPayload | null {
  return typeof payload.leadId === 'number' && typeof payload.listingUrl === 'string' ? (payload as unknown as LeadMailPayload) : null;
}

/**
 * The outbox renderer of lead mail: the mail rebuilt from the stored lead when it is sent, on the
 * first attempt as on the fifth, with the trade-in photos from lead_photos. Null (the mail is
 * closed unsent) when the lead was deleted or its dealer is gone: nobody is left to mail it to.
 */
export function leadMailRenderers(deps: LeadRendererDeps): Record<string, MailRenderer> {
  const render: MailRenderer = async (mail) => {
    const payload = payloadOf(mail.payload);
    if (!payload) return null;
    const lead = await findLeadForMail(deps.db, payload.leadId);
    const listing = payload.listing ?? lead?.listing;
    if (!lead?.dealer || !listing) return null;
    const photos = await leadAttachments(deps.db, payload.leadId);
    return leadMail(lead.content, { listing, dealer: lead.dealer }, deps.t, { productName: deps.productName, listingUrl: payload.listingUrl, photos });
  };
  return { [LEAD_MAIL]: render };
}
