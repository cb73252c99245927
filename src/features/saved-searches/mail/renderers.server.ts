import 'server-only';
import type { Db } from '@/db';
import { formatPrice } from '@/lib/format/number';
import type { MailMessage } from '@/lib/mail';
import type { ClaimedMail } from '@/lib/mail/outbox/outbox.server';
import type { MailRenderer } from '@/lib/mail/outbox/send-due-mail.server';
import { subscriptionLinks } from '../subscriptions/links.server';
import type { Translate } from './mail-frame';
import { ALERT_MAIL, CONFIRM_MAIL, PRICE_DROP_MAIL, type AlertCardSnapshot, type AlertPayload, type ConfirmPayload, type PriceDropPayload } from '../subscriptions/mail-kinds';
import { findSubscription, type Subscription } from '../subscriptions/subscription-repository';
import type { Frequency, SubscriptionKind } from '../subscriptions/subscription-rules';
import { renderAlertMail } from './alert-mail';
import type { MailCard } from './mail-card';
import { renderConfirmMail } from './confirm-mail';
import { renderPriceDropMail } from './price-drop-mail';

function toMailCard(site: string, card: AlertCardSnapshot): MailCard & { sold?: boolean } {
  return {
    url: `${site}${card.path}`,
    photoUrl: card.photoPath ? `${site}${card.photoPath}` : null,
    title: card.title,
    price: formatPrice(card.price),
    ...(card.oldPrice !== null && card.oldPrice > card.price ? { oldPrice: formatPrice(card.oldPrice) } : {}),
    facts: card.facts,
    dealer: card.dealer,
    ...(card.sold ? { sold: true } : {}),
  };
}

/**
 * The subscription a row was queued for, when it still wants mail: a confirmation goes out while
 * the request is pending, an alert only while the subscription is confirmed (an unsubscribe
 * between queuing and sending wins).
 */
export async function subscriptionForMail(db: Db, mail: ClaimedMail, wanted: 'pending' | 'confirmed'): Promise<Subscription | null> {
  const id = mail.payload.subscriptionId;
  if (typeof id !== 'string') return null;
  const subscription = await findSubscription(db, id);
  return subscription && subscription.status === wanted && subscription.email === mail.recipient ? subscription : null;
}

export interface RendererDeps {
  db: Db;
  productName: string;
  /** The site's base URL when the mail is sent (SITE_URL, or the host last served). */
  siteUrl: () => string;
  /** MAIL_LINK_KEY: signs the manage link. */
  linkKey: string;
  tAlerts: Translate;
  tSubscriptions: Translate;
  /** The cards of listings as the site shows them now (alert-cards.server.ts). */
  loadCards: (db: Db, ids: readonly number[], now: Date) => Promise<Map<number, AlertCardSnapshot>>;
}

/** The listings an alert still shows: sold ones since the match are left out. */
function stillForSale(ids: readonly number[], cards: Map<number, AlertCardSnapshot>): AlertCardSnapshot[] {
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card && !card.sold ? [card] : [];
  });
}

/** The favourites of a price-drop mail, told as queued: from the price the watcher last heard of. */
function priceNewsCards(payload: PriceDropPayload, cards: Map<number, AlertCardSnapshot>): AlertCardSnapshot[] {
  return payload.news.flatMap((news) => {
    const card = cards.get(news.listingId);
    if (!card) return [];
    return [news.kind === 'sold' ? { ...card, sold: true } : { ...card, price: news.to, oldPrice: news.from }];
  });
}

/** The outbox renderers of the subscription mails, by kind (started by subscription-jobs.server.ts). */
export function subscriptionRenderers(deps: RendererDeps): Record<string, MailRenderer> {
  const renderConfirm: MailRenderer = async (mail) => {
    const subscription = await subscriptionForMail(deps.db, mail, 'pending');
    if (!subscription) return null;
    const payload = mail.payload as unknown as ConfirmPayload;
    const kind = subscription.kind as SubscriptionKind;
    const label = { search: subscription.label, priceDrop: deps.tSubscriptions('page.priceDropLabel'), newsletter: deps.tSubscriptions('newsletter.label', { product: deps.productName }) }[kind];
    return renderConfirmMail(
      {
        productName: deps.productName,
        to: subscription.email,
        searchLabel: label,
        filters: kind === 'newsletter' ? deps.tSubscriptions('newsletter.about') : subscription.filters,
        frequency: subscription.frequency as Frequency,
        confirmUrl: payload.confirmUrl,
        kind,
      },
      deps.tAlerts,
    );
  };

  const renderAlert: MailRenderer = async (mail): Promise<MailMessage | null> => {
    const subscription = await subscriptionForMail(deps.db, mail, 'confirmed');
    if (!subscription) return null;
    const payload = mail.payload as unknown as AlertPayload;
    const shown = stillForSale(payload.listingIds, await deps.loadCards(deps.db, payload.listingIds, new Date()));
    if (shown.length === 0) return null;
    const site = deps.siteUrl();
    const links = subscriptionLinks(site, deps.linkKey, subscription);
    return renderAlertMail(
      {
        productName: deps.productName,
        to: subscription.email,
        searchLabel: subscription.label,
        filters: subscription.filters,
        frequency: subscription.frequency as Frequency,
        total: payload.total,
        cards: shown.map((card) => toMailCard(site, card)),
        searchUrl: `${site}${subscription.url}`,
        manageUrl: links.manage,
        unsubscribeUrl: links.unsubscribePage,
        oneClickUrl: links.oneClick,
      },
      deps.tAlerts,
    );
  };

  const renderPriceDrop: MailRenderer = async (mail): Promise<MailMessage | null> => {
    const subscription = await subscriptionForMail(deps.db, mail, 'confirmed');
    if (!subscription) return null;
    const payload = mail.payload as unknown as PriceDropPayload;
    const items = priceNewsCards(payload, await deps.loadCards(deps.db, payload.news.map((news) => news.listingId), new Date()));
    if (items.length === 0) return null;
    const site = deps.siteUrl();
    const links = subscriptionLinks(site, deps.linkKey, subscription);
    return renderPriceDropMail(
      {
        productName: deps.productName,
        to: subscription.email,
        items: items.map((card) => toMailCard(site, card)),
        manageUrl: links.manage,
        unsubscribeUrl: links.unsubscribePage,
        oneClickUrl: links.oneClick,
      },
      deps.tAlerts,
    );
  };

  return { [CONFIRM_MAIL]: renderConfirm, [ALERT_MAIL]: renderAlert, [PRICE_DROP_MAIL]: renderPriceDrop };
}
