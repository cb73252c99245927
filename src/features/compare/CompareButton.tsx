'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import type { CompareEntry } from './selection';
import { NO_SELECTION, selectionSnapshot, subscribeSelection, toggleInSelection } from './store';

/** The compare toggle on a card or detail page; the selection lives in localStorage. */
export function CompareButton({ entry, label, className, children }: { entry: CompareEntry; label: string; className?: string; children?: ReactNode }) {
  const selection = useSyncExternalStore(subscribeSelection, selectionSnapshot, () => NO_SELECTION);
  const pressed = selection.some((chosen) => chosen.id === entry.id);
  return (
    <button type="button" className={className} data-vehicle-id={entry.id} data-action="compare" aria-pressed={pressed} aria-label={label} onClick={() => toggleInSelection(entry)}>
      {children}
    </button>
  );
}
