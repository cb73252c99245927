import { telHref } from '@/lib/format/phone';
import type { ProviderAnswer } from './provider';
import { hasBrokenText } from '@/lib/text/storable-text';

/**
 * Which number a call-tracking code stands for (decision 056): the provider's answer when one is
 * configured and answers, else the tracked number in the dealer's data, else none — and then the
 * page keeps the dealer's own number. Every number returned is one of those two; nothing here
 * makes one up. Pure: the dealer's row and the provider come in as functions.
 */
export interface TrackedNumber {
  display: string;
  href: string;
}

export interface TrackingSources {
  /** The dealer whose call-tracking code this is, null when no dealer has it. */
  dealerByCode(code: string): Promise<{ trackedPhone: string | null } | null>;
  /** The provider's number API; absent when none is configured. */
  provider?: (code: string) => Promise<ProviderAnswer>;
  /** Told why the provider gave no usable answer (for the log). */
  onProviderFailure?: (reason: string) => void;
}

/** The longest call-tracking code the dealer import accepts. */
export const MAX_CODE_LENGTH = 40;

function numberOf(phone: string): TrackedNumber {
  const display = phone.trim();
  return { display, href: telHref(display) };
}

export async function resolveTrackedNumber(sources: TrackingSources, code: string): Promise<TrackedNumber | null> {
  // A code no dealer can have (too long, a NUL from `%00`) asks the database nothing.
  if (code.length === 0 || code.length > MAX_CODE_LENGTH || hasBrokenText(code)) return null;
  // Only our dealers' codes: the endpoint must not relay strangers' questions to the provider.
  const dealer = await sources.dealerByCode(code);
  if (!dealer) return null;
  if (sources.provider) {
    const answer = await sources.provider(code);
    if (answer.status === 'number') return numberOf(answer.phone);
    if (answer.status === 'failed') sources.onProviderFailure?.(answer.reason);
  }
  return dealer.trackedPhone ? numberOf(dealer.trackedPhone) : null;
}

/**
 * Whether a dealer's call buttons load the call-tracking script: only when tracking is allowed,
 * the dealer has a code, and something can answer for it (a provider, or its own tracked number).
 * Otherwise nothing could replace the number, and the button dials the dealer's own at once.
 */
export function tracksCalls(settings: { enabled: boolean; provider: boolean }, dealer: { callTrackingCode: string | null; trackedPhone: string | null }): boolean {
  return settings.enabled && dealer.callTrackingCode !== null && (settings.provider || dealer.trackedPhone !== null);
}
