import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { telHref } from '@/lib/format/phone';
import { PHONE_REVEAL_TIMINGS, startPhoneReveal, type PhoneRevealState } from './phone-reveal';

const ORIGINAL = '030-1234567';

function harness(tracking = true) {
  let displayed = ORIGINAL;
  const states: PhoneRevealState['status'][] = [];
  const dial = vi.fn<(href: string) => void>();
  const stop = startPhoneReveal({
    original: ORIGINAL,
    tracking,
    readDisplayed: () => displayed,
    toHref: telHref,
    dial,
    onState: (state) => states.push(state.status),
  });
  return {
    states,
    dial,
    stop,
    replace(text: string) {
      displayed = text;
    },
  };
}

describe('phone reveal (product §4, timings §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the spec timings', () => {
    expect(PHONE_REVEAL_TIMINGS).toEqual({ pollMs: 100, giveUpMs: 3000, dialDelayMs: 500, eventDelayMs: 1000 });
  });

  it('shows loading, then dials the tracked number at the first poll that sees it', () => {
    const h = harness();
    expect(h.states).toEqual(['loading']);
    vi.advanceTimersByTime(1000);
    expect(h.dial).not.toHaveBeenCalled();
    h.replace('088-7654321');
    vi.advanceTimersByTime(99);
    expect(h.dial).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(h.dial).toHaveBeenCalledExactlyOnceWith('tel:+31887654321');
    expect(h.states).toEqual(['loading', 'tracked']);
    vi.advanceTimersByTime(10_000);
    expect(h.dial).toHaveBeenCalledTimes(1);
  });

  it('ignores a replacement that only differs in surrounding white space', () => {
    const h = harness();
    h.replace(`  ${ORIGINAL}\n`);
    vi.advanceTimersByTime(2900);
    expect(h.dial).not.toHaveBeenCalled();
  });

  it('gives up after 3 s and dials the original number 500 ms later', () => {
    const h = harness();
    vi.advanceTimersByTime(3000);
    expect(h.dial).not.toHaveBeenCalled();
    expect(h.states).toEqual(['loading']);
    vi.advanceTimersByTime(499);
    expect(h.dial).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(h.dial).toHaveBeenCalledExactlyOnceWith('tel:+31301234567');
    expect(h.states).toEqual(['loading', 'original']);
  });

  it('does not switch to a number that arrives after giving up', () => {
    const h = harness();
    vi.advanceTimersByTime(3100);
    h.replace('088-7654321');
    vi.advanceTimersByTime(1000);
    expect(h.dial).toHaveBeenCalledExactlyOnceWith('tel:+31301234567');
  });

  it('without tracking, dials the original after 500 ms instead of waiting for nothing', () => {
    const h = harness(false);
    vi.advanceTimersByTime(500);
    expect(h.dial).toHaveBeenCalledExactlyOnceWith('tel:+31301234567');
  });

  it('stops polling and never dials once stopped', () => {
    const h = harness();
    vi.advanceTimersByTime(1000);
    h.stop();
    h.replace('088-7654321');
    vi.advanceTimersByTime(10_000);
    expect(h.dial).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
