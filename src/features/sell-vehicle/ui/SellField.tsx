'use client';

import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import styles from './sell.module.css';

interface FieldProps {
  name: string;
  label: string;
  hint?: string;
  /** The "(niet verplicht)" text, shown after the label of an optional field. */
  optional?: string;
  error?: string;
  children: ReactNode;
}

export const fieldId = (name: string) => `sell-${name}`;

export function describedBy(name: string, hint: boolean, error: string | undefined): string | undefined {
  return [hint ? `${fieldId(name)}-hint` : '', error ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A labelled field with its hint and its error, read together by a screen reader. */
export function SellField({ name, label, hint, optional, error, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(name)} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> {optional}</span>}
      </label>
      {hint && (
        <p id={`${fieldId(name)}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${fieldId(name)}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { name: string; value: string; error?: string; hint: boolean; onValue(name: string, value: string): void };

export function TextInput({ name, value, error, hint, onValue, ...rest }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'>) {
  return (
    <input
      {...rest}
      id={fieldId(name)}
      name={name}
      className={styles.input}
      value={value}
      onChange={(event) => onValue(name, event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(name, hint, error)}
    />
  );
}

export function TextArea({ name, value, error, hint, onValue, ...rest }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange'>) {
  return (
    <textarea
      {...rest}
      id={fieldId(name)}
      name={name}
      className={styles.input}
      value={value}
      onChange={(event) => onValue(name, event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(name, hint, error)}
    />
  );
}
