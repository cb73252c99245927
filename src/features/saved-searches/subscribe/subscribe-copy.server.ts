import 'server-only';
import { getT } from '@/lib/i18n/server';
import type { SubscribeCopy } from './subscribe-copy';

const WIDGET_KEYS = ['label', 'verifying', 'verified', 'error', 'expired', 'verificationRequired', 'waitAlert', 'loading', 'reload', 'verify', 'footer'] as const;

/** The subscribe dialog's copy; `priceDrop` for the favourites' "Mail me als de prijs daalt". */
export async function subscribeCopy(kind: 'search' | 'priceDrop', favourites = 0): Promise<SubscribeCopy> {
  const t = await getT('subscriptions');
  const priceDrop = kind === 'priceDrop';
  return {
    button: priceDrop ? t('favourites.priceDropButton') : t('button'),
    title: priceDrop ? t('dialog.priceDropTitle') : t('dialog.title'),
    intro: priceDrop ? t('dialog.priceDropIntro', { count: favourites }) : t('dialog.intro'),
    email: t('dialog.email'),
    emailHint: t('dialog.emailHint'),
    frequency: t('dialog.frequency'),
    frequencies: {
      direct: { name: t('dialog.frequencyDirect'), hint: t('dialog.frequencyDirectHint') },
      daily: { name: t('dialog.frequencyDaily'), hint: t('dialog.frequencyDailyHint') },
      weekly: { name: t('dialog.frequencyWeekly'), hint: t('dialog.frequencyWeeklyHint') },
    },
    consent: priceDrop ? t('dialog.priceDropConsent') : t('dialog.consent'),
    botCheck: t('dialog.botCheck'),
    submit: t('dialog.submit'),
    sending: t('dialog.sending'),
    close: t('dialog.close'),
    doneTitle: t('dialog.doneTitle'),
    doneText: t('dialog.doneText', { email: '{{email}}', interpolation: { escapeValue: false } }),
    doneSpam: t('dialog.doneSpam'),
    alreadyTitle: t('dialog.alreadyTitle'),
    alreadyText: t('dialog.alreadyText', { email: '{{email}}', interpolation: { escapeValue: false } }),
    messages: {
      email: t('errors.email'),
      consent: t('errors.consent'),
      failed: t('errors.failed'),
      malformed: t('errors.malformed'),
      botCheckMissing: t('errors.botCheck.missing'),
    },
    widget: Object.fromEntries(WIDGET_KEYS.map((key) => [key, t(`widget.${key}`)])),
  };
}
