import { describe, expect, it, vi } from 'vitest';
import { askProvider, createProviderLookup, isDutchPhone, providerUrl, type ProviderAnswer } from './provider';
import { resolveTrackedNumber, tracksCalls, type TrackingSources } from './tracked-number';

const URL_TEMPLATE = 'https://calls.example/v1/numbers/{code}';

function answering(status: number, body: unknown): typeof fetch {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

/** A fetch that never answers until it is aborted, as a provider that hangs. */
const hanging: typeof fetch = (_url, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

const dealers: Record<string, { trackedPhone: string | null }> = {
  'AEN2100-1': { trackedPhone: null },
  'AEN2100-2': { trackedPhone: '088-3004000' },
};
const fromData: TrackingSources['dealerByCode'] = async (code) => dealers[code] ?? null;

describe('the provider number API (decision 056)', () => {
  it('asks for the URL-encoded code with the key and reads a Dutch phoneNumber', async () => {
    const fetch = answering(200, { phoneNumber: '088 300 40 00' });
    expect(await askProvider({ url: URL_TEMPLATE, apiKey: 'k3y', timeoutMs: 500, fetch }, 'AEN 2100/1')).toEqual({ status: 'number', phone: '088 300 40 00' });
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('https://calls.example/v1/numbers/AEN%202100%2F1');
    expect(init?.headers).toEqual({ accept: 'application/json', authorization: 'Bearer k3y' });
    expect(providerUrl('https://calls.example/n?code={code}', 'a&b')).toBe('https://calls.example/n?code=a%26b');
  });

  it('takes 404 as "no number", and anything else unusable as a failure', async () => {
    const ask = (fetch: typeof globalThis.fetch) => askProvider({ url: URL_TEMPLATE, timeoutMs: 200, fetch }, 'AEN2100-1');
    expect(await ask(answering(404, ''))).toEqual({ status: 'none' });
    expect(await ask(answering(500, { phoneNumber: '088-3004000' }))).toMatchObject({ status: 'failed', reason: 'HTTP 500' });
    expect(await ask(answering(200, 'not json'))).toMatchObject({ status: 'failed' });
    expect(await ask(answering(200, { number: '088-3004000' }))).toMatchObject({ status: 'failed' });
    expect(await ask(answering(200, { phoneNumber: '+44 20 7946 0000' }))).toMatchObject({ status: 'failed', reason: 'phoneNumber is not a Dutch number' });
    expect(await ask(answering(200, { phoneNumber: '112' }))).toMatchObject({ status: 'failed' });
    expect(await ask(hanging)).toEqual({ status: 'failed', reason: 'no answer within 200 ms' });
  });

  it('keeps answers but not failures', async () => {
    let calls = 0;
    const fetch: typeof globalThis.fetch = async () => {
      calls++;
      return calls === 1 ? new Response('', { status: 503 }) : Response.json({ phoneNumber: '088-3004000' });
    };
    const lookup = createProviderLookup({ url: URL_TEMPLATE, timeoutMs: 200, fetch });
    expect(await lookup('AEN2100-1')).toMatchObject({ status: 'failed' });
    expect(await lookup('AEN2100-1')).toEqual({ status: 'number', phone: '088-3004000' });
    expect(await lookup('AEN2100-1')).toEqual({ status: 'number', phone: '088-3004000' });
    expect(calls).toBe(2);
  });

  it('knows a Dutch number', () => {
    for (const phone of ['088-3004000', '030 123 45 67', '+31 88 300 4000', '0031883004000', '06-12345678']) expect(isDutchPhone(phone), phone).toBe(true);
    for (const phone of ['088-300400', '+32 2 123 45 67', '112', '', '0881234567890']) expect(isDutchPhone(phone), phone).toBe(false);
  });
});

describe('the tracked number of a code (decision 056)', () => {
  it('asks nothing for a code no dealer can have: a NUL or half a character from the URL (the route fuzz found a 500)', async () => {
    const asked: string[] = [];
    const sources: TrackingSources = { dealerByCode: async (code) => (asked.push(code), null) };
    for (const code of ['\u0000\u2aa2', 'AEN\ud800', 'x'.repeat(41), '']) expect(await resolveTrackedNumber(sources, code)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('is none for a dealer without a tracked number and no provider: the page keeps its own number', async () => {
    expect(await resolveTrackedNumber({ dealerByCode: fromData }, 'AEN2100-1')).toBeNull();
  });

  it("is the dealer's tracked number from its data", async () => {
    expect(await resolveTrackedNumber({ dealerByCode: fromData }, 'AEN2100-2')).toEqual({ display: '088-3004000', href: 'tel:+31883004000' });
  });

  it("is the provider's answer first, and the data's when the provider has none or fails", async () => {
    const provider = (answer: ProviderAnswer) => async () => answer;
    const failures: string[] = [];
    const onProviderFailure = (reason: string) => failures.push(reason);
    expect(await resolveTrackedNumber({ dealerByCode: fromData, provider: provider({ status: 'number', phone: '088-5556677' }) }, 'AEN2100-2')).toEqual({ display: '088-5556677', href: 'tel:+31885556677' });
    expect(await resolveTrackedNumber({ dealerByCode: fromData, provider: provider({ status: 'number', phone: '088-5556677' }) }, 'AEN2100-1')).toEqual({ display: '088-5556677', href: 'tel:+31885556677' });
    expect(await resolveTrackedNumber({ dealerByCode: fromData, provider: provider({ status: 'none' }) }, 'AEN2100-2')).toEqual({ display: '088-3004000', href: 'tel:+31883004000' });
    expect(await resolveTrackedNumber({ dealerByCode: fromData, provider: provider({ status: 'failed', reason: 'HTTP 502' }), onProviderFailure }, 'AEN2100-2')).toEqual({ display: '088-3004000', href: 'tel:+31883004000' });
    expect(await resolveTrackedNumber({ dealerByCode: fromData, provider: provider({ status: 'failed', reason: 'timeout' }), onProviderFailure }, 'AEN2100-1')).toBeNull();
    expect(failures).toEqual(['HTTP 502', 'timeout']);
  });

  it('never asks the provider about a code no dealer of ours has', async () => {
    const provider = vi.fn(async (): Promise<ProviderAnswer> => ({ status: 'number', phone: '088-5556677' }));
    expect(await resolveTrackedNumber({ dealerByCode: fromData, provider }, 'SOMEONE-ELSE')).toBeNull();
    expect(await resolveTrackedNumber({ dealerByCode: fromData, provider }, 'x'.repeat(41))).toBeNull();
    expect(provider).not.toHaveBeenCalled();
  });

  it('gives no number that is not in the data or a provider answer, whatever the codes and answers', async () => {
    const answers: ProviderAnswer[] = [{ status: 'none' }, { status: 'failed', reason: 'down' }, { status: 'number', phone: '088-1112223' }];
    const given = new Set(['088-3004000', '088-1112223']);
    const codes = ['AEN2100-1', 'AEN2100-2', '', 'AEN2100-1234', 'AEN2100-9999', ...Array.from({ length: 200 }, (_, i) => `AEN2100-${i}`)];
    for (const code of codes) {
      for (const answer of [undefined, ...answers]) {
        const number = await resolveTrackedNumber({ dealerByCode: fromData, provider: answer && (async () => answer) }, code);
        if (number) expect(given.has(number.display), `${code}: ${number.display}`).toBe(true);
        if (!dealers[code]) expect(number).toBeNull();
      }
    }
  });
});

describe('whether the call buttons load the tracking script', () => {
  const withCode = { callTrackingCode: 'AEN2100-1', trackedPhone: null };
  it('only for a dealer with a code and a source for its number, while tracking is on', () => {
    expect(tracksCalls({ enabled: true, provider: false }, withCode)).toBe(false);
    expect(tracksCalls({ enabled: true, provider: false }, { ...withCode, trackedPhone: '088-3004000' })).toBe(true);
    expect(tracksCalls({ enabled: true, provider: true }, withCode)).toBe(true);
    expect(tracksCalls({ enabled: true, provider: true }, { callTrackingCode: null, trackedPhone: '088-3004000' })).toBe(false);
    expect(tracksCalls({ enabled: false, provider: true }, { ...withCode, trackedPhone: '088-3004000' })).toBe(false);
  });
});
