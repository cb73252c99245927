/**
 * The trail of a result page: home, the list root, then the most specific named thing the page
 * is about (a landing, a dealer's stock, a brand and its model, or a body type or kind). The last
 * crumb is the page itself.
 */
import { emptySearchRequest, normaliseSearchRequest, type SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToPath } from '@/lib/search-request/url-codec';
import { SEARCH_ROOT } from '@/lib/search-request/url-grammar';
import { HOME_PATH } from '@/lib/vehicle/enums';
import { landingPath, type ThemedLanding } from '@/lib/search-request/landings';
import { capitalise, subjectNoun, type Labels } from '@/lib/search-request/result-subject';
import type { Translate } from '@/lib/i18n/translate';

export interface Crumb {
  href: string;
  label: string;
}

export function searchBreadcrumbs(request: SearchRequest, landing: ThemedLanding | null, labels: Labels, t: Translate): Crumb[] {
  const { mobilityType } = request;
  const home = mobilityType === 'alle' ? '/' : HOME_PATH[mobilityType];
  const root = SEARCH_ROOT[mobilityType];
  // /kamperen is both the camping home and its list root: one crumb, not two with the same link.
  const crumbs: Crumb[] = home === root ? [{ href: root, label: t('breadcrumb.root.caramper') }] : [
    { href: home, label: t('breadcrumb.home') },
    { href: root, label: t(`breadcrumb.root.${mobilityType}`) },
  ];
  if (landing) {
    crumbs.push({ href: landingPath(landing), label: t(`landing.${landing.slug}.title`) });
    return crumbs;
  }
  if (request.dealer !== undefined && labels.dealer) {
    // A dealer's stock is its own place: the trail ends there, not at a brand page of every dealer.
    crumbs.push({ href: searchRequestToPath(normaliseSearchRequest({ mobilityType, dealer: request.dealer })), label: t('dealer.crumb', { name: labels.dealer.name }) });
    return crumbs;
  }
  const [brand] = request.brand;
  const [bodyType] = request.bodyType;
  const [kind] = request.kind;
  // Single values taken from a valid request are already in normal form: laid over the empty
  // request they make the same request the schema would, without validating it again per crumb.
  const only = (filters: Partial<SearchRequest>): SearchRequest => ({ ...emptySearchRequest(mobilityType), ...filters });
  if (request.bodyType.length === 1 && bodyType) {
    crumbs.push({ href: searchRequestToPath(only({ bodyType: [bodyType] })), label: capitalise(subjectNoun(only({ bodyType: [bodyType] }), null, t).other) });
  } else if (request.kind.length === 1 && kind) {
    crumbs.push({ href: searchRequestToPath(only({ kind: [kind] })), label: capitalise(subjectNoun(only({ kind: [kind] }), null, t).other) });
  }
  if (request.brand.length === 1 && brand) {
    crumbs.push({ href: searchRequestToPath(only({ brand: [brand] })), label: labels.brand(brand) });
    const [model] = request.model;
    if (request.model.length === 1 && model) crumbs.push({ href: searchRequestToPath(only({ brand: [brand], model: [model] })), label: labels.model(model) });
  }
  return crumbs;
}
