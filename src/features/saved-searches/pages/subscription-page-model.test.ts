import { describe, expect, it } from 'vitest';
import { subscriptionPageModel } from './subscription-page-model';

describe('subscriptionPageModel', () => {
  it('names a malformed id and an unknown one apart, with no action', () => {
    expect(subscriptionPageModel('confirm', false, null)).toEqual({ state: 'InvalidSubscription', icon: 'error', action: null });
    expect(subscriptionPageModel('unsubscribe', true, null)).toEqual({ state: 'UnknownSubscription', icon: 'error', action: null });
  });

  it('confirms a pending subscription from the browser, and shows a confirmed one as done', () => {
    expect(subscriptionPageModel('confirm', true, { status: 'pending', kind: 'search' })).toMatchObject({ state: 'Unknown', action: { kind: 'confirm', auto: true } });
    expect(subscriptionPageModel('confirm', true, { status: 'confirmed', kind: 'search' })).toMatchObject({ state: 'Confirmed', icon: 'confirmed', action: null });
    expect(subscriptionPageModel('confirm', true, { status: 'paused', kind: 'priceDrop' }).state).toBe('Confirmed');
  });

  it('unsubscribes on opening the unsubscribe page and then offers to subscribe again', () => {
    expect(subscriptionPageModel('unsubscribe', true, { status: 'confirmed', kind: 'search' })).toMatchObject({ state: 'UnsubscribeAsk', action: { kind: 'unsubscribe', auto: true } });
    for (const mode of ['confirm', 'unsubscribe'] as const) {
      expect(subscriptionPageModel(mode, true, { status: 'unsubscribed', kind: 'search' })).toMatchObject({ state: 'Unsubscribed', icon: 'unsubscribed', action: { kind: 'resubscribe', auto: false } });
    }
  });
});
