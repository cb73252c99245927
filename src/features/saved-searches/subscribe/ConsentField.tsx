'use client';

import type { ReactNode, Ref } from 'react';
import type { FieldClasses } from './field-classes';

export interface ConsentFieldProps {
  checked: boolean;
  onChange(checked: boolean): void;
  error: string | undefined;
  /** The error's id; with it the box names its error by aria-describedby. */
  errorId?: string;
  inputRef?: Ref<HTMLInputElement>;
  classes: FieldClasses;
  /** The consent's wording. */
  children: ReactNode;
}

/** The consent box (name "consent") and, below it, its error. */
export function ConsentField({ checked, onChange, error, errorId, inputRef, classes, children }: ConsentFieldProps) {
  return (
    <>
      <label className={classes.consent}>
        <input
          ref={inputRef}
          type="checkbox"
          name="consent"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error && errorId ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{children}</span>
      </label>
      {error ? (
        <span id={errorId} className={classes.error}>
          {error}
        </span>
      ) : null}
    </>
  );
}
