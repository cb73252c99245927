/**
 * Every text of a search result page, assembled from the translations in one place so the page
 * only lays them out: heading and subject, card and sort labels, the zero-results block and the
 * SEO heading. Pure over the request, the counts and a translate function.
 */
import { emptySearchRequest, type SearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { formatInteger } from '@/lib/format/number';
import type { Translate } from '@/lib/i18n/translate';
import { cardCopy, type CardCopy } from '@/features/vehicle-card';
import { alternativeLabel } from './alternative-label';
import type { ThemedLanding } from '@/lib/search-request/landings';
import { resultHeading, resultSubject, type Labels } from '@/lib/search-request/result-subject';
import { sortOptions } from './sort-options';
import type { AlternativeLink } from './ZeroResults';

export interface ZeroResultsCopy {
  heading: string;
  text: string;
  alternativesLabel: string;
  alternatives: AlternativeLink[];
  /** "Bekijk alle …", unless one of the alternatives already is that list. */
  all: { href: string; label: string } | null;
}

export interface SearchPageCopy {
  heading: string;
  /** The plural subject ("Volkswagen occasions"), for the zero-results and SEO headings and saved searches. */
  subject: string;
  /** A themed landing's introduction, on its first page only. */
  intro: string | null;
  breadcrumbLabel: string;
  resultsLabel: string;
  loadingLabel: string;
  card: CardCopy;
  /** The sort control's summary reads "Sorteer op: Beste resultaat"; a phone shows only the order. */
  sort: { label: string; summary: { prefix: string; order: string }; labels: Record<string, string> };
  /** Only when nothing matches. */
  zero: ZeroResultsCopy | null;
  seoHeading: string;
}

export interface SearchPageCopyInput {
  request: SearchRequest;
  landing: ThemedLanding | null;
  total: number;
  page: number;
  labels: Labels;
  alternatives: readonly { url: string; total: number; relaxed: { field: string; value?: string } }[];
}

function zeroResultsCopy({ request, labels, alternatives }: SearchPageCopyInput, subject: string, t: Translate): ZeroResultsCopy {
  const allUrl = searchRequestToUrl(emptySearchRequest(request.mobilityType));
  return {
    heading: t('zero.heading', { subject }),
    text: t(alternatives.length ? 'zero.text' : 'zero.textNoAlternatives'),
    alternativesLabel: t('zero.alternativesLabel'),
    alternatives: alternatives.map((alternative) => ({
      href: alternative.url,
      label: alternativeLabel(alternative.relaxed, labels, t),
      count: t('zero.count', { count: alternative.total, formatted: formatInteger(alternative.total) }),
    })),
    all: alternatives.some((alternative) => alternative.url === allUrl) ? null : { href: allUrl, label: t('zero.all', { noun: t(`noun.${request.mobilityType}.other`) }) },
  };
}

export function searchPageCopy(input: SearchPageCopyInput, t: Translate): SearchPageCopy {
  const { request, landing, total, labels } = input;
  const subject = resultSubject(request, landing, 2, labels, t);
  const sortLabels = Object.fromEntries(sortOptions(request).map((option) => [option.order, t(`vehicle:sortOrder.${option.order}`)]));
  return {
    heading: resultHeading(request, landing, total, labels, t),
    subject,
    intro: landing && input.page === 1 ? t(`landing.${landing.slug}.intro`) : null,
    breadcrumbLabel: t('breadcrumb.label'),
    resultsLabel: t('results.label'),
    loadingLabel: t('results.loading'),
    card: cardCopy(t),
    sort: { label: t('sort.label'), summary: { prefix: t('sort.prefix'), order: sortLabels[request.sort] ?? '' }, labels: sortLabels },
    zero: total === 0 ? zeroResultsCopy(input, subject, t) : null,
    seoHeading: t('seo.heading', { subject }),
  };
}
