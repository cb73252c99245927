'use client';

import { Activity, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { hasEarlyClicksWithin } from './early-clicks';
import { createIntentGate, watchIntent, type IntentGate } from './intent-gate';
import styles from './hydrate-on-intent.module.css';

const subscribeNothing = () => () => undefined;

/** Suspends while hydrating until the gate opens; renders at once on the server and in a client render. */
function WhenWanted({ gate, children }: { gate: IntentGate; children: ReactNode }) {
  // True on the server and while hydrating (React reads the server snapshot then), false in a client render.
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const pending = gate.pending();
  if (hydrating && pending) use(pending);
  return children;
}

/**
 * Server HTML that hydrates when the visitor shows intent (lib/dom/intent-gate.ts): a pointer over
 * or on it, a touch, focus, a key, a change. Until then React leaves it as the server rendered it:
 * links are plain links, forms plain forms, and taps on marked buttons are kept by the early-click
 * recorder (lib/dom/early-clicks-script.ts). Only hydration waits: rendered in the browser (after a
 * client navigation) it renders at once.
 */
export function HydrateOnIntent({ children }: { children: ReactNode }) {
  const [gate] = useState(createIntentGate);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !gate.pending()) return;
    // Intent shown before this effect could listen counts too: a tap the recorder kept (a heart, a
    // compare button), a pointer already resting on the part, focus already inside it.
    if (hasEarlyClicksWithin(element) || element.matches(':hover') || element.contains(document.activeElement)) return gate.open();
    return watchIntent(element, gate.open);
  }, [gate]);
  return (
    <div ref={ref} className={styles.wrapper}>
      {/* An Activity, not a Suspense boundary: both hydrate apart from the page and stay server HTML
          while their content waits, but the server streams a Suspense boundary over 12.8 KB out of
          order (hidden until a script moves it in), so without JavaScript the part would be missing. */}
      <Activity mode="visible">
        <WhenWanted gate={gate}>{children}</WhenWanted>
      </Activity>
    </div>
  );
}
