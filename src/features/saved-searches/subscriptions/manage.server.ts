import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '@/db';
import { database } from '@/db';
import { mailSubscriptions, subscriberAddresses } from '@/db/schema';
import { readBodyBytes } from '@/lib/api/read-body';
import { log } from '@/lib/log';
import { secret } from '@/lib/security/secrets.server';
import { MANAGE_PAGE, MANAGE_TOKEN_PARAM } from './links.server';
import { isManageToken, tokenAddressId } from './manage-token';
import { markInactiveAddresses, unsubscribe, type Subscription } from './subscription-repository';
import { FREQUENCIES, isConfirmationId, nextAlertAt, type Frequency } from './subscription-rules';

export interface ManagedAddress {
  id: number;
  email: string;
  subscriptions: Subscription[];
}

/** The address a manage token opens, with its subscriptions that have not ended; null for a bad token. */
export async function managedAddress(db: Db, token: string): Promise<ManagedAddress | null> {
  const id = tokenAddressId(token);
  if (id === null) return null;
  const [address] = await db.select().from(subscriberAddresses).where(eq(subscriberAddresses.id, id));
  if (!address || !isManageToken(await secret('MAIL_LINK_KEY'), token, address.id, address.email)) return null;
  const rows = await db
    .select()
    .from(mailSubscriptions)
    .where(and(eq(mailSubscriptions.addressId, id), ne(mailSubscriptions.status, 'unsubscribed')))
    .orderBy(asc(mailSubscriptions.createdAt));
  return { id, email: address.email, subscriptions: rows.map((row) => ({ ...row, email: address.email })) };
}

export type ManageAction = 'frequency' | 'pause' | 'resume' | 'delete' | 'unsubscribeAll';
const ACTIONS: readonly ManageAction[] = ['frequency', 'pause', 'resume', 'delete', 'unsubscribeAll'];
export type ManageOutcome = 'updated' | 'deleted' | 'allGone';

async function apply(db: Db, address: ManagedAddress, action: ManageAction, id: string, frequency: Frequency | null, now: Date): Promise<ManageOutcome | null> {
  if (action === 'unsubscribeAll') {
    await unsubscribe(db, { addressId: address.id }, now);
    return 'allGone';
  }
  const own = address.subscriptions.find((subscription) => subscription.id === id);
  if (!own) return null;
  const mine = and(eq(mailSubscriptions.id, id), eq(mailSubscriptions.addressId, address.id));
  if (action === 'delete') {
    await db.delete(mailSubscriptions).where(mine);
    await markInactiveAddresses(db, [address.id], now);
    return 'deleted';
  }
  // The newsletter's weekly cap is what was promised on signing up: not a choice here.
  if (action === 'frequency' && frequency && own.kind !== 'newsletter') {
    await db.update(mailSubscriptions).set({ frequency, ...(own.status === 'confirmed' ? { nextAlertAt: nextAlertAt(frequency, now) } : {}) }).where(mine);
  } else if (action === 'pause' && own.status === 'confirmed') {
    await db.update(mailSubscriptions).set({ status: 'paused', nextAlertAt: null }).where(mine);
  } else if (action === 'resume' && own.status === 'paused') {
    // What arrived during the pause is not news any more: alerts start from now.
    await db.update(mailSubscriptions).set({ status: 'confirmed', since: now, nextAlertAt: nextAlertAt(own.frequency as Frequency, now) }).where(mine);
  } else return null;
  return 'updated';
}

/**
 * POST /api/client/search/subscriptions/manage, the manage page's forms (they work without
 * JavaScript): change a frequency, pause, resume, delete, or end everything for the address the
 * token opens. Answers with the page again (303), saying what was done.
 */
export async function handleManage(request: Request): Promise<Response> {
  const back = (token: string, done?: string) =>
    new Response(null, { status: 303, headers: { location: `${MANAGE_PAGE}?${MANAGE_TOKEN_PARAM}=${encodeURIComponent(token)}${done ? `&klaar=${done}` : ''}`, 'cache-control': 'no-store' } });
  try {
    const bytes = await readBodyBytes(request, 4096);
    const form = new URLSearchParams(bytes ? new TextDecoder().decode(bytes) : '');
    const token = form.get(MANAGE_TOKEN_PARAM) ?? '';
    const action = form.get('actie') as ManageAction | null;
    const id = form.get('id') ?? '';
    const frequency = FREQUENCIES.find((value) => value === form.get('frequentie')) ?? null;
    const { db } = await database();
    const address = await managedAddress(db, token);
    if (!address) return back(token);
    if (!action || !ACTIONS.includes(action) || (action !== 'unsubscribeAll' && !isConfirmationId(id))) return back(token);
    return back(token, (await apply(db, address, action, id, frequency, new Date())) ?? undefined);
  } catch (error) {
    log.error({ err: error }, 'managing subscriptions failed');
    return new Response(null, { status: 303, headers: { location: MANAGE_PAGE } });
  }
}
