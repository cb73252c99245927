import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntentGate, INTENT_EVENTS, watchIntent } from './intent-gate';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the intent gate', () => {
  it('holds nothing on the server, where the part renders at once', () => {
    expect(createIntentGate().pending()).toBeNull();
  });

  it('holds hydration until opened, then reads as fulfilled in the same tick (React reads status)', async () => {
    vi.stubGlobal('window', new EventTarget());
    const gate = createIntentGate();
    const pending = gate.pending() as Promise<void> & { status: string };
    expect(gate.pending()).toBe(pending);
    expect(pending.status).toBe('pending');
    let resolved = false;
    void pending.then(() => (resolved = true));
    gate.open();
    expect(pending.status).toBe('fulfilled');
    expect(gate.pending()).toBeNull();
    await pending;
    expect(resolved).toBe(true);
  });

  it('is one per part: opening one leaves another closed', () => {
    vi.stubGlobal('window', new EventTarget());
    const [panel, grid] = [createIntentGate(), createIntentGate()];
    panel.open();
    expect(panel.pending()).toBeNull();
    expect(grid.pending()).not.toBeNull();
  });
});

describe('watching for intent', () => {
  // Enough of the DOM for the check: a target node and containment.
  class FakeNode {}
  const inside = new FakeNode();
  const outside = new FakeNode();
  const element = { contains: (node: unknown) => node === inside } as unknown as Element;

  function fire(target: object, type: string) {
    const event = new Event(type);
    Object.defineProperty(event, 'target', { value: target });
    (window as unknown as EventTarget).dispatchEvent(event);
  }

  it('answers the first intent event inside the element, once, and none outside it', () => {
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('Node', FakeNode);
    const onIntent = vi.fn();
    watchIntent(element, onIntent);
    fire(outside, 'pointerover');
    expect(onIntent).not.toHaveBeenCalled();
    fire(inside, 'focusin');
    fire(inside, 'click');
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('hears every kind of intent, and nothing after it is stopped', () => {
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('Node', FakeNode);
    for (const type of INTENT_EVENTS) {
      const onIntent = vi.fn();
      const stop = watchIntent(element, onIntent);
      fire(inside, type);
      expect(onIntent, type).toHaveBeenCalledTimes(1);
      stop();
    }
    const onIntent = vi.fn();
    watchIntent(element, onIntent)();
    fire(inside, 'pointerdown');
    expect(onIntent).not.toHaveBeenCalled();
  });
});
