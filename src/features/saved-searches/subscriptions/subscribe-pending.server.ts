import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Db } from '@/db';
import { enqueueMail } from '@/lib/mail/outbox/outbox.server';
import type { SearchRequest } from '@/lib/search-request/schema';
import { CONFIRM_MAIL, type ConfirmPayload } from './mail-kinds';
import { saveSubscription, upsertAddress, type SubscriptionDraft } from './subscription-repository';
import { newConfirmationId, type Frequency } from './subscription-rules';

/**
 * A pending subscription and its confirmation mail, in the caller's transaction (double opt-in,
 * decision 021). The one path every subscription takes: the subscribe dialog and the choice
 * helpers' "Hou me op de hoogte" box. The caller wakes the outbox after committing.
 */
export async function subscribePending(tx: Db, email: string, draft: Omit<SubscriptionDraft, 'id'>, now: Date): Promise<{ id: string; needsConfirmation: boolean }> {
  const addressId = await upsertAddress(tx, email);
  const saved = await saveSubscription(tx, addressId, { ...draft, id: newConfirmationId((size) => randomBytes(size)) }, now);
  if (saved.needsConfirmation) {
    // No link in the row: the renderer makes every link from SITE_URL when it sends.
    const payload: ConfirmPayload = { subscriptionId: saved.id };
    await enqueueMail(tx, [{ kind: CONFIRM_MAIL, recipient: email, payload: { ...payload }, dedupeKey: `confirm:${saved.id}:${now.getTime()}` }], now);
  }
  return saved;
}

export interface SearchSubscription {
  /** Already normalised and valid (`parseAddress` in src/lib/mail/address.ts). */
  email: string;
  frequency: Frequency;
  /** The search's canonical path. */
  url: string;
  /** Built on the server from the request (search-wording.server.ts), never a visitor's words. */
  label: string;
  filters: string;
  request: SearchRequest;
}

/** A saved search by e-mail, pending until its owner confirms. */
export function subscribeToSearch(tx: Db, subscription: SearchSubscription, now: Date): Promise<{ id: string; needsConfirmation: boolean }> {
  const { email, request, ...rest } = subscription;
  return subscribePending(tx, email, { ...rest, kind: 'search', request: { ...request, page: 1 } as unknown as Record<string, unknown>, listingIds: [] }, now);
}
