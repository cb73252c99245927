'use client';

import { compactPlate, formatPlateAsTyped, PLATE_LENGTH } from '@/lib/vehicle/license-plate';
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { caretAfterPlateChars, caretAfterSeparator, plateCharsBefore } from './caret';
import styles from './PlateInput.module.css';

export interface PlateInputProps {
  /** The form field's name; the form submits the display form ("GH-JK-12"), the server normalizes. */
  name: string;
  label: string;
  defaultValue?: string;
  /** A Dutch message from the page's copy; marks the field invalid and is read with it. */
  error?: string;
  /** A line under the label, e.g. an example plate. */
  hint?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  /** Called on every change: the registry form once the plate is complete (else null) and what is shown. */
  onChange?(normalized: string | null, display: string): void;
}

/**
 * A licence-plate field drawn as a Dutch plate. It formats as you type and keeps out characters
 * that cannot lead to a plate (lib/vehicle/license-plate), so a malformed plate never gets past
 * the keyboard; the server still checks what it receives.
 */
export function PlateInput({ name, label, defaultValue = '', error, hint, id, required, disabled, onChange }: PlateInputProps) {
  const generatedId = useId();
  const inputId = id ?? `plate-${generatedId}`;
  const [display, setDisplay] = useState(() => formatPlateAsTyped(defaultValue).display);
  const [refusedAt, setRefusedAt] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && pendingCaret.current !== null && document.activeElement === input) {
      input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  function show(raw: string, caret: number, deleting: boolean) {
    const typed = formatPlateAsTyped(raw);
    if (deleting && typed.refused) {
      // Deleting in the middle ("GH-12-JK" → "GH-1-JK") leaves characters no side code can follow;
      // keep them, undashed, for the visitor to fix rather than throwing them away.
      const kept = compactPlate(raw).replace(/[^A-Z0-9]/g, '').slice(0, PLATE_LENGTH);
      pendingCaret.current = compactPlate(raw.slice(0, caret)).replace(/[^A-Z0-9]/g, '').length;
      setDisplay(kept);
      onChange?.(null, kept);
      return;
    }
    pendingCaret.current = caretAfterPlateChars(typed.display, plateCharsBefore(raw, caret), caretAfterSeparator(raw, caret));
    setDisplay(typed.display);
    // A refused character leaves the shown value unchanged, so React would not re-render; the
    // counter makes the plate shake once for each refusal.
    if (typed.refused) setRefusedAt((count) => count + 1);
    onChange?.(typed.normalized, typed.display);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    const inputType = event.nativeEvent instanceof InputEvent ? event.nativeEvent.inputType : '';
    const deleting = inputType.startsWith('delete');
    const compact = display.replaceAll('-', '');
    if (deleting && raw.replaceAll('-', '') === compact) {
      // Only a dash went: the dashes are ours, so delete the character beside it instead.
      const index = plateCharsBefore(raw, caret) - (inputType === 'deleteContentBackward' ? 1 : 0);
      if (index >= 0 && index < compact.length) show(compact.slice(0, index) + compact.slice(index + 1), index, true);
      else show(display, caret, true);
      return;
    }
    show(raw, caret, deleting);
  }

  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.plate} data-invalid={error ? 'true' : undefined} data-refused={refusedAt % 2 === 1 ? 'odd' : refusedAt > 0 ? 'even' : undefined}>
        <span className={styles.band} aria-hidden="true">
          <span className={styles.stars} />
          NL
        </span>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          className={styles.input}
          type="text"
          value={display}
          onChange={handleChange}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          inputMode="text"
          autoCapitalize="characters"
          enterKeyHint="go"
          maxLength={12}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {error && (
        <p id={`${inputId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
