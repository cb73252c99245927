import type { TFunction } from 'i18next';
import type { FaqEntry } from '@/lib/seo/json-ld';

/**
 * A namespace's `faq.items` as FAQ entries. The copy is ours, but a locale file edited by hand can
 * lose a field: such an entry is left out rather than shown half.
 */
export function faqEntries(t: TFunction): FaqEntry[] {
  const items: unknown = t('faq.items', { returnObjects: true });
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { question, answer } = item as Record<string, unknown>;
    return typeof question === 'string' && typeof answer === 'string' ? [{ question, answer }] : [];
  });
}
