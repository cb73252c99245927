'use client';

import { usePathname } from 'next/navigation';
import { useActionState } from 'react';
import { sendLeadForm } from '../leads/lead-form-action';
import type { TradeInVehicle } from '../leads/lead-fields';
import type { LeadFormCopy } from './copy';
import type { LeadFormPostState } from './lead-form-model';
import { LeadField } from './LeadField';
import { LeadFormSuccess } from './LeadFormSuccess';
import { PhotoField } from './PhotoField';
import { loadValidator, useLeadForm } from './use-lead-form';
import styles from './contact.module.css';

export interface LeadFormProps {
  copy: LeadFormCopy;
  listingId: number;
  /** The visitor's vehicle type for a trade-in, and the saved-input group of its fields. */
  tradeInVehicle: TradeInVehicle | null;
  /** Inline forms show their own heading; a dialog shows it in its header. */
  showHeading: boolean;
  onClose?: () => void;
}

const NOT_POSTED: LeadFormPostState = { status: 'idle', values: {} };

/** One lead form (product §3, §4): its fields, errors, sending and the answer. */
export function LeadForm({ copy, listingId, tradeInVehicle, showHeading, onClose }: LeadFormProps) {
  // Without JavaScript (or before it ran) the browser posts the form to sendLeadForm, and the page
  // comes back with its answer; with it, `submit` sends the lead to the API and the action never runs.
  // The permalink is this page: where the browser posts the form, and what the form's `action` says.
  const [posted, postAction] = useActionState(sendLeadForm, NOT_POSTED, usePathname());
  const { prefix, fields, state, view, photos, keepInputs, formRef, successRef, change, addPhotos, removePhoto, submit, again } = useLeadForm({ copy, listingId, tradeInVehicle, posted });
  if (state.status === 'sent') return <LeadFormSuccess ref={successRef} copy={copy} onClose={onClose} onAgain={again} />;

  return (
    <form ref={formRef} action={postAction} className={styles.form} noValidate onSubmit={submit} onFocusCapture={() => void loadValidator()} aria-label={showHeading ? undefined : copy.title}>
      <input type="hidden" name="type" value={copy.type} />
      <input type="hidden" name="listingId" value={listingId} />
      {tradeInVehicle && <input type="hidden" name="tradeInVehicle" value={tradeInVehicle} />}
      {showHeading && (
        <>
          <h2 className={styles.title}>{copy.title}</h2>
          <p className={styles.intro}>{copy.intro}</p>
        </>
      )}
      {view.summary !== undefined && (
        <p className={styles.summary} role="alert">
          {view.summary}
        </p>
      )}
      {fields.map((field) =>
        field.kind === 'photos' ? (
          <PhotoField
            key={field.name}
            id={`${prefix}-${field.name}`}
            copy={copy}
            photos={photos}
            processing={view.photosProcessing}
            error={view.photoError}
            onAdd={addPhotos}
            onRemove={removePhoto}
          />
        ) : (
          <LeadField
            key={field.name}
            id={`${prefix}-${field.name}`}
            field={field}
            copy={copy}
            value={state.values[field.name] ?? ''}
            error={state.errors[field.name]}
            onChange={(value) => change(field.name, value)}
          />
        ),
      )}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${prefix}-website`}>Website</label>
        <input id={`${prefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {state.failed && (
        <p className={styles.summary} role="alert">
          {copy.failed}
        </p>
      )}
      <button type="submit" className={styles.primaryButton} disabled={view.submitBlocked} aria-busy={view.sending || undefined}>
        {view.sending && <span className={styles.spinner} aria-hidden="true" />}
        {view.sending ? copy.sending : copy.submit}
      </button>
      <p className={styles.note}>
        {copy.privacy} {keepInputs && copy.savedNote}
      </p>
    </form>
  );
}
