import 'server-only';
import { database } from '@/db';
import { env } from '@/lib/config/env';
import { getT } from '@/lib/i18n/server';
import type { MailRenderer } from '@/lib/mail/outbox/send-due-mail.server';
import { financingMailRenderers } from '../financing/financing-outbox.server';
import { insuranceMailRenderers } from '../insurance/insurance-outbox.server';

/** The renderers of the financing and insurance requests' mail, with the product's copy, for the outbox src/instrumentation.ts starts. */
export async function financeOutboxRenderers(): Promise<Record<string, MailRenderer>> {
  const [{ db }, financing, insurance] = await Promise.all([database(), getT('financing'), getT('insurance')]);
  const e = env();
  return {
    ...financingMailRenderers({ db, t: (key, values) => financing(key, values), productName: e.PRODUCT_NAME }),
    ...insuranceMailRenderers({ db, t: (key, values) => insurance(key, values), productName: e.PRODUCT_NAME, partnerName: e.INSURANCE_PARTNER_NAME }),
  };
}
