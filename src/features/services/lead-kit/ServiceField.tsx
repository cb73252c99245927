import type { ReactNode } from 'react';
import styles from './service.module.css';

export const fieldId = (form: string, name: string) => `${form}-${name}`;

export function describedBy(form: string, name: string, hint: boolean, error: string | undefined): string | undefined {
  return [hint ? `${fieldId(form, name)}-hint` : '', error ? `${fieldId(form, name)}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** The props every input of a service form shares: its id and name, the style, and its error's state. */
export function inputProps(form: string, errors: Record<string, string | undefined>) {
  return (name: string, hint = false) => ({
    id: fieldId(form, name),
    name,
    className: styles.input,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(form, name, hint, errors[name]),
  });
}

/** A labelled field with its hint and its error, read together by a screen reader. */
export function ServiceField({ form, name, label, hint, error, children }: { form: string; name: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(form, name)} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${fieldId(form, name)}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${fieldId(form, name)}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
