'use client';

import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { HydrateOnIntent } from '@/lib/dom/HydrateOnIntent';
import { useEnhanced } from '@/lib/dom/use-enhanced';
import { formChanges } from './early-changes';
import { FiltersIsland, type FiltersIslandProps } from './FiltersIsland';
import { panelGate, requestSheet } from './hydration-gate';
import { PANEL_ID } from './panel-id';
// The panel's styles belong to the page's own stylesheet: for a lazy component's CSS Next writes
// <link rel="stylesheet" as="style">, which is invalid HTML (the W3C checker's one error on /auto).
import styles from './filters.module.css';

/**
 * The panel is 40 % of a result page's elements (950 of 2,400 on /auto), and hydrating it was
 * most of what a result page costs a phone beyond the shell (issue 21). On a phone it sits behind
 * the Filters button; on a desktop it is a column nobody has touched yet. So it hydrates on intent
 * (lib/dom/HydrateOnIntent.tsx) and is the server's plain form until then. A tick that lands before
 * hydration is not lost: early-changes.ts reads the form when the panel hydrates.
 *
 * The panel's code is in the page's chunk, not one of its own as before (decision 039: a lazy
 * component in a part not yet hydrated made a client navigation render the part again after the
 * page, losing the focus KeepSearchFocus had placed). Evaluating it costs little; hydrating it did.
 */
export function FiltersOnIntent(props: FiltersIslandProps) {
  const { copy, activeCount } = props;
  const ref = useRef<HTMLDivElement>(null);
  // Without script the plain form's submit button applies the changes; with it every change applies
  // at once, so the stylesheet hides the button from the moment script runs. An attribute, not
  // state: a re-render here would reach the panel's boundary and hydrate it before it is wanted.
  useEffect(() => ref.current?.setAttribute('data-script', ''), []);
  return (
    <div ref={ref} className={styles.gate}>
      {/* Outside the panel's island, so that it is a button as soon as the page has hydrated. */}
      <FiltersOpenLink>
        <FilterIcon />
        {activeCount > 0 ? copy.panel.openActive.replace('{count}', String(activeCount)) : copy.panel.open}
      </FiltersOpenLink>
      <HydrateOnIntent gate={panelGate()} wantedAlready={usedBeforeScript}>
        <FiltersIsland {...props} />
      </HydrateOnIntent>
    </div>
  );
}

/** Ticked before any script ran, or the no-script panel opened through its link. */
function usedBeforeScript(element: HTMLElement): boolean {
  const form = element.querySelector('form');
  return (form !== null && formChanges(form).length > 0) || window.location.hash === `#${PANEL_ID}`;
}

/**
 * The phone's Filters button: without JavaScript a link to the panel (shown full screen by
 * :target); with it, a button opening the sheet (once the panel has hydrated, which the tap asks for).
 */
function FiltersOpenLink({ children }: { children: ReactNode }) {
  const enhanced = useEnhanced();
  const open = (event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    requestSheet();
  };
  return (
    <a
      id={`${PANEL_ID}-open`}
      href={`#${PANEL_ID}`}
      className={styles.openButton}
      onClick={enhanced ? open : undefined}
      role={enhanced ? 'button' : undefined}
      aria-haspopup={enhanced ? 'dialog' : undefined}
      onKeyDown={(event) => {
        // A link acting as a button answers the space bar too.
        if (enhanced && event.key === ' ') open(event);
      }}
    >
      {children}
    </a>
  );
}

function FilterIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 5h18M6 12h12M10 19h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}
