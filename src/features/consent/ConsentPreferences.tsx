'use client';

import { useState, type FormEvent } from 'react';
import type { ConsentChoice } from './consent-cookie';
import { saveConsent } from './consent-client';
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

type Category = 'analytics' | 'marketing';

/** The preferences form: necessary is always on, analytics and marketing are the visitor's to choose. */
export function ConsentPreferences({ cookieName, initial, copy }: { cookieName: string; initial: ConsentChoice | null; copy: ConsentPreferencesCopy }) {
  const [choice, setChoice] = useState<ConsentChoice>(initial ?? { analytics: false, marketing: false });
  const [saved, setSaved] = useState(false);

  const save = (next: ConsentChoice) => {
    setChoice(next);
    saveConsent(cookieName, next);
    setSaved(true);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save(choice);
  };
  const toggle = (category: Category) => (event: { target: { checked: boolean } }) => {
    setChoice((current) => ({ ...current, [category]: event.target.checked }));
    setSaved(false);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{copy.legend}</legend>
        <div className={styles.option}>
          <input id="consent-necessary" type="checkbox" className={styles.checkbox} checked disabled aria-describedby="consent-necessary-text" />
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
              className={styles.checkbox}
              checked={choice[category]}
              onChange={toggle(category)}
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
        <button type="submit" className={styles.primary}>
          {copy.save}
        </button>
        <button type="button" className={styles.secondary} onClick={() => save({ analytics: true, marketing: true })}>
          {copy.acceptAll}
        </button>
      </div>
      <p className={styles.saved} role="status">
        {saved ? copy.saved : ''}
      </p>
    </form>
  );
}
