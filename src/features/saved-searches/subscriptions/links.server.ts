import 'server-only';
import { manageToken } from './manage-token';

export const CONFIRM_PAGE = '/zoekopdracht/bevestigen';
export const UNSUBSCRIBE_PAGE = '/zoekopdracht/afmelden';
export const MANAGE_PAGE = '/zoekopdracht/beheren';
export const MANAGE_TOKEN_PARAM = 'sleutel';

/** The manage page of one address, absolute under `site`; `linkKey` is MAIL_LINK_KEY. */
export function manageUrl(site: string, linkKey: string, address: { addressId: number; email: string }): string {
  return `${site}${MANAGE_PAGE}?${MANAGE_TOKEN_PARAM}=${encodeURIComponent(manageToken(linkKey, address.addressId, address.email))}`;
}

/** The links every subscription mail and page carries, absolute under `site`; `linkKey` is MAIL_LINK_KEY. */
export function subscriptionLinks(site: string, linkKey: string, subscription: { id: string; addressId: number; email: string }) {
  return {
    confirm: `${site}${CONFIRM_PAGE}/${subscription.id}`,
    unsubscribePage: `${site}${UNSUBSCRIBE_PAGE}/${subscription.id}`,
    oneClick: `${site}/api/client/search/unsubscribe/${subscription.id}`,
    manage: manageUrl(site, linkKey, subscription),
  };
}
