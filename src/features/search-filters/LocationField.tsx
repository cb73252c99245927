import { useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { formatInteger } from '@/lib/format/number';
import { normalisePostcode } from '@/lib/geo/postcode';
import { RADIUS_STEPS, type RadiusStep } from '@/lib/vehicle/enums';
import type { SearchRequest } from '@/lib/search-request/schema';
import { FilterSection } from './FilterSection';
import type { FieldProps } from './field-props';
import { setSingle } from './request-edit';
import styles from './filters.module.css';
import { useEnhanced } from '@/lib/dom/use-enhanced';

const radiusStep = (value: string): RadiusStep | undefined => ((RADIUS_STEPS as readonly string[]).includes(value) ? (value as RadiusStep) : undefined);

/**
 * Postal code and radius; a mistyped code shows an error instead of searching nowhere. The radius
 * opens as soon as what is typed is a postal code (issue 18), and choosing it applies both in one
 * navigation: the code is not applied on its own when the focus moves from it to the radius.
 */
export function LocationField({ idPrefix, request, facets, copy, onChange }: FieldProps & { idPrefix: string }) {
  // The radius waits for a postal code only where this code runs; the plain form sends both.
  const enhanced = useEnhanced();
  const inputRef = useRef<HTMLInputElement>(null);
  const radiusRef = useRef<HTMLSelectElement>(null);
  const [typed, setTyped] = useState<{ for: string | undefined; value: string }>({ for: request.postalCode, value: request.postalCode ?? '' });
  const [invalid, setInvalid] = useState(false);
  // A new request from outside (navigation, reset) replaces what was typed.
  if (typed.for !== request.postalCode) setTyped({ for: request.postalCode, value: request.postalCode ?? '' });
  // What was typed into the server's form before this code ran stays (issue 18).
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && input.value !== input.defaultValue) setTyped({ for: request.postalCode, value: input.value });
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const postalId = `${idPrefix}-postcode`;
  const radiusId = `${idPrefix}-radius`;
  const errorId = `${idPrefix}-postcode-error`;
  const radiusCounts = new Map(facets.radius.map((option) => [option.value, option.count]));
  const raw = typed.value.trim();
  const typedCode = raw === '' ? undefined : normalisePostcode(raw);

  /** The request with what was typed, or null while it is not a postal code. */
  const withTyped = (): SearchRequest | null => {
    if (typedCode === null) return null;
    return typedCode === request.postalCode ? request : setSingle(request, 'postalCode', typedCode);
  };

  const applyTyped = () => {
    setInvalid(typedCode === null);
    const next = withTyped();
    if (next && next !== request) onChange(next);
  };

  // Leaving the pair applies what was typed; moving between the two does not (the radius applies both).
  const onPairBlur = (event: FocusEvent) => {
    const to = event.relatedTarget;
    if (to === inputRef.current || to === radiusRef.current) return;
    applyTyped();
  };

  const chooseRadius = (value: string) => {
    const base = withTyped() ?? request;
    setInvalid(typedCode === null);
    onChange(setSingle(base, 'radius', radiusStep(value)));
  };

  return (
    <FilterSection id="location" title={copy.fields.location ?? ''} selectedCount={request.postalCode ? 1 : 0} open={request.postalCode !== undefined} copy={copy} hideCount>
      <div className={styles.locationRow}>
        <div className={styles.rangeEnd}>
          <label htmlFor={postalId} className={styles.smallLabel}>
            {copy.location.postalCode}
          </label>
          <input
            ref={inputRef}
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
            onChange={(event) => {
              setTyped({ for: request.postalCode, value: event.target.value });
              if (invalid && normalisePostcode(event.target.value.trim()) !== null) setInvalid(false);
            }}
            onBlur={onPairBlur}
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
              ref={radiusRef}
              id={radiusId}
              name="radius"
              value={request.radius ?? ''}
              disabled={enhanced && request.postalCode === undefined && !typedCode}
              onChange={(event) => chooseRadius(event.target.value)}
              onBlur={onPairBlur}
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
