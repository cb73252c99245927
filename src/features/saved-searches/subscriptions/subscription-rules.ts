/**
 * What a mail subscription is and how it moves (docs/product.md, saved searches by e-mail). Pure:
 * the request shapes, the confirmation id, and when the next alert is due.
 */
import { z } from 'zod';
import { listingIdSchema } from '@/lib/api/listing-id-schema';
import { isPlainAddress, normaliseAddress } from '@/lib/mail/address';
import { parseSearchRequest, type SearchRequest } from '@/lib/search-request/schema';

export const FREQUENCIES = ['direct', 'daily', 'weekly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const SUBSCRIPTION_KINDS = ['search', 'priceDrop', 'newsletter'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

/**
 * The newsletter (decision 028): one subscription per address, at most one issue a week. The
 * table's frequency check knows direct/daily/weekly; weekly is the newsletter's cap, never changed.
 */
export const NEWSLETTER_PATH = '/nieuwsbrief';
export const NEWSLETTER_FREQUENCY: Frequency = 'weekly';

/** Stored states; the pages speak the spec's statuses (§3), see pageStatus. */
export type StoredStatus = 'pending' | 'confirmed' | 'paused' | 'unsubscribed';

/** The spec's subscription statuses (§3): what a confirmation or unsubscribe page shows. */
export type SubscriptionStatus = 'Unknown' | 'Confirmed' | 'Unsubscribed' | 'UnknownSubscription' | 'InvalidSubscription';

/**
 * Between alerts. "Direct" means within 15 minutes of the listing's arrival: the job runs every
 * minute, a direct subscription is due every 5, and listings count from 2 minutes back
 * (ALERT_SETTLE_MS), so the worst case is well inside the promise.
 */
export const FREQUENCY_MS: Record<Frequency, number> = { direct: 5 * 60_000, daily: 24 * 3_600_000, weekly: 7 * 24 * 3_600_000 };

/**
 * Listings count for an alert once they are this old: an import transaction that is still open
 * when a run starts may hold listings stamped a moment earlier, which the run cannot see yet.
 */
export const ALERT_SETTLE_MS = 2 * 60_000;

/** Unconfirmed subscriptions are deleted after this long. */
export const PENDING_TTL_MS = 7 * 24 * 3_600_000;
/** An address is deleted this long after its last subscription ended. */
export const ADDRESS_TTL_MS = 30 * 24 * 3_600_000;
/** At most this many listings shown in one alert; the mail links to the rest. */
export const ALERT_CARDS = 10;

/** Confirmation ids: 24 characters of [a-z0-9], about 124 bits, so they cannot be guessed. */
export const CONFIRMATION_ID_LENGTH = 24;
const CONFIRMATION_ID = /^[a-z0-9]{1,64}$/;

export function isConfirmationId(value: string): boolean {
  return CONFIRMATION_ID.test(value);
}

export function newConfirmationId(randomBytes: (size: number) => Uint8Array): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  // 252 is the largest multiple of 36 below 256: bytes above it are skipped, so every character is equally likely.
  let id = '';
  while (id.length < CONFIRMATION_ID_LENGTH) {
    for (const byte of randomBytes(CONFIRMATION_ID_LENGTH * 2)) {
      if (byte < 252 && id.length < CONFIRMATION_ID_LENGTH) id += alphabet[byte % 36];
    }
  }
  return id;
}

export function pageStatus(stored: StoredStatus | null): SubscriptionStatus {
  if (stored === null) return 'UnknownSubscription';
  if (stored === 'pending') return 'Unknown';
  return stored === 'unsubscribed' ? 'Unsubscribed' : 'Confirmed';
}

export function nextAlertAt(frequency: Frequency, after: Date): Date {
  return new Date(after.getTime() + FREQUENCY_MS[frequency]);
}

const address = z
  .string()
  .transform(normaliseAddress)
  .refine((value) => isPlainAddress(value), 'email.invalid');

const sitePath = z
  .string()
  .max(2000)
  // A path of this site only: "//host" or a scheme would make the mails link elsewhere.
  .regex(/^\/(?![/\\])[^\s]*$/);

const common = {
  email: address,
  frequency: z.enum(FREQUENCIES),
  /** The visitor ticked the consent box; the dialog does not send without it. */
  consent: z.literal(true),
};

const subscribeSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('search'),
      ...common,
      // label and filters are what the browser shows; still taken from older pages, never used:
      // the words of the mails are made on the server from the request (search-wording.server.ts).
      search: z.strictObject({ url: sitePath, label: z.string().max(200).optional(), filters: z.string().max(500).optional(), request: z.record(z.string(), z.unknown()) }),
    })
    .strict(),
  z.object({ kind: z.literal('priceDrop'), ...common, listingIds: z.array(listingIdSchema).min(1).max(100) }).strict(),
  // No frequency to choose: the newsletter goes out at most weekly.
  z.object({ kind: z.literal('newsletter'), email: address, consent: z.literal(true) }).strict(),
]);

export type SubscribeRequest =
  | { kind: 'search'; email: string; frequency: Frequency; url: string; request: SearchRequest }
  | { kind: 'priceDrop'; email: string; frequency: Frequency; listingIds: number[] }
  | { kind: 'newsletter'; email: string; frequency: Frequency };

export type SubscribeParse = { ok: true; value: SubscribeRequest } | { ok: false; field: 'email' | null };

/** The subscribe call's body: malformed is the spec's 400; a bad address alone names the field. */
export function parseSubscribeRequest(input: unknown): SubscribeParse {
  const parsed = subscribeSchema.safeParse(input);
  if (!parsed.success) {
    const onlyEmail = parsed.error.issues.every((issue) => issue.path[0] === 'email');
    return { ok: false, field: onlyEmail ? 'email' : null };
  }
  const body = parsed.data;
  if (body.kind === 'newsletter') return { ok: true, value: { kind: 'newsletter', email: body.email, frequency: NEWSLETTER_FREQUENCY } };
  if (body.kind === 'priceDrop') return { ok: true, value: { kind: 'priceDrop', email: body.email, frequency: body.frequency, listingIds: [...new Set(body.listingIds)] } };
  const request = parseSearchRequest(body.search.request);
  if (!request.ok) return { ok: false, field: null };
  return { ok: true, value: { kind: 'search', email: body.email, frequency: body.frequency, url: body.search.url, request: { ...request.request, page: 1 } } };
}
