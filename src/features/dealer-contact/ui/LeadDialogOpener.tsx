'use client';

import { lazy, Suspense, useState } from 'react';
import type { LeadFormCopy } from './copy';
import type { TradeInVehicle } from '../leads/lead-fields';
import styles from './contact.module.css';

const loadDialog = () => import('./LeadDialog');
const LeadDialog = lazy(loadDialog);

export interface LeadEntryProps {
  copy: LeadFormCopy;
  listingId: number;
  tradeInVehicle: TradeInVehicle | null;
  variant: 'primary' | 'secondary' | 'link';
}

/** A button that opens the lead form in a dialog; the dialog's code loads on first intent. */
export function LeadDialogOpener({ copy, listingId, tradeInVehicle, variant }: LeadEntryProps) {
  const [open, setOpen] = useState(false);
  const className = variant === 'primary' ? styles.primaryButton : variant === 'secondary' ? styles.secondaryButton : styles.linkButton;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        {copy.opener}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LeadDialog copy={copy} listingId={listingId} tradeInVehicle={tradeInVehicle} onClosed={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
