import 'server-only';
import type { Db } from '@/db';
import type { OutboxMail } from '@/lib/mail/outbox/outbox.server';
import type { MailRenderer } from '@/lib/mail/outbox/send-due-mail.server';
import { composeLeadMail, findLeadForMail } from '@/features/dealer-contact/server';
import { serviceMailParts, type Translate } from '../lead-kit/service-mail';

/** The outbox kind of an insurance indication request's mail to the insurance partner. */
export const INSURANCE_MAIL = 'lead.insurance';

export const INSURANCE_DETAIL_ORDER = ['licensePlate', 'vehicleFound', 'claimFreeYears', 'postcode'] as const;

/** The row names only the lead; the partner's address of the moment it was asked is the recipient. */
export function insuranceOutboxMail(leadId: number, partnerEmail: string): OutboxMail {
  return { kind: INSURANCE_MAIL, recipient: partnerEmail, payload: { leadId }, dedupeKey: `lead:${leadId}` };
}

export interface InsuranceRendererDeps {
  db: Db;
  t: Translate;
  productName: string;
  /** INSURANCE_PARTNER_NAME: who the mail greets; unset (no partner any more), the address it goes to. */
  partnerName: string | undefined;
}

/** The mail rebuilt from the stored lead when the outbox sends it; null (closed unsent) once the lead is deleted. */
export function insuranceMailRenderers(deps: InsuranceRendererDeps): Record<string, MailRenderer> {
  const render: MailRenderer = async (mail) => {
    const leadId = mail.payload.leadId;
    if (typeof leadId !== 'number') return null;
    const lead = await findLeadForMail(deps.db, leadId);
    if (!lead || (lead.content.type as string) !== 'insurance') return null;
    return composeLeadMail(
      serviceMailParts(lead.content, deps.t, { to: mail.recipient, recipientName: deps.partnerName ?? mail.recipient, order: INSURANCE_DETAIL_ORDER, productName: deps.productName, vehicle: null }),
    );
  };
  return { [INSURANCE_MAIL]: render };
}
