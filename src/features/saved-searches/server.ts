import 'server-only';
export { SavedSearchesSection } from './SavedSearchesSection';
export { SaveSearch } from './SaveSearch';
export { handleSubscribe, handleBotCheckChallenge } from './subscriptions/subscribe-handler.server';
export { handleConfirm, handleUnsubscribe } from './subscriptions/status-handlers.server';
export { SubscriptionStatusPage } from './pages/SubscriptionStatusPage';
export { subscriptionPageMetadata } from './pages/metadata';
export { runSubscriptionJobs, startSubscriptionJobs, subscriptionOutboxRenderers } from './alerts/subscription-jobs.server';
export { handleManage } from './subscriptions/manage.server';
export { handleManageLinkRequest } from './subscriptions/manage-link.server';
export { ManagePage } from './pages/ManagePage';
export { PriceWatchButton } from './subscribe/PriceWatchButton';
// For the choice helpers (issue 16): the same pending subscription and confirmation mail, the same counters and widget copy.
export { subscribeToSearch, type SearchSubscription } from './subscriptions/subscribe-pending.server';
export { mailboxHit, SUBSCRIBE_KEY_PREFIX } from './subscriptions/mailbox-limit.server';
export { subscribeCopy } from './subscribe/subscribe-copy.server';
// For the newsletter (decision 028): a subscription of kind 'newsletter' takes the same subscribe,
// confirm, unsubscribe and manage path; its issues need the subscription a row was queued for and its links.
export { subscriptionForMail } from './mail/renderers.server';
export { subscriptionLinks } from './subscriptions/links.server';
