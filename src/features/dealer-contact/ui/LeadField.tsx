'use client';

import type { LeadFormCopy } from './copy';
import { dutchDate, TEST_DRIVE_MAX_DAYS_AHEAD, type FieldSpec } from '../leads/lead-fields';
import styles from './contact.module.css';

function dateBounds(): { min: string; max: string } {
  const now = Date.now();
  return { min: dutchDate(now), max: dutchDate(now, TEST_DRIVE_MAX_DAYS_AHEAD) };
}

interface LeadFieldProps {
  id: string;
  field: FieldSpec;
  copy: LeadFormCopy;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}

/** One labelled form control with its hint and error, wired for screen readers. */
export function LeadField({ id, field, copy, value, error, onChange }: LeadFieldProps) {
  const label = copy.fields[field.name] ?? field.name;
  const hint = copy.hints[field.name];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const labelText = (
    <>
      {label}
      {!field.required && <span className={styles.optional}> {copy.optional}</span>}
    </>
  );
  const messages = (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );

  if (field.kind === 'radio') {
    return (
      <fieldset className={styles.field} aria-describedby={describedBy}>
        <legend className={styles.label}>{labelText}</legend>
        <div className={styles.choices}>
          {(field.options ?? []).map((option, index) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                id={index === 0 ? id : undefined}
                name={field.name}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
              />
              {copy.options[field.name]?.[option] ?? option}
            </label>
          ))}
        </div>
        {messages}
      </fieldset>
    );
  }

  const common = {
    id,
    name: field.name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  } as const;

  let control;
  if (field.kind === 'textarea') {
    control = <textarea {...common} className={styles.input} rows={4} maxLength={2000} onChange={(event) => onChange(event.target.value)} />;
  } else if (field.kind === 'select') {
    control = (
      <select {...common} className={styles.input} onChange={(event) => onChange(event.target.value)}>
        <option value="">{copy.placeholders[field.name] ?? ''}</option>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {copy.options[field.name]?.[option] ?? option}
          </option>
        ))}
      </select>
    );
  } else {
    const typeAttributes =
      field.kind === 'email'
        ? { type: 'email', inputMode: 'email' as const }
        : field.kind === 'tel'
          ? { type: 'tel', inputMode: 'tel' as const }
          : field.kind === 'number'
            ? { type: 'text', inputMode: 'numeric' as const }
            : field.kind === 'date'
              ? { type: 'date', ...dateBounds() }
              : { type: 'text' };
    control = (
      <input
        {...common}
        {...typeAttributes}
        className={`${styles.input} ${field.kind === 'plate' ? styles.plate : ''}`}
        autoComplete={field.autoComplete ?? (field.kind === 'plate' ? 'off' : undefined)}
        maxLength={field.kind === 'plate' ? 10 : 254}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {labelText}
      </label>
      {control}
      {messages}
    </div>
  );
}
