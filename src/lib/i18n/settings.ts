/** Product §1: default locale nl-NL, namespace common, resources at public/locales/{lng}/{ns}.json. */
export const DEFAULT_LANGUAGE = 'nl';
export const DEFAULT_NAMESPACE = 'common';
export const NAMESPACES = ['common', 'shell', 'home', 'content', 'errors', 'vehicle', 'search', 'filters', 'contact', 'detail', 'favourites', 'consent', 'alerts', 'subscriptions', 'price-rating', 'trade-in', 'sell', 'car-coach', 'choice-helper', 'financing', 'insurance', 'rental', 'roadside', 'bike-lease', 'newsletter', 'blocks', 'search-box', 'dealer-api'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Resources = Partial<Record<Namespace, Record<string, unknown>>>;
