/** schema.org JSON-LD shared by every page type: the breadcrumb trail, FAQ questions and safe serialisation. */

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

/** A question and its answer as plain text, as FAQPage structured data wants them. */
export interface FaqEntry {
  question: string;
  answer: string;
}

export function faqJsonLd(items: readonly FaqEntry[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
