'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { EARLY_CLICK_PROPS } from '@/lib/dom/early-clicks-script';
import { useEarlyClicks } from '@/lib/dom/use-early-clicks';
import { copyText } from './copy-text';
import styles from './copy-link.module.css';

export interface CopyLinkCopy {
  /** "Kopieer link". */
  label: string;
  /** "Link gekopieerd", announced politely. */
  copied: string;
  /** Said when the browser refuses: the link is selected in the field below. */
  fallback: string;
  /** The field's accessible name. */
  linkLabel: string;
}

type Status = { kind: 'idle' } | { kind: 'copied' } | { kind: 'refused'; url: string };

/**
 * "Kopieer link": copies `url` (the address bar's when absent) and confirms it in a polite live
 * region. When the browser refuses the clipboard, a read-only field with the link appears, focused
 * and selected, so the visitor copies it by hand. A tap before hydration is replayed, while the
 * tap's user activation still lasts.
 */
export function CopyLinkButton({ url, copy, className }: { url?: string; copy: CopyLinkCopy; className?: string }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const field = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEarlyClicks(button);

  useEffect(() => {
    if (status.kind !== 'refused') return;
    field.current?.focus();
    field.current?.select();
  }, [status]);

  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    // Handled: the early-tap recorder must not replay this one.
    event.preventDefault();
    const link = url ?? window.location.href;
    setStatus((await copyText(link)) ? { kind: 'copied' } : { kind: 'refused', url: link });
  };

  return (
    <div className={styles.copyLink}>
      <button ref={button} type="button" className={className} {...EARLY_CLICK_PROPS} onClick={(event) => void onClick(event)}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {copy.label}
      </button>
      <p className={styles.status} role="status">
        {status.kind === 'copied' ? copy.copied : status.kind === 'refused' ? copy.fallback : ''}
      </p>
      {status.kind === 'refused' && <input ref={field} className={styles.field} type="url" readOnly value={status.url} aria-label={copy.linkLabel} onFocus={(event) => event.currentTarget.select()} />}
    </div>
  );
}
