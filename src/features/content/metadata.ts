import type { Metadata } from 'next';
import type { ContentPage } from './catalog';

/** One canonical URL per page: the path it is served under (the layout sets the site origin). */
export function contentMetadata(page: ContentPage, productName: string): Metadata {
  const { title, description } = page.meta;
  return {
    title,
    description,
    alternates: { canonical: page.path },
    openGraph: { title, description, url: page.path, type: 'article', locale: 'nl_NL', siteName: productName },
  };
}
