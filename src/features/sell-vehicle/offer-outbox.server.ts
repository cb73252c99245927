import 'server-only';
import type { Db } from '@/db';
import { env } from '@/lib/config/env';
import { database } from '@/db';
import { getT } from '@/lib/i18n/server';
import type { OutboxMail } from '@/lib/mail/outbox/outbox.server';
import type { MailRenderer } from '@/lib/mail/outbox/send-due-mail.server';
import { findLeadForMail, headerText, leadAttachments, replyToHeader } from '@/features/dealer-contact/server';
import { OFFER_LEAD_TYPES, offerMail, type OfferLeadType, type Translate } from './offer-mail';

/** The outbox kind of a sell request's or trade-in proposal request's mail to one dealer. */
export const OFFER_MAIL = 'lead.vehicleOffer';

/** The outbox row names only the lead: the visitor's data stays on the lead row, so deleting the lead deletes it. */
export function offerOutboxMail(leadId: number, dealerEmail: string): OutboxMail {
  return { kind: OFFER_MAIL, recipient: dealerEmail, payload: { leadId }, dedupeKey: `lead:${leadId}` };
}

export interface OfferRendererDeps {
  db: Db;
  t: Translate;
  productName: string;
}

/**
 * The mail rebuilt from the stored lead when the outbox sends it, with its photos. Null (closed
 * unsent) when the lead was deleted or its dealer is gone: nobody is left to mail it to.
 */
export function offerMailRenderers(deps: OfferRendererDeps): Record<string, MailRenderer> {
  const render: MailRenderer = async (mail) => {
    const leadId = mail.payload.leadId;
    if (typeof leadId !== 'number') return null;
    const lead = await findLeadForMail(deps.db, leadId);
    const type = OFFER_LEAD_TYPES.find((value) => value === (lead?.content.type as string | undefined));
    if (!lead?.dealer || !type) return null;
    const { name, email, phone, details } = lead.content;
    return offerMail({ type: type satisfies OfferLeadType, name, email, phone, details }, deps.t, {
      productName: deps.productName,
      dealer: lead.dealer,
      photos: await leadAttachments(deps.db, leadId),
      replyTo: replyToHeader(name, email),
      headerText,
    });
  };
  return { [OFFER_MAIL]: render };
}

/** The renderer with the product's copy and name, for the outbox src/instrumentation.ts starts. */
export async function offerOutboxRenderers(): Promise<Record<string, MailRenderer>> {
  const [{ db }, t] = await Promise.all([database(), getT('sell')]);
  return offerMailRenderers({ db, t: (key, values) => t(key, values), productName: env().PRODUCT_NAME });
}
