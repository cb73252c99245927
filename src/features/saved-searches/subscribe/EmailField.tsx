'use client';

import type { FieldClasses } from './field-classes';

export interface EmailFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  /** The error's id, named by the input's aria-describedby while there is an error. */
  errorId: string;
  /** Shown in the error's place while there is none (the subscribe dialog's hint). */
  hint?: string;
  classes: FieldClasses;
}

/** The address field of the forms that make the site send mail: label, input and its error. */
export function EmailField({ label, name, value, onChange, error, errorId, hint, classes }: EmailFieldProps) {
  return (
    <label className={classes.field}>
      <span className={classes.label}>{label}</span>
      <input
        className={classes.input}
        type="email"
        name={name}
        autoComplete="email"
        inputMode="email"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <span id={errorId} className={classes.error}>
          {error}
        </span>
      ) : hint === undefined ? null : (
        <span className={classes.hint}>{hint}</span>
      )}
    </label>
  );
}
