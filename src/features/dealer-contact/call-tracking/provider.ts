import { createTtlCache } from '@/lib/memo/ttl-cache';

/**
 * The call-tracking provider's number API (decision 056): the provider keeps which tracked number
 * routes to which dealer, by call-tracking code. We ask it for one code's number with a timeout;
 * every way it can fail comes back as a reason, never as a thrown error, and the caller falls back
 * to the dealer's data or its own number. No number is ever made here: what is returned is the
 * provider's answer, checked to be a Dutch number.
 */
export interface ProviderOptions {
  /** The number API, with `{code}` where the URL-encoded call-tracking code goes. */
  url: string;
  /** Sent as a bearer token when set. */
  apiKey?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export type ProviderAnswer = { status: 'number'; phone: string } | { status: 'none' } | { status: 'failed'; reason: string };

// Ten digits from 0, or +31/0031 and nine: a number someone in the Netherlands can dial.
const DUTCH_PHONE = /^(?:\+31|0031|0)[1-9]\d{8}$/;

export function isDutchPhone(value: string): boolean {
  return DUTCH_PHONE.test(value.replace(/[\s().-]/g, ''));
}

export function providerUrl(template: string, code: string): string {
  return template.replaceAll('{code}', encodeURIComponent(code));
}

export async function askProvider(options: ProviderOptions, code: string): Promise<ProviderAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await (options.fetch ?? fetch)(providerUrl(options.url, code), { headers, signal, redirect: 'error' });
    if (response.status === 404) {
      await response.body?.cancel();
      return { status: 'none' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { status: 'failed', reason: `HTTP ${response.status}` };
    }
    const body: unknown = await response.json().catch(() => undefined);
    const phone = body && typeof body === 'object' && 'phoneNumber' in body ? body.phoneNumber : undefined;
    if (typeof phone !== 'string') return { status: 'failed', reason: 'no phoneNumber in the answer' };
    if (!isDutchPhone(phone)) return { status: 'failed', reason: 'phoneNumber is not a Dutch number' };
    return { status: 'number', phone: phone.trim() };
  } catch (error) {
    if (signal.aborted) return { status: 'failed', reason: `no answer within ${options.timeoutMs} ms` };
    return { status: 'failed', reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

class ProviderFailure extends Error {}

/**
 * `askProvider` with its answers (a number, or none) kept a while per code, so a busy detail page
 * does not ask the provider on every reveal; a failure is not kept, the next reveal asks again.
 */
export function createProviderLookup(options: ProviderOptions, cache: { ttlMs: number; maxEntries: number; now?: () => number } = { ttlMs: 5 * 60_000, maxEntries: 5000 }): (code: string) => Promise<ProviderAnswer> {
  const answers = createTtlCache<ProviderAnswer>(cache);
  return async (code) => {
    try {
      return await answers.get(code, async () => {
        const answer = await askProvider(options, code);
        if (answer.status === 'failed') throw new ProviderFailure(answer.reason);
        return answer;
      });
    } catch (error) {
      return { status: 'failed', reason: error instanceof ProviderFailure ? error.message : String(error) };
    }
  };
}
