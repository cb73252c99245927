/**
 * Hydration on intent (issue 21): a part of the page that is server HTML and works as such (a form,
 * links, buttons whose early taps are recorded) need not hydrate with the page. It waits behind a
 * gate, a promise React's `use()` suspends on while the part's boundary is still dehydrated, and the
 * gate opens at the first sign that the visitor is about to use it.
 *
 * `open()` also marks the promise fulfilled at once, the way React reads a thenable's `status`:
 * React tries to hydrate a boundary synchronously when a click lands in it, in the same tick as the
 * listener that opened the gate, before any `then` callback could run.
 */
export type IntentGate = {
  /** The promise to wait on, or null once open (and always on the server, where nothing waits). */
  pending(): Promise<void> | null;
  open(): void;
};

type Thenable = Promise<void> & { status: 'pending' | 'fulfilled'; value?: void };

/** What counts as intent: a pointer over or on it, a touch, focus, a key, a change, a click. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change', 'click'] as const;

export function createIntentGate(): IntentGate {
  let thenable: Thenable | null = null;
  let release: () => void = () => undefined;
  let opened = false;
  const pending = (): Promise<void> | null => {
    if (opened || typeof window === 'undefined') return null;
    thenable ??= Object.assign(new Promise<void>((resolve) => (release = resolve)), { status: 'pending' as const });
    return thenable;
  };
  return {
    pending,
    open() {
      if (opened) return;
      opened = true;
      if (thenable) {
        thenable.status = 'fulfilled';
        thenable.value = undefined;
      }
      release();
    },
  };
}

/**
 * Calls `onIntent` once, at the first intent event whose target is inside `element`. On the window
 * in the capture phase: React stops the propagation of events that land in a boundary it has not
 * hydrated yet, at its root, before a listener on the element itself would hear them.
 */
export function watchIntent(element: Element, onIntent: () => void): () => void {
  const listener = (event: Event) => {
    if (!(event.target instanceof Node) || !element.contains(event.target)) return;
    stop();
    onIntent();
  };
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, listener, { capture: true });
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, listener, { capture: true });
  return stop;
}
