import 'server-only';
import type { Metadata } from 'next';
import { getT } from '@/lib/i18n/server';
import type { PageMode } from './subscription-page-model';

/** The subscription pages belong to one mailbox each: never indexed, never followed. */
export async function subscriptionPageMetadata(page: PageMode | 'manage'): Promise<Metadata> {
  const t = await getT('subscriptions');
  const title = page === 'manage' ? t('manage.title') : t(page === 'confirm' ? 'page.confirmTitle' : 'page.unsubscribeTitle');
  return { title, robots: { index: false, follow: false } };
}
