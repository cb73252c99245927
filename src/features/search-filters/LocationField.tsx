import { useState } from 'react';
import { formatInteger } from '@/lib/format/number';
import { normalisePostcode } from '@/lib/geo/postcode';
import { RADIUS_STEPS } from '@/lib/vehicle/enums';
import { FilterSection } from './FilterSection';
import type { FieldProps } from './field-props';
import { setSingle } from './request-edit';
import styles from './filters.module.css';
import { useEnhanced } from '@/lib/dom/use-enhanced';

/** Postal code and radius; a mistyped code shows an error instead of searching nowhere. */
export function LocationField({ idPrefix, request, facets, copy, onChange }: FieldProps & { idPrefix: string }) {
  // The radius waits for a postal code only where this code runs; the plain form sends both.
  const enhanced = useEnhanced();
  const [typed, setTyped] = useState<{ for: string | undefined; value: string }>({ for: request.postalCode, value: request.postalCode ?? '' });
  const [invalid, setInvalid] = useState(false);
  // A new request from outside (navigation, reset) replaces what was typed.
  if (typed.for !== request.postalCode) setTyped({ for: request.postalCode, value: request.postalCode ?? '' });
  const postalId = `${idPrefix}-postcode`;
  const radiusId = `${idPrefix}-radius`;
  const errorId = `${idPrefix}-postcode-error`;
  const radiusCounts = new Map(facets.radius.map((option) => [option.value, option.count]));

  const applyTyped = () => {
    const raw = typed.value.trim();
    if (raw === '') {
      setInvalid(false);
      if (request.postalCode !== undefined) onChange(setSingle(request, 'postalCode', undefined));
      return;
    }
    const normalised = normalisePostcode(raw);
    setInvalid(normalised === null);
    if (normalised !== null && normalised !== request.postalCode) onChange(setSingle(request, 'postalCode', normalised));
  };

  return (
    <FilterSection id="location" title={copy.fields.location ?? ''} selectedCount={request.postalCode ? 1 : 0} open={request.postalCode !== undefined} copy={copy} hideCount>
      <div className={styles.rangeRow}>
        <div className={styles.rangeEnd}>
          <label htmlFor={postalId} className={styles.smallLabel}>
            {copy.location.postalCode}
          </label>
          <input
            id={postalId}
            name="postalCode"
            className={styles.textInput}
            inputMode="text"
            autoComplete="postal-code"
            placeholder={copy.location.placeholder}
            maxLength={7}
            value={typed.value}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => setTyped({ for: request.postalCode, value: event.target.value })}
            onBlur={applyTyped}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              applyTyped();
            }}
          />
        </div>
        <div className={styles.rangeEnd}>
          <label htmlFor={radiusId} className={styles.smallLabel}>
            {copy.location.radius}
          </label>
          <div className={styles.selectWrap}>
            <select
              id={radiusId}
              name="radius"
              value={request.radius ?? ''}
              disabled={enhanced && request.postalCode === undefined}
              onChange={(event) => onChange(setSingle(request, 'radius', (RADIUS_STEPS as readonly string[]).includes(event.target.value) ? (event.target.value as (typeof RADIUS_STEPS)[number]) : undefined))}
            >
              <option value="">{copy.location.anyRadius}</option>
              {RADIUS_STEPS.map((step) => {
                const stepCount = radiusCounts.get(step);
                const label = copy.options.radius?.[step] ?? step;
                return (
                  <option key={step} value={step}>
                    {stepCount === undefined ? label : `${label} (${formatInteger(stepCount)})`}
                  </option>
                );
              })}
            </select>
          </div>
        </div>
      </div>
      {invalid && (
        <p id={errorId} className={styles.error}>
          {copy.location.invalid}
        </p>
      )}
    </FilterSection>
  );
}
