import 'server-only';
import { getT } from '@/lib/i18n/server';
import type { CallButtonsCopy, ContactBarCopy, LeadFormCopy } from './copy';
import type { LeadType } from '../leads/lead-fields';

type Texts = Record<string, string>;

export async function callButtonsCopy(dealer: string): Promise<CallButtonsCopy> {
  const t = await getT('contact');
  return {
    reveal: t('callButtons.reveal'),
    revealLabel: t('callButtons.revealLabel', { dealer }),
    dial: t('callButtons.dial'),
    dialLabel: t('callButtons.dialLabel', { dealer }),
    numberLabel: t('callButtons.numberLabel', { dealer }),
    loading: t('callButtons.loading'),
    tracked: t('callButtons.tracked'),
    barCall: t('callButtons.barCall'),
    barCallLabel: t('callButtons.barCallLabel', { dealer }),
  };
}

export async function contactBarCopy(dealer: string): Promise<ContactBarCopy> {
  const t = await getT('contact');
  return { label: t('contactBar.label', { dealer }), message: t('contactBar.message') };
}

export async function leadFormCopy(type: LeadType, dealer: string): Promise<LeadFormCopy> {
  const t = await getT('contact');
  const object = <T,>(key: string) => t(key, { returnObjects: true }) as unknown as T;
  const options = object<Record<string, Texts | string>>('options');
  return {
    type,
    title: t(`titles.${type}`),
    intro: t(`intros.${type}`, { dealer }),
    opener: t(`openers.${type}`, { defaultValue: t(`titles.${type}`) }),
    submit: t(`form.submit.${type}`),
    sending: t('form.sending'),
    optional: t('form.optional'),
    errorSummary: t('form.errorSummary'),
    failed: t('form.failed'),
    savedNote: t('form.savedNote'),
    privacy: t('form.privacy'),
    close: t('form.close'),
    again: t('form.again'),
    successTitle: t('success.title'),
    success: t(`success.${type}`, { dealer }),
    fields: object<Texts>('fields'),
    hints: object<Texts>('hints'),
    options: Object.fromEntries(Object.entries(options).filter((entry): entry is [string, Texts] => typeof entry[1] === 'object')),
    placeholders: { question: t('options.questionPlaceholder'), faultType: t('options.faultTypePlaceholder') },
    errors: object<Texts>('errors'),
    photos: object<LeadFormCopy['photos']>('photos'),
  };
}
