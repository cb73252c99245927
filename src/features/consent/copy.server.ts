import 'server-only';
import { getT } from '@/lib/i18n/server';
import type { ConsentBannerCopy } from './ConsentBanner';
import type { ConsentPreferencesCopy } from './ConsentPreferences';

export async function bannerCopy(product: string): Promise<ConsentBannerCopy> {
  const t = await getT('consent');
  return {
    label: t('banner.label'),
    heading: t('banner.heading'),
    text: t('banner.text', { product }),
    acceptAll: t('banner.acceptAll'),
    necessaryOnly: t('banner.necessaryOnly'),
    choose: t('banner.choose'),
  };
}

export async function preferencesCopy(product: string): Promise<ConsentPreferencesCopy> {
  const t = await getT('consent');
  return {
    legend: t('form.legend'),
    necessary: { label: t('form.necessary.label'), text: t('form.necessary.text'), always: t('form.necessary.always') },
    analytics: { label: t('form.analytics.label'), text: t('form.analytics.text', { product }) },
    marketing: { label: t('form.marketing.label'), text: t('form.marketing.text') },
    save: t('form.save'),
    acceptAll: t('form.acceptAll'),
    saved: t('form.saved'),
  };
}
