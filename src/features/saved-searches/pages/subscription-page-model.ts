/**
 * What a confirmation or unsubscribe page shows for a subscription's stored state. Pure: the page
 * renders this, the tests read it.
 */
import { pageStatus, type StoredStatus, type SubscriptionKind } from '../subscriptions/subscription-rules';
import type { FormState } from './FormStateIcon';

export type PageMode = 'confirm' | 'unsubscribe';

/** The spec's statuses, plus the unsubscribe page's question before it has done its work. */
export type PageState = 'Unknown' | 'Confirmed' | 'Unsubscribed' | 'UnsubscribeAsk' | 'UnknownSubscription' | 'InvalidSubscription';

export interface PageSubject {
  status: StoredStatus;
  kind: SubscriptionKind;
}

export interface PageModel {
  state: PageState;
  icon: FormState;
  /** The button's call and whether the browser makes it at once; null: a link instead. */
  action: { kind: 'confirm' | 'unsubscribe' | 'resubscribe'; auto: boolean } | null;
}

export function subscriptionPageModel(mode: PageMode, validId: boolean, subject: PageSubject | null): PageModel {
  if (!validId) return { state: 'InvalidSubscription', icon: 'error', action: null };
  if (!subject) return { state: 'UnknownSubscription', icon: 'error', action: null };
  const status = pageStatus(subject.status);
  if (status === 'Unsubscribed') return { state: 'Unsubscribed', icon: 'unsubscribed', action: { kind: 'resubscribe', auto: false } };
  if (mode === 'unsubscribe') return { state: 'UnsubscribeAsk', icon: 'pending', action: { kind: 'unsubscribe', auto: true } };
  if (status === 'Unknown') return { state: 'Unknown', icon: 'pending', action: { kind: 'confirm', auto: true } };
  return { state: 'Confirmed', icon: 'confirmed', action: null };
}
