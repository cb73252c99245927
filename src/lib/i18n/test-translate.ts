import { createI18n } from '@/lib/i18n/create';
import { pickResources } from '@/lib/i18n/resources';
import type { Translate } from './translate';

/** The translator of the pages, over the real locale files (tests only). */
export function testTranslate(): Translate {
  const namespaces = ['search', 'vehicle', 'common', 'price-rating'] as const;
  const t = createI18n(pickResources(namespaces), namespaces).getFixedT('nl', 'search');
  return (key, options) => t(key, options);
}
