/** schema.org JSON-LD shared by every page type: the breadcrumb trail and safe serialisation. */

export interface BreadcrumbStep {
  href: string;
  label: string;
}

export function breadcrumbJsonLd(crumbs: readonly BreadcrumbStep[], siteUrl: string): Record<string, unknown> {
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

/** JSON for a <script> element: a "<" in any value must not be able to close the element. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
