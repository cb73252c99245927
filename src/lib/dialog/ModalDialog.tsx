'use client';

import { useEffect, useId, useState, type ReactNode } from 'react';
import styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  title: ReactNode;
  /** The close button's accessible name ("Sluiten"). */
  closeLabel: string;
  onClosed(): void;
  children(close: () => void): ReactNode;
  className?: string;
}

/**
 * The site's modal: a native <dialog> opened with showModal(), so the browser traps focus in it,
 * closes it on Escape and returns focus to the button that opened it; a click on the backdrop
 * closes it too. Full screen on a phone, a centred card from the tablet breakpoint up, a sticky
 * header with the title and a close button. Opens when mounted; the caller unmounts it on close.
 */
export function ModalDialog({ title, closeLabel, onClosed, children, className }: ModalDialogProps) {
  // The element in state (a callback ref), so `close` can be handed to the content while rendering.
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (dialog && !dialog.open) dialog.showModal();
  }, [dialog]);

  const close = () => dialog?.close();

  return (
    <dialog
      ref={setDialog}
      className={`${styles.dialog} ${className ?? ''}`}
      aria-labelledby={titleId}
      onClose={onClosed}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={close}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {children(close)}
    </dialog>
  );
}
