/**
 * The phone button's sequence after "Toon telefoonnummer" (product §4, timings §9): poll the shown
 * number for a call-tracking replacement; dial the tracked number as soon as it appears, or the
 * original number a moment after giving up. Pure: the DOM read, dialling and clock are injected.
 */
export const PHONE_REVEAL_TIMINGS = {
  pollMs: 100,
  giveUpMs: 3000,
  dialDelayMs: 500,
  eventDelayMs: 1000,
} as const;

export type PhoneRevealTimings = { [K in keyof typeof PHONE_REVEAL_TIMINGS]: number };

export type PhoneRevealState =
  | { status: 'hidden' }
  | { status: 'loading' }
  | { status: 'tracked'; displayed: string }
  | { status: 'original' };

export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const realClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface PhoneRevealOptions {
  /** The number as the page rendered it, before any call-tracking script touched it. */
  original: string;
  /** The number the page shows now; a call-tracking script may have replaced it. */
  readDisplayed(): string;
  /** Turns a displayed number into the link to dial. */
  toHref(displayed: string): string;
  dial(href: string): void;
  onState(state: PhoneRevealState): void;
  /** False when the dealer has no tracking code or tracking is off: nothing can replace the number. */
  tracking: boolean;
  clock?: Clock;
  timings?: Partial<PhoneRevealTimings>;
}

/** Starts the sequence; returns a function that stops it (unmount, second click). */
export function startPhoneReveal(options: PhoneRevealOptions): () => void {
  const clock = options.clock ?? realClock;
  const timings = { ...PHONE_REVEAL_TIMINGS, ...options.timings };
  const handles: { poll?: unknown; giveUp?: unknown; dial?: unknown } = {};
  let finished = false;

  const stop = () => {
    if (handles.poll !== undefined) clock.clearInterval(handles.poll);
    if (handles.giveUp !== undefined) clock.clearTimeout(handles.giveUp);
    if (handles.dial !== undefined) clock.clearTimeout(handles.dial);
  };

  const fallBack = () => {
    if (finished) return;
    finished = true;
    stop();
    handles.dial = clock.setTimeout(() => {
      options.onState({ status: 'original' });
      options.dial(options.toHref(options.original));
    }, timings.dialDelayMs);
  };

  const check = () => {
    if (finished) return;
    const displayed = options.readDisplayed().trim();
    if (displayed !== '' && displayed !== options.original.trim()) {
      finished = true;
      stop();
      options.onState({ status: 'tracked', displayed });
      options.dial(options.toHref(displayed));
    }
  };

  options.onState({ status: 'loading' });
  if (!options.tracking) {
    fallBack();
  } else {
    handles.poll = clock.setInterval(check, timings.pollMs);
    handles.giveUp = clock.setTimeout(fallBack, timings.giveUpMs);
  }

  return () => {
    finished = true;
    stop();
  };
}
