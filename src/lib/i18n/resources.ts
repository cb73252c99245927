import alerts from '../../../public/locales/nl/alerts.json';
import carCoach from '../../../public/locales/nl/car-coach.json';
import choiceHelper from '../../../public/locales/nl/choice-helper.json';
import common from '../../../public/locales/nl/common.json';
import consent from '../../../public/locales/nl/consent.json';
import contact from '../../../public/locales/nl/contact.json';
import content from '../../../public/locales/nl/content.json';
import detail from '../../../public/locales/nl/detail.json';
import errors from '../../../public/locales/nl/errors.json';
import favourites from '../../../public/locales/nl/favourites.json';
import filters from '../../../public/locales/nl/filters.json';
import home from '../../../public/locales/nl/home.json';
import priceRating from '../../../public/locales/nl/price-rating.json';
import search from '../../../public/locales/nl/search.json';
import sell from '../../../public/locales/nl/sell.json';
import subscriptions from '../../../public/locales/nl/subscriptions.json';
import tradeIn from '../../../public/locales/nl/trade-in.json';
import shell from '../../../public/locales/nl/shell.json';
import vehicle from '../../../public/locales/nl/vehicle.json';
import financing from '../../../public/locales/nl/financing.json';
import insurance from '../../../public/locales/nl/insurance.json';
import rental from '../../../public/locales/nl/rental.json';
import roadside from '../../../public/locales/nl/roadside.json';
import bikeLease from '../../../public/locales/nl/bike-lease.json';
import newsletter from '../../../public/locales/nl/newsletter.json';
import blocks from '../../../public/locales/nl/blocks.json';
import searchBox from '../../../public/locales/nl/search-box.json';
import dealerApi from '../../../public/locales/nl/dealer-api.json';
import type { Namespace, Resources } from './settings';

// Static imports: the server bundles every namespace once; the browser only gets what a page picks.
const ALL: Record<Namespace, Record<string, unknown>> = {
  common, shell, home, content, errors, vehicle, search, filters, contact, detail, favourites, consent, alerts, subscriptions, 'price-rating': priceRating, 'trade-in': tradeIn, sell, 'car-coach': carCoach, 'choice-helper': choiceHelper,
  financing, insurance, rental, roadside, 'bike-lease': bikeLease, newsletter, blocks, 'search-box': searchBox, 'dealer-api': dealerApi,
};

export function pickResources(namespaces: readonly Namespace[]): Resources {
  const picked: Resources = {};
  for (const ns of namespaces) picked[ns] = ALL[ns];
  return picked;
}

export function allResources(): Resources {
  return ALL;
}
