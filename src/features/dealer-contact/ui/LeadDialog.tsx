'use client';

import { ModalDialog } from '@/lib/dialog/ModalDialog';
import { LeadForm, type LeadFormProps } from './LeadForm';
import styles from './contact.module.css';

export interface LeadDialogProps extends Omit<LeadFormProps, 'showHeading' | 'onClose'> {
  onClosed(): void;
}

/** A lead form in the site's modal dialog (lib/dialog): focus trap, Escape and backdrop close it. */
export default function LeadDialog({ onClosed, ...form }: LeadDialogProps) {
  return (
    <ModalDialog title={form.copy.title} closeLabel={form.copy.close} onClosed={onClosed}>
      {(close) => (
        <div className={`${styles.dialogBody} ${styles.form}`}>
          <p className={styles.intro}>{form.copy.intro}</p>
          <LeadForm {...form} showHeading={false} onClose={close} />
        </div>
      )}
    </ModalDialog>
  );
}
