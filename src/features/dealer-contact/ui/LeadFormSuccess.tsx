'use client';

import type { MouseEvent, Ref } from 'react';
import { usePathname } from 'next/navigation';
import { useEnhanced } from '@/lib/dom/use-enhanced';
import { CONTACT_FORM_ID } from './contact-form-focus';
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
  const pathname = usePathname();
  const enhanced = useEnhanced();
  // Without JavaScript (a form the browser posted itself) "again" is the page anew, form empty.
  const again = (event: MouseEvent) => {
    event.preventDefault();
    onAgain();
  };
  return (
    <div ref={ref} className={styles.success} role="status" tabIndex={-1}>
      <h3>{copy.successTitle}</h3>
      <p>{copy.success}</p>
      {onClose ? (
        <button type="button" className={styles.secondaryButton} onClick={onClose}>
          {copy.close}
        </button>
      ) : (
        <a className={styles.linkButton} href={`${pathname}#${CONTACT_FORM_ID}`} role={enhanced ? 'button' : undefined} onClick={enhanced ? again : undefined}>
          {copy.again}
        </a>
      )}
    </div>
  );
}
