import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db';
import { mailSubscriptions, subscriberAddresses } from '@/db/schema';
import { formatPrice } from '@/lib/format/number';
import type { MailMessage } from '@/lib/mail';
import type { ClaimedMail } from '@/lib/mail/outbox/outbox.server';
import type { MailRenderer } from '@/lib/mail/outbox/send-due-mail.server';
import { manageUrl, subscriptionLinks } from '../subscriptions/links.server';
import type { Translate } from './mail-frame';
import { ALERT_MAIL, CONFIRM_MAIL, CONFIRMED_MAIL, MANAGE_LINK_MAIL, PRICE_DROP_MAIL, type AlertCardSnapshot, type AlertPayload, type ManageLinkPayload, type PriceDropPayload } from '../subscriptions/mail-kinds';
import { findSubscription, type Subscription } from '../subscriptions/subscription-repository';
import type { Frequency, SubscriptionKind } from '../subscriptions/subscription-rules';
import { renderAlertMail } from './alert-mail';
import type { MailCard } from './mail-card';
import { renderConfirmMail } from './confirm-mail';
import { renderConfirmedMail, renderManageLinkMail } from './confirmed-mail';
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
  /** The base of every link, when the mail is sent: SITE_URL (mailSiteUrl), never a request's host. */
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

/**
 * An address still mailed (a confirmed or paused subscription) that a manage-link row was queued
 * for: the link goes only to an address that confirmed something, whatever was typed on the page.
 */
async function confirmedAddress(db: Db, mail: ClaimedMail): Promise<{ addressId: number; email: string } | null> {
  const { addressId } = mail.payload as unknown as ManageLinkPayload;
  if (typeof addressId !== 'number') return null;
  const [row] = await db
    .select({ email: subscriberAddresses.email })
    .from(subscriberAddresses)
    .innerJoin(mailSubscriptions, eq(mailSubscriptions.addressId, subscriberAddresses.id))
    .where(and(eq(subscriberAddresses.id, addressId), inArray(mailSubscriptions.status, ['confirmed', 'paused'])))
    .limit(1);
  return row && row.email === mail.recipient ? { addressId, email: row.email } : null;
}

/** The outbox renderers of the subscription mails, by kind (started by subscription-jobs.server.ts). */
export function subscriptionRenderers(deps: RendererDeps): Record<string, MailRenderer> {
  // What the request is called in its mails: built on the server when it was subscribed (search-wording.server.ts), or ours.
  const summaryOf = (subscription: Subscription) => {
    const kind = subscription.kind as SubscriptionKind;
    const label = { search: subscription.label, priceDrop: deps.tSubscriptions('page.priceDropLabel'), newsletter: deps.tSubscriptions('newsletter.label', { product: deps.productName }) }[kind];
    const filters = kind === 'newsletter' ? deps.tSubscriptions('newsletter.about') : subscription.filters;
    return { kind, searchLabel: label, filters, frequency: subscription.frequency as Frequency, productName: deps.productName, to: subscription.email };
  };

  const renderConfirm: MailRenderer = async (mail) => {
    const subscription = await subscriptionForMail(deps.db, mail, 'pending');
    if (!subscription) return null;
    const links = subscriptionLinks(deps.siteUrl(), deps.linkKey, subscription);
    return renderConfirmMail(
      { ...summaryOf(subscription), confirmUrl: links.confirm, manageUrl: links.manage, unsubscribeUrl: links.unsubscribePage, oneClickUrl: links.oneClick },
      deps.tAlerts,
    );
  };

  const renderConfirmed: MailRenderer = async (mail) => {
    const subscription = await subscriptionForMail(deps.db, mail, 'confirmed');
    if (!subscription) return null;
    const links = subscriptionLinks(deps.siteUrl(), deps.linkKey, subscription);
    return renderConfirmedMail({ ...summaryOf(subscription), manageUrl: links.manage, unsubscribeUrl: links.unsubscribePage, oneClickUrl: links.oneClick }, deps.tAlerts);
  };

  const renderManageLink: MailRenderer = async (mail) => {
    const address = await confirmedAddress(deps.db, mail);
    if (!address) return null;
    return renderManageLinkMail({ productName: deps.productName, to: address.email, manageUrl: manageUrl(deps.siteUrl(), deps.linkKey, address) }, deps.tAlerts);
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

  return {
    [CONFIRM_MAIL]: renderConfirm,
    [CONFIRMED_MAIL]: renderConfirmed,
    [MANAGE_LINK_MAIL]: renderManageLink,
    [ALERT_MAIL]: renderAlert,
    [PRICE_DROP_MAIL]: renderPriceDrop,
  };
}
