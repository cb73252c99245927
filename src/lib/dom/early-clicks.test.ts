import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICK_ATTRIBUTE, EARLY_CLICKS_SCRIPT, HYDRATED_ATTRIBUTE, type EarlyClick } from './early-clicks-script';
import { markClickHandled, scheduleEarlyClickReplay, takeEarlyClicks } from './early-clicks';

/** A stand-in for a DOM element: attributes, an ancestor chain for closest(), a click counter. */
class FakeElement {
  readonly attributes = new Set<string>();
  clicks = 0;
  type = 'button';
  isConnected = true;
  constructor(
    readonly name: string,
    readonly parent: FakeElement | null = null,
    marked = false,
  ) {
    if (marked) this.attributes.add(EARLY_CLICK_ATTRIBUTE);
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  setAttribute(name: string) {
    this.attributes.add(name);
  }
  closest(selector: string): FakeElement | null {
    const attribute = /^\[([\w-]+)\]$/.exec(selector)?.[1];
    if (!attribute) throw new Error(`unexpected selector ${selector}`);
    if (this.hasAttribute(attribute)) return this;
    return this.parent?.closest(selector) ?? null;
  }
  matches(selector: string) {
    return selector === 'a[data-share]' && this.name.startsWith('share');
  }
  click() {
    this.clicks += 1;
  }
}

interface FakeEvent {
  target: FakeElement;
  defaultPrevented: boolean;
  preventDefault(): void;
}

/** Runs the inline script as the browser would, against a fake window and document. */
function boot() {
  const listeners: { type: string; listener: (event: FakeEvent) => void; capture: boolean }[] = [];
  const win: { __earlyClicks?: EarlyClick[] } = {};
  const doc = { addEventListener: (type: string, listener: (event: FakeEvent) => void, capture: boolean) => listeners.push({ type, listener, capture }) };
  // The script is a string in the page; evaluating it here is the only way to test what ships.
  new Function('window', 'document', EARLY_CLICKS_SCRIPT)(win, doc);
  vi.stubGlobal('window', win);
  const tap = (target: FakeElement, defaultPrevented = false) => {
    const event: FakeEvent = {
      target,
      defaultPrevented,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    for (const entry of listeners) if (entry.type === 'click') entry.listener(event);
    return event;
  };
  return { win, doc, listeners, tap, queue: () => win.__earlyClicks ?? [] };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the inline recorder', () => {
  it('is small enough for every page and needs nothing but the nonce', () => {
    // Every page's HTML carries it: a budget, so it does not grow unnoticed.
    expect(new TextEncoder().encode(EARLY_CLICKS_SCRIPT).length).toBeLessThan(400);
    // Inline handlers and eval-like calls would need 'unsafe-inline' or 'unsafe-eval' under our CSP.
    expect(EARLY_CLICKS_SCRIPT).not.toMatch(/\beval\(|new Function|setTimeout\(['"]|on\w+=/);
  });

  it('listens once, in the capture phase, even when the page runs it twice', () => {
    const page = boot();
    new Function('window', 'document', EARLY_CLICKS_SCRIPT)(page.win, page.doc);
    expect(page.listeners).toHaveLength(1);
    expect(page.listeners[0]).toMatchObject({ type: 'click', capture: true });
  });

  it('records taps inside marked controls that have not hydrated, and nothing else', () => {
    const page = boot();
    const button = new FakeElement('heart', null, true);
    const icon = new FakeElement('icon', button);
    const plain = new FakeElement('plain');
    page.tap(icon);
    page.tap(plain);
    expect(page.queue().map((entry) => (entry.target as unknown as FakeElement).name)).toEqual(['heart']);
    button.setAttribute(HYDRATED_ATTRIBUTE);
    page.tap(button);
    expect(page.queue()).toHaveLength(1);
  });
});

describe('replaying recorded taps', () => {
  it('clicks each hydrated control once per missed tap, skips what React handled, and keeps the rest waiting', () => {
    vi.useFakeTimers();
    const page = boot();
    const heart = new FakeElement('heart', null, true);
    const compare = new FakeElement('compare', null, true);
    const later = new FakeElement('later', null, true);
    const gone = new FakeElement('gone', null, true);
    page.tap(heart);
    page.tap(compare, true);
    page.tap(heart);
    page.tap(later);
    page.tap(gone);
    for (const element of [heart, compare, gone]) element.setAttribute(HYDRATED_ATTRIBUTE);
    gone.isConnected = false;
    scheduleEarlyClickReplay();
    // Not within the current event: React may still handle a tap it hydrated for.
    expect(heart.clicks).toBe(0);
    vi.runAllTimers();
    expect([heart.clicks, compare.clicks, later.clicks, gone.clicks]).toEqual([2, 0, 0, 0]);
    expect(page.queue().map((entry) => (entry.target as unknown as FakeElement).name)).toEqual(['later']);

    later.setAttribute(HYDRATED_ATTRIBUTE);
    scheduleEarlyClickReplay();
    vi.runAllTimers();
    expect(later.clicks).toBe(1);
    expect(page.queue()).toEqual([]);
  });

  it('holds back the post of a marked submit button and replays the tap once its code runs, unless a live handler took it', () => {
    vi.useFakeTimers();
    const page = boot();
    const accept = new FakeElement('accept', null, true);
    accept.type = 'submit';
    const missed = page.tap(accept);
    // With the code on its way the answer is given in the page, not by a post that reloads it.
    expect(missed.defaultPrevented).toBe(true);
    const seen = page.tap(accept);
    markClickHandled(seen as unknown as Event);
    accept.setAttribute(HYDRATED_ATTRIBUTE);
    scheduleEarlyClickReplay();
    vi.runAllTimers();
    expect(accept.clicks).toBe(1);
    expect(page.queue()).toEqual([]);
  });

  it('leaves marked links to their listener, even when their default was prevented', () => {
    vi.useFakeTimers();
    const page = boot();
    const share = new FakeElement('share-email', null, true);
    const heart = new FakeElement('heart', null, true);
    page.tap(share, true);
    page.tap(heart);
    heart.setAttribute(HYDRATED_ATTRIBUTE);
    scheduleEarlyClickReplay();
    vi.runAllTimers();
    expect(share.clicks).toBe(0);
    const taken = takeEarlyClicks((element) => element.matches('a[data-share]'));
    expect(taken.map((entry) => (entry.target as unknown as FakeElement).name)).toEqual(['share-email']);
    expect(page.queue()).toEqual([]);
    expect(takeEarlyClicks(() => true)).toEqual([]);
  });

  it('forgets a tap a live listener saw itself', () => {
    const page = boot();
    const share = new FakeElement('share-whatsapp', null, true);
    const first = page.tap(share);
    const second = page.tap(share);
    markClickHandled(first as unknown as Event);
    expect(page.queue().map((entry) => entry.event)).toEqual([second]);
    markClickHandled(first as unknown as Event);
    expect(page.queue()).toHaveLength(1);
  });
});
