'use client';

import { useState, type FormEvent } from 'react';
import type { ConsentChoice } from './consent-cookie';
import { saveConsent } from './consent-client';
import { CONSENT_BUTTONS, CONSENT_FIELDS, CONSENT_FORM_PATH, SAVED_PATH, choiceFromForm } from './consent-form';
import styles from './consent.module.css';

export interface ConsentPreferencesCopy {
  legend: string;
  necessary: { label: string; text: string; always: string };
  analytics: { label: string; text: string };
  marketing: { label: string; text: string };
  save: string;
  acceptAll: string;
  saved: string;
}

/**
 * The preferences form: necessary is always on, analytics and marketing are the visitor's to choose.
 * A plain form post (consent-form.ts) without JavaScript or before it runs; with it, saved in the
 * page. The boxes are the browser's own (uncontrolled): what was ticked before the code ran counts.
 */
export function ConsentPreferences({ cookieName, initial, saved: savedBefore, copy }: { cookieName: string; initial: ConsentChoice | null; saved: boolean; copy: ConsentPreferencesCopy }) {
  const [saved, setSaved] = useState(savedBefore);

  const save = (next: ConsentChoice) => {
    saveConsent(cookieName, next);
    setSaved(true);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    save(choiceFromForm(new FormData(event.currentTarget, submitter) as unknown as URLSearchParams));
  };

  return (
    <form className={styles.form} method="post" action={CONSENT_FORM_PATH} onSubmit={onSubmit} onChange={() => setSaved(false)}>
      <input type="hidden" name={CONSENT_FIELDS.back} value={SAVED_PATH} />
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{copy.legend}</legend>
        <div className={styles.option}>
          <input id="consent-necessary" type="checkbox" className={styles.checkbox} defaultChecked disabled aria-describedby="consent-necessary-text" />
          <div>
            <label htmlFor="consent-necessary" className={styles.optionLabel}>
              {copy.necessary.label} <span className={styles.always}>{copy.necessary.always}</span>
            </label>
            <p id="consent-necessary-text" className={styles.optionText}>
              {copy.necessary.text}
            </p>
          </div>
        </div>
        {(['analytics', 'marketing'] as const).map((category) => (
          <div key={category} className={styles.option}>
            <input
              id={`consent-${category}`}
              type="checkbox"
              name={CONSENT_FIELDS[category]}
              value="ja"
              className={styles.checkbox}
              defaultChecked={initial?.[category] ?? false}
              aria-describedby={`consent-${category}-text`}
            />
            <div>
              <label htmlFor={`consent-${category}`} className={styles.optionLabel}>
                {copy[category].label}
              </label>
              <p id={`consent-${category}-text`} className={styles.optionText}>
                {copy[category].text}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <div className={styles.formActions}>
        <button type="submit" name={CONSENT_FIELDS.choice} value={CONSENT_BUTTONS.own} className={styles.primary}>
          {copy.save}
        </button>
        <button type="submit" name={CONSENT_FIELDS.choice} value={CONSENT_BUTTONS.all} className={styles.secondary}>
          {copy.acceptAll}
        </button>
      </div>
      <p className={styles.saved} role="status">
        {saved ? copy.saved : ''}
      </p>
    </form>
  );
}
