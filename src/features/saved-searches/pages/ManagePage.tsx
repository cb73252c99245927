import 'server-only';
import Link from 'next/link';
import { database } from '@/db';
import { searchService } from '@/features/search/server';
import { formatInteger } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import { normaliseSearchRequest, type SearchRequestInput } from '@/lib/search-request/schema';
import { MANAGE_TOKEN_PARAM } from '../subscriptions/links.server';
import { MANAGE_LINK_CALL, MANAGE_LINK_OUTCOMES } from '../subscriptions/manage-link.server';
import { managedAddress } from '../subscriptions/manage.server';
import type { Subscription } from '../subscriptions/subscription-repository';
import { FREQUENCIES } from '../subscriptions/subscription-rules';
import { FormStateIcon } from './FormStateIcon';
import styles from './manage-page.module.css';
import shared from './subscription-pages.module.css';

const ACTION = '/api/client/search/subscriptions/manage';
const OUTCOMES = ['updated', 'deleted', 'allGone'] as const;

async function currentCount(subscription: Subscription): Promise<number | null> {
  if (subscription.kind !== 'search' || !subscription.request) return null;
  try {
    const service = await searchService();
    return service.search(normaliseSearchRequest(subscription.request as SearchRequestInput), { facets: false, limit: 0 }).total;
  } catch {
    return null;
  }
}

function Hidden({ token, id, action }: { token: string; id?: string; action: string }) {
  return (
    <>
      <input type="hidden" name={MANAGE_TOKEN_PARAM} value={token} />
      {id && <input type="hidden" name="id" value={id} />}
      <input type="hidden" name="actie" value={action} />
    </>
  );
}

/**
 * Without a (working) key: "stuur me een nieuwe link", a plain form post (no JavaScript needed). Its
 * answer is the same whether or not the address is ours (manage-link.server.ts).
 */
function NewLinkForm({ invalidKey, outcome, t }: { invalidKey: boolean; outcome: string | undefined; t: (key: string) => string }) {
  const answer = MANAGE_LINK_OUTCOMES.find((value) => value === outcome);
  const badAddress = answer === 'ongeldig';
  return (
    <div className={styles.page}>
      {invalidKey && (
        <span className={shared.icon} data-state="error">
          <FormStateIcon state="error" />
        </span>
      )}
      <h1 className={shared.heading}>{t('manage.title')}</h1>
      <p className={shared.text}>{t(invalidKey ? 'manage.invalid' : 'manage.keyless')}</p>
      {answer && !badAddress && (
        <p className={answer === 'verstuurd' ? styles.notice : styles.warning} role="status">
          {t(`manage.newLink.${answer}`)}
        </p>
      )}
      <form method="post" action={MANAGE_LINK_CALL} className={styles.newLink}>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t('manage.newLink.email')}</span>
          <input
            className={styles.input}
            type="email"
            name="email"
            required
            autoComplete="email"
            inputMode="email"
            aria-invalid={badAddress || undefined}
            aria-describedby={badAddress ? 'nieuwe-link-fout' : undefined}
          />
          {badAddress && (
            <span id="nieuwe-link-fout" className={styles.error}>
              {t('manage.newLink.ongeldig')}
            </span>
          )}
        </label>
        <button type="submit" className={shared.primary}>
          {t('manage.newLink.button')}
        </button>
      </form>
      {/* Never a dead end: the way back to the site. */}
      <Link className={styles.home} href="/">
        {t('page.InvalidSubscription.action')}
      </Link>
    </div>
  );
}

/**
 * /zoekopdracht/beheren?sleutel=…: every search and price watch mailed to one address, opened by
 * the signed link in each mail (no account). Plain forms, so it works without JavaScript. Without a
 * working key it offers to mail a new link (`link` is that form's answer).
 */
export async function ManagePage({ token, done, link }: { token: string; done?: string; link?: string }) {
  const [t, { db }] = await Promise.all([getT('subscriptions'), database()]);
  const address = token ? await managedAddress(db, token) : null;
  if (!address) return <NewLinkForm invalidKey={token !== ''} outcome={link} t={(key) => t(key)} />;
  const counts = await Promise.all(address.subscriptions.map(currentCount));
  const notice = OUTCOMES.find((outcome) => outcome === done);
  return (
    <div className={styles.page}>
      <h1 className={shared.heading}>{t('manage.title')}</h1>
      <p className={shared.text}>{t('manage.intro', { email: address.email })}</p>
      {notice && (
        <p className={styles.notice} role="status">
          {t(`manage.${notice}`)}
        </p>
      )}
      {address.subscriptions.length === 0 ? (
        <p className={shared.text}>{t('manage.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {address.subscriptions.map((subscription, index) => {
            const count = counts[index];
            const priceDrop = subscription.kind === 'priceDrop';
            const newsletter = subscription.kind === 'newsletter';
            return (
              <li key={subscription.id} className={styles.item} data-status={subscription.status} data-kind={subscription.kind}>
                <div className={styles.itemHead}>
                  <a className={styles.label} href={priceDrop ? '/favorieten' : subscription.url}>
                    {priceDrop ? t('manage.priceDrop') : newsletter ? t('manage.newsletter') : subscription.label}
                  </a>
                  {subscription.status !== 'confirmed' && <span className={styles.badge}>{t(`manage.${subscription.status === 'paused' ? 'paused' : 'pending'}`)}</span>}
                </div>
                <p className={styles.meta}>
                  {[
                    subscription.filters,
                    priceDrop ? t('manage.watching', { count: subscription.listingIds.length }) : null,
                    newsletter ? t('manage.newsletterMeta') : null,
                    count === null || count === undefined ? null : t('manage.count', { count, total: formatInteger(count) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <div className={styles.controls}>
                  {/* A price watch mails when a price drops; the newsletter at most weekly: neither has a frequency to choose. */}
                  {subscription.kind === 'search' && (
                    <form method="post" action={ACTION} className={styles.frequency}>
                      <Hidden token={token} id={subscription.id} action="frequency" />
                      <label className={styles.frequencyLabel}>
                        <span>{t('manage.frequency')}</span>
                        <select name="frequentie" defaultValue={subscription.frequency} className={styles.select}>
                          {FREQUENCIES.map((value) => (
                            <option key={value} value={value}>
                              {t(`dialog.frequency${value[0]?.toUpperCase()}${value.slice(1)}`)}
                            </option>
                          ))}
                        </select>
                      </label>
                      <button type="submit" className={styles.secondary}>
                        {t('manage.save')}
                      </button>
                    </form>
                  )}
                  {subscription.status !== 'pending' && (
                    <form method="post" action={ACTION}>
                      <Hidden token={token} id={subscription.id} action={subscription.status === 'paused' ? 'resume' : 'pause'} />
                      <button type="submit" className={styles.secondary}>
                        {t(subscription.status === 'paused' ? 'manage.resume' : 'manage.pause')}
                      </button>
                    </form>
                  )}
                  <form method="post" action={ACTION}>
                    <Hidden token={token} id={subscription.id} action="delete" />
                    <button type="submit" className={styles.danger}>
                      {t('manage.delete')}
                    </button>
                  </form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {address.subscriptions.length > 0 && (
        <form method="post" action={ACTION} className={styles.all}>
          <Hidden token={token} action="unsubscribeAll" />
          <button type="submit" className={styles.danger}>
            {t('manage.unsubscribeAll')}
          </button>
        </form>
      )}
    </div>
  );
}
