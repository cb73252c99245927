'use client';

import { useRef, useSyncExternalStore, type ReactNode } from 'react';
import { EARLY_CLICK_PROPS } from '@/lib/dom/early-clicks-script';
import { useEarlyClicks } from '@/lib/dom/use-early-clicks';
import type { CompareEntry } from './selection';
import { NO_SELECTION, selectionSnapshot, subscribeSelection, toggleInSelection } from './store';

/** The compare toggle on a card or detail page; the selection lives in localStorage. Taps before hydration are replayed. */
export function CompareButton({ entry, label, className, children }: { entry: CompareEntry; label: string; className?: string; children?: ReactNode }) {
  const selection = useSyncExternalStore(subscribeSelection, selectionSnapshot, () => NO_SELECTION);
  const pressed = selection.some((chosen) => chosen.id === entry.id);
  const ref = useRef<HTMLButtonElement>(null);
  useEarlyClicks(ref);
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      data-vehicle-id={entry.id}
      data-action="compare"
      {...EARLY_CLICK_PROPS}
      aria-pressed={pressed}
      aria-label={label}
      onClick={(event) => {
        // Handled: the early-tap recorder must not replay this one.
        event.preventDefault();
        toggleInSelection(entry);
      }}
    >
      {children}
    </button>
  );
}
