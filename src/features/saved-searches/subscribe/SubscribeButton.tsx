'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { SubscribeCopy } from './subscribe-copy';
import type { SubscribeTarget } from './subscribe-form-model';
import styles from '../save-search.module.css';

// The dialog and its bot check load on the first click: nothing of them is on the page before.
const SubscribeDialog = dynamic(() => import('./SubscribeDialog'), { ssr: false });
// So does the saved-searches store, needed only once a subscription went through.
const loadRemember = () => import('./remember-mailed');

export interface SubscribeButtonProps {
  target: SubscribeTarget;
  copy: SubscribeCopy;
  subject: string;
  className?: string;
}

/** "Mail me nieuwe voertuigen" (or the favourites' price watch): opens the subscribe dialog. */
export function SubscribeButton({ target, copy, subject, className }: SubscribeButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`${styles.button} ${className ?? ''}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3.5 6 8.5 6.5L20.5 6" />
        </svg>
        {copy.button}
      </button>
      {open && (
        <SubscribeDialog
          target={target}
          copy={copy}
          subject={subject}
          onClosed={() => setOpen(false)}
          onSubscribed={(frequency) => {
            if (target.kind !== 'search') return;
            // The favourites page lists this search as one that mails.
            void loadRemember().then(({ rememberMailedSearch }) => rememberMailedSearch(target, frequency));
          }}
        />
      )}
    </>
  );
}
