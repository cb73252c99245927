'use client';

import type { Ref } from 'react';
import type { LeadFormCopy } from './copy';
import styles from './contact.module.css';

interface LeadFormSuccessProps {
  ref: Ref<HTMLDivElement>;
  copy: LeadFormCopy;
  /** In a dialog: close it. */
  onClose?: () => void;
  /** On the page: start another message. */
  onAgain(): void;
}

/** What a sent lead leaves in the form's place; focused, so screen readers announce it. */
export function LeadFormSuccess({ ref, copy, onClose, onAgain }: LeadFormSuccessProps) {
  return (
    <div ref={ref} className={styles.success} role="status" tabIndex={-1}>
      <h3>{copy.successTitle}</h3>
      <p>{copy.success}</p>
      {onClose ? (
        <button type="button" className={styles.secondaryButton} onClick={onClose}>
          {copy.close}
        </button>
      ) : (
        <button type="button" className={styles.linkButton} onClick={onAgain}>
          {copy.again}
        </button>
      )}
    </div>
  );
}
