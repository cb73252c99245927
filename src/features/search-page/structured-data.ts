/** schema.org data of a result page: the list of vehicles on it and the breadcrumb trail. */

export interface ItemListEntry {
  name: string;
  href: string;
  imageUrl: string | null;
}

export function itemListJsonLd(options: { name: string; total: number; offset: number; items: readonly ItemListEntry[]; siteUrl: string }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: options.name,
    numberOfItems: options.total,
    itemListElement: options.items.map((item, index) => ({
      '@type': 'ListItem',
      position: options.offset + index + 1,
      url: new URL(item.href, options.siteUrl).toString(),
      name: item.name,
      ...(item.imageUrl ? { image: new URL(item.imageUrl, options.siteUrl).toString() } : {}),
    })),
  };
}

export { breadcrumbJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
