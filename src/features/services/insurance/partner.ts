import type { Env } from '@/lib/config/env';

export interface ConfiguredPartner {
  name: string;
  email: string;
  /** Its site, linked from the page; none without INSURANCE_PARTNER_URL. */
  url: string | undefined;
}

/**
 * The insurance partner indication requests go to, or null when none is configured: production
 * without INSURANCE_PARTNER_NAME and _EMAIL (decision 058). Then the page explains the cover but
 * offers no form, and a request is answered 503 rather than mailed to an address nobody chose.
 */
export function insurancePartner(e: Pick<Env, 'INSURANCE_PARTNER_NAME' | 'INSURANCE_PARTNER_EMAIL' | 'INSURANCE_PARTNER_URL'>): ConfiguredPartner | null {
  if (!e.INSURANCE_PARTNER_NAME || !e.INSURANCE_PARTNER_EMAIL) return null;
  return { name: e.INSURANCE_PARTNER_NAME, email: e.INSURANCE_PARTNER_EMAIL, url: e.INSURANCE_PARTNER_URL };
}
