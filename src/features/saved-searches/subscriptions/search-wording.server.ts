import 'server-only';
import { chipLabels, requestChips } from '@/features/search-filters/server';
import { searchService, stockOf } from '@/features/search/server';
import { getT } from '@/lib/i18n/server';
import type { Translate } from '@/lib/i18n/translate';
import { findLanding, landingRequest, landingUrl, type ThemedLanding } from '@/lib/search-request/landings';
import { capitalise, resultSubject } from '@/lib/search-request/result-subject';
import type { SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-writer';
import { chipsNamedBySubject, filtersBeyondSubject } from '../label';

/** The subscription's columns (mail_subscriptions.filters is read back into mails). */
const FILTERS_MAX_LENGTH = 500;

export interface SearchWording {
  /** The canonical path of the search's first page: its themed landing, or the codec URL. */
  url: string;
  /** "Volkswagen Golf occasions", as the result page's heading names it. */
  label: string;
  /** The filters the label does not name, in words; may be empty. */
  filters: string;
}

/** The landing a posted path names, when it is the same search as the request (else the codec URL stands). */
function landingOf(postedUrl: string, request: SearchRequest): ThemedLanding | null {
  const landing = findLanding((postedUrl.split(/[?#]/)[0] ?? '').toLowerCase());
  if (!landing) return null;
  const own = landingRequest(landing, new Date().getFullYear());
  return searchRequestToUrl(own) === searchRequestToUrl({ ...request, page: 1 }) ? landing : null;
}

/**
 * What a saved search is called in its mails and on the manage page, made on the server from the
 * parsed request and our own words only (issue 49 item 11): the confirmation mail goes to an address
 * nobody has confirmed yet, so a visitor's text must not reach it. Makes and models are named only
 * when the stock knows them; keywords typed by the visitor and unknown slugs are not repeated, only
 * said to be there. The result page's heading and filter cloud give the same words for the rest.
 */
export async function searchWording(request: SearchRequest, postedUrl: string): Promise<SearchWording> {
  const first: SearchRequest = { ...request, page: 1 };
  const [service, tSearch, tSubscriptions] = await Promise.all([searchService(), getT('search'), getT('subscriptions')]);
  const stock = stockOf(service);
  const makes = new Map(stock.makes.map((make) => [make.slug, make.label]));
  const models = new Map(stock.models.map((model) => [model.slug, model.label]));
  const dealer = first.dealer === undefined ? null : await service.dealerName(first.dealer);
  const shown: SearchRequest = {
    ...first,
    brand: first.brand.filter((slug) => makes.has(slug)),
    model: first.model.filter((slug) => models.has(slug)),
    text: undefined,
    dealer: dealer ? first.dealer : undefined,
  };
  const unknownSlugs = shown.brand.length < first.brand.length || shown.model.length < first.model.length;
  const landing = landingOf(postedUrl, first);
  const t: Translate = (key, values) => tSearch(key, values);
  const named = { brand: (slug: string) => makes.get(slug) ?? slug, model: (slug: string) => models.get(slug) ?? slug };
  const subject = capitalise(resultSubject(shown, landing, 2, named, t));
  const label = dealer ? t('saveSearch.dealerLabel', { subject, name: dealer.name }) : subject;
  const kindHasNoun = (kind: string) => t(`kindNoun.${kind}.other`, { defaultValue: '' }) !== '';
  // A landing's name says what it holds; its filters are its definition, not a choice (as SaveSearch).
  const chips = landing ? [] : requestChips(shown, { ...(await chipLabels(shown)), ...named });
  const beyond = landing ? '' : filtersBeyondSubject(chips, chipsNamedBySubject(shown, kindHasNoun));
  const extra = [unknownSlugs ? tSubscriptions('wording.otherMakes') : '', first.text ? tSubscriptions('wording.ownWords') : ''];
  const filters = [beyond, ...extra].filter(Boolean).join(', ').slice(0, FILTERS_MAX_LENGTH);
  return { url: landing ? landingUrl(landing, 1) : searchRequestToUrl(first), label, filters };
}
