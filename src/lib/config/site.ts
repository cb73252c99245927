import { env, type AppEnvironment } from './env';

/** What the browser may know of the configuration; everything else stays on the server. */
export interface PublicConfig {
  productName: string;
  productSlug: string;
  environment: AppEnvironment;
  dealerPortalUrl: string;
  iosAppUrl: string;
  androidAppUrl: string;
  cookies: { favourites: string; envBadgeDismissed: string; consent: string; correlationId: string };
}

export function slugifyProductName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Cookie names derive from the product name so a white-label deployment does not share cookies. */
export function cookieNames(productName: string): PublicConfig['cookies'] {
  const base = productName.replace(/[^A-Za-z0-9]/g, '');
  return {
    favourites: `${base}-Favorites`,
    envBadgeDismissed: `${base}-EnvTagDismissed`,
    consent: `${base}-CookieConsent`,
    correlationId: `${base}-CorrelationId`,
  };
}

export function publicConfig(): PublicConfig {
  const e = env();
  return {
    productName: e.PRODUCT_NAME,
    productSlug: slugifyProductName(e.PRODUCT_NAME),
    environment: e.APP_ENV,
    dealerPortalUrl: e.DEALER_PORTAL_URL,
    iosAppUrl: e.IOS_APP_URL,
    androidAppUrl: e.ANDROID_APP_URL,
    cookies: cookieNames(e.PRODUCT_NAME),
  };
}
