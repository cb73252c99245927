import 'server-only';
import type { Db } from '@/db';
import type { OutboxMail } from '@/lib/mail/outbox/outbox.server';
import type { MailRenderer } from '@/lib/mail/outbox/send-due-mail.server';
import { composeLeadMail, findLeadForMail } from '@/features/dealer-contact/server';
import { serviceMailParts, type Translate } from '../lead-kit/service-mail';

/** The outbox kind of a financing request's mail to its dealer. */
export const FINANCING_MAIL = 'lead.financing';

/** The details in the order the dealer's mail lists them. */
export const FINANCING_DETAIL_ORDER = ['vehicle', 'amount', 'months', 'example', 'postcode', 'distance'] as const;

/** The row names the lead and the vehicle's page: the visitor's data stays on the lead row. */
export function financingOutboxMail(leadId: number, dealerEmail: string, listingUrl: string): OutboxMail {
  return { kind: FINANCING_MAIL, recipient: dealerEmail, payload: { leadId, listingUrl }, dedupeKey: `lead:${leadId}` };
}

export interface FinancingRendererDeps {
  db: Db;
  t: Translate;
  productName: string;
}

/**
 * The mail rebuilt from the stored lead when the outbox sends it, to the dealer's address of that
 * moment. Null (closed unsent) when the lead was deleted or its dealer is gone.
 */
export function financingMailRenderers(deps: FinancingRendererDeps): Record<string, MailRenderer> {
  const render: MailRenderer = async (mail) => {
    const leadId = mail.payload.leadId;
    if (typeof leadId !== 'number') return null;
    const lead = await findLeadForMail(deps.db, leadId);
    if (!lead?.dealer || (lead.content.type as string) !== 'financing') return null;
    const url = typeof mail.payload.listingUrl === 'string' ? mail.payload.listingUrl : '';
    const vehicle = lead.listing && url ? { title: lead.listing.title, priceCents: lead.listing.priceCents, url } : null;
    return composeLeadMail(
      serviceMailParts(lead.content, deps.t, { to: lead.dealer.email, recipientName: lead.dealer.name, order: FINANCING_DETAIL_ORDER, productName: deps.productName, vehicle }),
    );
  };
  return { [FINANCING_MAIL]: render };
}
