import 'server-only';
import Link from 'next/link';
import { database } from '@/db';
import { env } from '@/lib/config/env';
import { siteUrl } from '@/lib/config/site-url.server';
import { getT } from '@/lib/i18n/server';
import { secret } from '@/lib/security/secrets.server';
import { subscriptionLinks } from '../subscriptions/links.server';
import { findSubscription } from '../subscriptions/subscription-repository';
import { isConfirmationId, type StoredStatus, type SubscriptionKind } from '../subscriptions/subscription-rules';
import { FormStateIcon } from './FormStateIcon';
import { StatusAction } from './StatusAction';
import { subscriptionPageModel, type PageMode } from './subscription-page-model';
import styles from './subscription-pages.module.css';

const CALLS = { confirm: 'subscribe/confirm', resubscribe: 'subscribe/confirm', unsubscribe: 'unsubscribe' } as const;

/**
 * /zoekopdracht/bevestigen/{id} and /zoekopdracht/afmelden/{id}: every status of the spec (§3)
 * with its icon and a next step. Opening the page changes nothing by itself (mail scanners open
 * links); the visitor's browser, or the button without JavaScript, makes the change.
 */
export async function SubscriptionStatusPage({ id, mode }: { id: string; mode: PageMode }) {
  const valid = isConfirmationId(id);
  const [t, subscription] = await Promise.all([getT('subscriptions'), valid ? database().then(({ db }) => findSubscription(db, id)) : null]);
  const model = subscriptionPageModel(mode, valid, subscription ? { status: subscription.status as StoredStatus, kind: subscription.kind as SubscriptionKind } : null);
  const priceDrop = subscription?.kind === 'priceDrop';
  const newsletter = subscription?.kind === 'newsletter';
  const product = env().PRODUCT_NAME;
  const label = priceDrop ? t('page.priceDropLabel') : newsletter ? t('newsletter.label', { product }) : (subscription?.label ?? '');
  const frequency = subscription ? t(`frequencyName.${subscription.frequency}`) : '';
  const links = subscription ? subscriptionLinks(await siteUrl(), await secret('MAIL_LINK_KEY'), subscription) : null;
  const state = model.state;
  const text = newsletter
    ? t(`page.newsletter.${state}`, { product })
    : state === 'Confirmed' && priceDrop
      ? t('page.Confirmed.priceDropText')
      : t(`page.${state}.text`, { label, frequency });
  // Where a confirmed subscription leads: its search, the favourites, or the blog the newsletter is made of.
  const confirmedLink = priceDrop
    ? { href: '/favorieten', label: t('page.Confirmed.priceDropAction') }
    : newsletter
      ? { href: '/blog', label: t('page.newsletter.action') }
      : { href: subscription?.url ?? '/', label: t('page.Confirmed.action') };
  return (
    <div className={styles.page} data-state={state}>
      <span className={styles.icon} data-state={model.icon}>
        <FormStateIcon state={model.icon} />
      </span>
      <h1 className={styles.heading}>{t(`page.${state}.title`, { label })}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        {model.action ? (
          <StatusAction
            // A new state is a new button: nothing of the last one's "Bezig…" stays (issue 49).
            key={`${state}:${model.action.kind}`}
            action={`/api/client/search/${CALLS[model.action.kind]}/${id}`}
            label={t(model.action.kind === 'resubscribe' ? `page.Unsubscribed.resubscribe` : `page.${state}.action`)}
            working={t(model.action.kind === 'resubscribe' ? 'page.Unsubscribed.working' : `page.${state}.working`)}
            failed={t('page.error')}
            auto={model.action.auto}
            secondary={model.action.kind === 'resubscribe'}
            then={model.action.kind === 'resubscribe' ? `/zoekopdracht/bevestigen/${id}` : undefined}
          />
        ) : state === 'Confirmed' ? (
          <Link className={styles.link} href={confirmedLink.href}>
            {confirmedLink.label}
          </Link>
        ) : (
          <Link className={styles.link} href={state === 'UnknownSubscription' ? '/auto' : '/'}>
            {t(`page.${state}.action`)}
          </Link>
        )}
      </div>
      {links && (
        <p className={styles.manage}>
          <a href={links.manage}>{t('page.manage')}</a>
        </p>
      )}
    </div>
  );
}
