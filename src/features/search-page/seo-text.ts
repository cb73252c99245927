/**
 * Which SEO text a result page shows: the landing's own, a brand (and model), a body type or kind,
 * online financing, or the list root's. Deep combinations get none: they are noindex and a generic
 * paragraph would only repeat itself across thousands of URLs.
 */
import type { SearchRequest } from '@/lib/search-request/schema';
import { setFields } from './indexing';
import type { ThemedLanding } from '@/lib/search-request/landings';
import type { Labels } from '@/lib/search-request/result-subject';
import type { Translate } from '@/lib/i18n/translate';

export function seoText(request: SearchRequest, landing: ThemedLanding | null, subject: string, labels: Labels, t: Translate): string | null {
  if (landing) return t(`landing.${landing.slug}.seo`);
  const fields = setFields(request).sort().join(',');
  const [brand] = request.brand;
  const [model] = request.model;
  const [bodyType] = request.bodyType;
  const [kind] = request.kind;
  const optional = (key: string) => t(key, { defaultValue: '' }) || null;
  switch (fields) {
    case '':
      return t(`seo.root.${request.mobilityType}`);
    case 'brand':
      return brand && request.brand.length === 1 ? t('seo.brand', { brand: labels.brand(brand), subject }) : null;
    case 'brand,model':
      return brand && model && request.brand.length === 1 && request.model.length === 1
        ? t('seo.brandModel', { brand: labels.brand(brand), model: labels.model(model), subject })
        : null;
    case 'bodyType':
      return bodyType && request.bodyType.length === 1 ? optional(`seo.bodyType.${bodyType}`) : null;
    case 'kind':
      return kind && request.kind.length === 1 ? optional(`seo.kind.${kind}`) : null;
    case 'onlineToFinance':
      return t('seo.financing', { noun: t(`noun.${request.mobilityType}.other`) });
    default:
      return null;
  }
}
