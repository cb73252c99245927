import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isWebEventName, sendWebEvent, WEB_EVENTS, type WebEventDeps } from './web-event';

function deps(answers: (boolean | 'throw')[]) {
  const calls: { url: string; body: unknown; at: number }[] = [];
  const errors: Record<string, unknown>[] = [];
  const d: WebEventDeps = {
    fetch: async (url, init) => {
      calls.push({ url, body: JSON.parse(String(init.body)), at: Date.now() });
      const answer = answers[calls.length - 1] ?? true;
      if (answer === 'throw') throw new Error('offline');
      return { ok: answer, status: answer ? 204 : 500 };
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    logError: (_message, fields) => errors.push(fields),
  };
  return { d, calls, errors };
}

describe('web events (product §7)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('knows exactly the spec’s twelve events', () => {
    expect(WEB_EVENTS).toHaveLength(12);
    expect(isWebEventName('vehicle-details-phone-number-displayed')).toBe(true);
    expect(isWebEventName('vehicle-details-phone-called')).toBe(false);
  });

  it('posts the event as JSON about a second after the action', async () => {
    const { d, calls, errors } = deps([true]);
    const sent = sendWebEvent('vehicle-details-phone-number-displayed', { vehicleId: 42 }, d);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent).toBe(true);
    expect(calls).toEqual([{ url: '/api/client/web-event/vehicle-details-phone-number-displayed', body: { vehicleId: 42 }, at: 1000 }]);
    expect(errors).toEqual([]);
  });

  it('retries up to three more times, then only logs', async () => {
    const { d, calls, errors } = deps([false, 'throw', false, false, true]);
    const sent = sendWebEvent('favorite-added', { vehicleId: 7 }, d);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await sent).toBe(false);
    expect(calls).toHaveLength(4);
    expect(errors).toEqual([expect.objectContaining({ event: 'favorite-added', vehicleId: 7, attempts: 4, error: 'status 500' })]);
  });

  it('stops retrying once an attempt succeeds', async () => {
    const { d, calls } = deps(['throw', true]);
    const sent = sendWebEvent('favorite-added', { vehicleId: 7 }, d);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await sent).toBe(true);
    expect(calls).toHaveLength(2);
  });
});
