/** schema.org data for search engines: the breadcrumb trail (shared) and, on FAQ pages, the questions. */
import type { FaqItem } from '@/lib/markdown/render';

export function faqJsonLd(items: readonly FaqItem[]): Record<string, unknown> {
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

export { breadcrumbJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
