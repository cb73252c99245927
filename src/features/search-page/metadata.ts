import 'server-only';
import type { Metadata } from 'next';
import { notFoundMetadata } from '@/features/shell/server';
import { formatInteger } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import type { MobilityTypeOrAll } from '@/lib/vehicle/enums';
import { isIndexable } from './indexing';
import { landingUrl } from '@/lib/search-request/landings';
import { loadSearch, type SearchRouteProps } from './load';
import { capitalise, resultSubject } from '@/lib/search-request/result-subject';

/** Title, description, the one canonical URL and the robots rule of a result page. */
export async function searchPageMetadata(mobility: MobilityTypeOrAll, props: SearchRouteProps): Promise<Metadata> {
  const loaded = await loadSearch(mobility, props);
  // No notFound()/redirect() here: thrown from metadata they would stream after the shell; the page throws them.
  if (loaded.kind === 'notFound') return notFoundMetadata();
  if (loaded.kind === 'redirect') return {};
  const { page, landing, labels } = loaded;
  const t = await getT('search');
  const pluralSubject = resultSubject(page.request, landing, 2, labels, t);
  const count = formatInteger(page.total);
  const subject = resultSubject(page.request, landing, page.total, labels, t);
  const dealer = labels.dealer && { ...labels.dealer, count, subject };
  const base = landing ? t(`landing.${landing.slug}.title`) : dealer ? t('dealer.title', dealer) : t('meta.title', { subject: capitalise(pluralSubject) });
  const title = page.page > 1 ? t('meta.paged', { title: base, page: page.page }) : base;
  const description = dealer
    ? t(page.total > 0 ? 'dealer.description' : 'dealer.descriptionEmpty', { ...dealer, subject: page.total > 0 ? subject : pluralSubject })
    : page.total > 0
      ? t('meta.description', { count, subject })
      : t('meta.descriptionEmpty', { subject: pluralSubject });
  const canonical = landing ? landingUrl(landing, page.page) : page.url;
  const index = isIndexable(page.request, { landing: landing !== null, total: page.total });
  return {
    title,
    description: landing && page.page === 1 ? `${t(`landing.${landing.slug}.intro`)} ${description}` : description,
    alternates: { canonical },
    robots: index ? undefined : { index: false, follow: true },
    openGraph: { title, description, url: canonical, locale: 'nl_NL', type: 'website' },
  };
}
