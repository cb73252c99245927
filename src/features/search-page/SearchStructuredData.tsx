import type { ListItem } from '@/features/search';
import type { Crumb } from './breadcrumbs';
import { capitalise } from '@/lib/search-request/result-subject';
import { breadcrumbJsonLd, itemListJsonLd, serializeJsonLd } from './structured-data';

/** The result list and the breadcrumb as JSON-LD, for search engines. */
export function SearchStructuredData({ heading, total, offset, items, crumbs, siteUrl }: { heading: string; total: number; offset: number; items: readonly ListItem[]; crumbs: Crumb[]; siteUrl: string }) {
  const list = itemListJsonLd({ name: capitalise(heading), total, offset, items: items.map((item) => ({ name: item.title, href: item.detailUrl, imageUrl: item.imageUrl })), siteUrl });
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(list) }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbJsonLd(crumbs, siteUrl)) }} />
    </>
  );
}
