import { describe, expect, it } from 'vitest';
import { CONFIRMATION_ID_LENGTH, FREQUENCY_MS, isConfirmationId, newConfirmationId, nextAlertAt, pageStatus, parseSubscribeRequest } from './subscription-rules';

const search = { url: '/auto/merk-volkswagen', label: 'Volkswagen occasions', filters: 'Diesel', request: { mobilityType: 'car', brand: ['volkswagen'], fuel: ['diesel'] } };

describe('parseSubscribeRequest', () => {
  it('takes a saved search with a normalised address, its request checked and set to page 1', () => {
    const parsed = parseSubscribeRequest({ kind: 'search', email: '  Jan@Example.NL ', frequency: 'daily', consent: true, search: { ...search, request: { ...search.request, page: 3 } } });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.value.kind !== 'search') throw new Error('expected a search');
    expect(parsed.value.email).toBe('jan@example.nl');
    expect(parsed.value.request).toMatchObject({ mobilityType: 'car', brand: ['volkswagen'], fuel: ['diesel'], page: 1 });
    // The visitor's words for it are not kept: the mails' are made on the server (issue 49 item 11).
    expect(parsed.value).not.toHaveProperty('label');
    expect(parsed.value).not.toHaveProperty('filters');
    const bare = parseSubscribeRequest({ kind: 'search', email: 'jan@example.nl', frequency: 'daily', consent: true, search: { url: search.url, request: search.request } });
    expect(bare.ok).toBe(true);
  });

  it('takes a price watch over the favourites, each id once', () => {
    expect(parseSubscribeRequest({ kind: 'priceDrop', email: 'a@b.nl', frequency: 'direct', consent: true, listingIds: [3, 3, 4] })).toEqual({
      ok: true,
      value: { kind: 'priceDrop', email: 'a@b.nl', frequency: 'direct', listingIds: [3, 4] },
    });
  });

  it('takes the newsletter with no frequency to choose: weekly is its cap', () => {
    expect(parseSubscribeRequest({ kind: 'newsletter', email: ' Els@Example.NL', consent: true })).toEqual({ ok: true, value: { kind: 'newsletter', email: 'els@example.nl', frequency: 'weekly' } });
    expect(parseSubscribeRequest({ kind: 'newsletter', email: 'els@example.nl', consent: true, frequency: 'direct' })).toEqual({ ok: false, field: null });
    expect(parseSubscribeRequest({ kind: 'newsletter', email: 'els@example.nl', consent: false })).toEqual({ ok: false, field: null });
    expect(parseSubscribeRequest({ kind: 'newsletter', email: 'els@', consent: true })).toEqual({ ok: false, field: 'email' });
  });

  it('names a bad address alone, and calls anything else malformed', () => {
    expect(parseSubscribeRequest({ kind: 'search', email: 'jan@', frequency: 'daily', consent: true, search })).toEqual({ ok: false, field: 'email' });
    expect(parseSubscribeRequest({ kind: 'search', email: 'a@b.nl, c@d.nl', frequency: 'daily', consent: true, search })).toEqual({ ok: false, field: 'email' });
    const malformed: unknown[] = [
      null,
      {},
      { kind: 'search', email: 'a@b.nl', frequency: 'hourly', consent: true, search },
      { kind: 'search', email: 'a@b.nl', frequency: 'daily', consent: false, search },
      { kind: 'search', email: 'a@b.nl', frequency: 'daily', consent: true, search: { ...search, url: '//evil.example/x' } },
      { kind: 'search', email: 'a@b.nl', frequency: 'daily', consent: true, search: { ...search, url: 'https://evil.example/' } },
      { kind: 'search', email: 'a@b.nl', frequency: 'daily', consent: true, search: { ...search, request: { mobilityType: 'boot' } } },
      { kind: 'search', email: 'a@b.nl', frequency: 'daily', consent: true, search, extra: 1 },
      { kind: 'priceDrop', email: 'a@b.nl', frequency: 'direct', consent: true, listingIds: [] },
      { kind: 'priceDrop', email: 'a@b.nl', frequency: 'direct', consent: true, listingIds: [2 ** 31] },
      // The older clients' PascalCase shape.
      { Email: 'a@b.nl', SearchRequest: {} },
    ];
    for (const body of malformed) expect(parseSubscribeRequest(body), JSON.stringify(body)).toEqual({ ok: false, field: null });
  });
});

describe('confirmation ids', () => {
  it('are 24 lowercase letters and digits, evenly drawn', () => {
    let counter = 0;
    const bytes = (size: number) => Uint8Array.from({ length: size }, () => counter++ % 256);
    const id = newConfirmationId(bytes);
    expect(id).toMatch(/^[a-z0-9]{24}$/);
    expect(id).toHaveLength(CONFIRMATION_ID_LENGTH);
    // Bytes of 252 and up are skipped rather than folded onto the first letters.
    expect(newConfirmationId((size) => new Uint8Array(size).fill(255).map((value, index) => (index % 2 ? value : 1)))).toBe('b'.repeat(24));
  });

  it('accept lowercase letters and digits only', () => {
    expect(isConfirmationId('abc123')).toBe(true);
    for (const bad of ['', 'ABC', 'abc-123', 'abc 123', 'a'.repeat(65), '../x', 'äbc']) expect(isConfirmationId(bad)).toBe(false);
  });
});

describe('statuses and schedule', () => {
  it('speaks the spec statuses', () => {
    expect(pageStatus(null)).toBe('UnknownSubscription');
    expect(pageStatus('pending')).toBe('Unknown');
    expect(pageStatus('confirmed')).toBe('Confirmed');
    expect(pageStatus('paused')).toBe('Confirmed');
    expect(pageStatus('unsubscribed')).toBe('Unsubscribed');
  });

  it('is due again after its frequency; direct well inside 15 minutes', () => {
    const at = new Date(Date.UTC(2026, 10, 24, 8));
    expect(nextAlertAt('daily', at).toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(nextAlertAt('weekly', at).toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(FREQUENCY_MS.direct).toBeLessThanOrEqual(10 * 60_000);
  });
});
