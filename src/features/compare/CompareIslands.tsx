'use client';

import { useEffect, type ReactNode } from 'react';
import { compareUrl } from './selection';
import { removeFromSelection, selectionSnapshot } from './store';

/** /vergelijken without ids: open the visitor's own selection when there is one. */
export function OpenStoredSelection() {
  useEffect(() => {
    const ids = selectionSnapshot().map((entry) => entry.id);
    if (ids.length) window.location.replace(compareUrl(ids));
  }, []);
  return null;
}

/** A plain link to the comparison without this vehicle that also drops it from the stored selection. */
export function RemoveLink({ id, href, label, className, children }: { id: number; href: string; label: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} aria-label={label} onClick={() => removeFromSelection(id)}>
      {children}
    </a>
  );
}
