import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callTrackingScript, parseTrackingDelay } from './call-tracking-script';

/** The elements and calls the script sees: just enough of a page to run it. */
function fakePage() {
  class FakeElement {
    readonly attributes = new Map<string, string>();
    textContent = '';
    isConnected = true;
    constructor(attributes: Record<string, string>) {
      for (const [name, value] of Object.entries(attributes)) this.attributes.set(name, value);
    }
    getAttribute(name: string) {
      return this.attributes.get(name) ?? null;
    }
    hasAttribute(name: string) {
      return this.attributes.has(name);
    }
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value);
    }
  }
  const elements = [
    new FakeElement({ 'data-call-tracking-code': 'dealer-7', 'data-call-tracking-number': '' }),
    new FakeElement({ 'data-call-tracking-code': 'dealer-7', 'data-call-tracking-link': '', href: 'tel:+31301234567' }),
  ];
  const document = {
    body: {},
    querySelectorAll: () => elements.filter((element) => !element.hasAttribute('data-call-tracked')),
  };
  const fetched: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    fetched.push(url);
    return { ok: true, json: async () => ({ display: '030 - 765 43 21', href: 'tel:+31307654321' }) };
  });
  class MutationObserver {
    observe() {}
  }
  return { elements, document, fetch, fetched, MutationObserver };
}

function run(source: string, page: ReturnType<typeof fakePage>) {
  new Function('document', 'fetch', 'MutationObserver', source)(page.document, page.fetch, page.MutationObserver);
}

describe('call-tracking script', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the given delay, asks once per code and puts the tracked number in the text and the tel: link', async () => {
    const page = fakePage();
    run(callTrackingScript(1500), page);
    await vi.advanceTimersByTimeAsync(1499);
    expect(page.fetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.fetched).toEqual(['/api/client/call-tracking/dealer-7']);
    const [number, link] = page.elements;
    expect(number?.textContent).toBe('030 - 765 43 21');
    expect(link?.getAttribute('href')).toBe('tel:+31307654321');
  });

  it('has a variant that never answers', async () => {
    const page = fakePage();
    run(callTrackingScript(null), page);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(page.fetch).not.toHaveBeenCalled();
    expect(page.elements[1]?.getAttribute('href')).toBe('tel:+31301234567');
  });

  it('only understands "never" and milliseconds up to a minute', () => {
    expect(parseTrackingDelay(null)).toBe(0);
    expect(parseTrackingDelay('never')).toBeNull();
    expect(parseTrackingDelay('5000')).toBe(5000);
    expect(parseTrackingDelay('60001')).toBe(0);
    expect(parseTrackingDelay('1e3')).toBe(0);
  });
});
