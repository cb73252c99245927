import { telHref } from '@/lib/format/phone';
import { CONTACT_DETAILS } from './contact-details';

/**
 * Values that markdown refers to as `{name}`: the product name may change per deployment
 * (PRODUCT_NAME), so no page spells it out; contact details live in one module.
 */
export interface SiteValues {
  productName: string;
  productSlug: string;
  dealerPortalUrl: string;
}

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;
// Characters that would start markdown syntax if a product name contained them.
const MARKDOWN_SPECIAL = /[\\`*_[\]()#+!<>|~{}]/g;

export function placeholderValues(site: SiteValues): Record<string, string> {
  const domain = `${site.productSlug}.nl`;
  return {
    product: site.productName,
    productSlug: site.productSlug,
    dealerPortalUrl: site.dealerPortalUrl,
    association: CONTACT_DETAILS.association,
    address: `${CONTACT_DETAILS.street}, ${CONTACT_DETAILS.postalCode} ${CONTACT_DETAILS.city}`,
    street: CONTACT_DETAILS.street,
    postalCode: CONTACT_DETAILS.postalCode,
    city: CONTACT_DETAILS.city,
    consumerPhone: CONTACT_DETAILS.consumerPhone,
    consumerPhoneHref: telHref(CONTACT_DETAILS.consumerPhone),
    advertiserPhone: CONTACT_DETAILS.advertiserPhone,
    advertiserPhoneHref: telHref(CONTACT_DETAILS.advertiserPhone),
    openingHours: CONTACT_DETAILS.openingHours,
    consumerEmail: `klantenservice@${domain}`,
    advertiserEmail: `adverteren@${domain}`,
    privacyEmail: `privacy@${domain}`,
    jobsEmail: `vacatures@${domain}`,
    partnerEmail: `partners@${domain}`,
  };
}

/**
 * Replaces every `{name}`; an unknown name throws, so a typo in a page fails at startup (and in
 * the tests) instead of showing braces to visitors. In markdown the product name is escaped so
 * that a name like "Auto*Plein" stays text.
 */
export function fillPlaceholders(text: string, values: Record<string, string>, mode: 'markdown' | 'text'): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`unknown placeholder ${whole}`);
    return mode === 'markdown' && name === 'product' ? value.replace(MARKDOWN_SPECIAL, (c) => `\\${c}`) : value;
  });
}
