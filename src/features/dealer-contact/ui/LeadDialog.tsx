'use client';

import { useEffect, useId, useRef } from 'react';
import { LeadForm, type LeadFormProps } from './LeadForm';
import styles from './contact.module.css';

export interface LeadDialogProps extends Omit<LeadFormProps, 'showHeading' | 'onClose'> {
  onClosed(): void;
}

/**
 * A lead form in a native modal <dialog>: the browser traps focus in it, closes it on Escape and
 * returns focus to the button that opened it. A click on the backdrop closes it too.
 */
export default function LeadDialog({ onClosed, ...form }: LeadDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => ref.current?.close();

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClosed}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.dialogHeader}>
        <h2 id={titleId} className={styles.title}>
          {form.copy.title}
        </h2>
        <button type="button" className={styles.closeButton} aria-label={form.copy.close} onClick={close}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className={`${styles.dialogBody} ${styles.form}`}>
        <p className={styles.intro}>{form.copy.intro}</p>
        <LeadForm {...form} showHeading={false} onClose={close} />
      </div>
    </dialog>
  );
}
