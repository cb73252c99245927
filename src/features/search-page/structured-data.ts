/** schema.org data of a result page: the list of vehicles on it and the breadcrumb trail. */
import type { Crumb } from './breadcrumbs';

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

export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href, siteUrl).toString(),
    })),
  };
}

/** JSON for an inline script element: "<" is escaped so no text can close the element early. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
