'use client';

import { useState, type FormEvent } from 'react';
import { PlateInput } from '@/features/plate-registry';
import { FUEL_TYPES } from '@/lib/vehicle/enums';
import { TRADE_IN_MOMENTS } from '@/valuation/trade-in';
import { QUERY_FIELDS } from '../valuation-input';
import type { TradeInCopy } from './copy';
import styles from './trade-in.module.css';

export type FormMode = 'plate' | 'manual';
export interface CatalogueBrand {
  brand: string;
  models: string[];
}

interface Props {
  copy: TradeInCopy;
  mode: FormMode;
  /** The query's raw values (a no-JavaScript request, a reload): the form shows what was asked. */
  values: Record<string, string>;
  errors: Record<string, string>;
  catalogue: readonly CatalogueBrand[];
  sending: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onMode(mode: FormMode): void;
}

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: React.ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, hint: boolean, error: string | undefined) => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/**
 * The trade-in form: a plain GET form to the page itself, so it works without JavaScript; with
 * JavaScript the page's script sends it to the valuation call instead and shows the result in place.
 */
export function TradeInForm({ copy, mode, values, errors, catalogue, sending, onSubmit, onMode }: Props) {
  const manual = mode === 'manual';
  return (
    <form className={styles.form} method="get" action="/inruilwaarde-auto-berekenen" noValidate onSubmit={onSubmit} aria-busy={sending || undefined}>
      <h2 className={styles.formHeading}>{manual ? copy.manual.heading : copy.form.heading}</h2>
      {manual ? (
        <ManualFields copy={copy} values={values} errors={errors} catalogue={catalogue} />
      ) : (
        <PlateInput name={QUERY_FIELDS.plate} id="ti-plate" label={copy.form.licensePlate} hint={copy.form.licensePlateHint} defaultValue={values[QUERY_FIELDS.plate]} error={errors.licensePlate} />
      )}
      <Field id="ti-mileage" label={copy.form.mileage} hint={copy.form.mileageHint} error={errors.mileage}>
        <div className={styles.suffixed}>
          <input
            id="ti-mileage"
            name={QUERY_FIELDS.mileage}
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            defaultValue={values[QUERY_FIELDS.mileage]}
            aria-invalid={errors.mileage ? true : undefined}
            aria-describedby={describedBy('ti-mileage', true, errors.mileage)}
          />
          <span aria-hidden="true">km</span>
        </div>
      </Field>
      <Field id="ti-moment" label={copy.form.moment} error={errors.moment}>
        <select
          id="ti-moment"
          name={QUERY_FIELDS.moment}
          className={styles.input}
          defaultValue={values[QUERY_FIELDS.moment] ?? 'nu'}
          aria-invalid={errors.moment ? true : undefined}
          aria-describedby={describedBy('ti-moment', false, errors.moment)}
        >
          {TRADE_IN_MOMENTS.map((moment) => (
            <option key={moment} value={moment}>
              {copy.moments[moment]}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" className={styles.primaryButton} disabled={sending}>
        {sending ? copy.form.sending : copy.form.submit}
      </button>
      <a
        className={styles.linkButton}
        href={manual ? '/inruilwaarde-auto-berekenen' : '/inruilwaarde-auto-berekenen?handmatig=1'}
        onClick={(event) => {
          event.preventDefault();
          onMode(manual ? 'plate' : 'manual');
        }}
      >
        {manual ? copy.form.toPlate : copy.form.toManual}
      </a>
    </form>
  );
}

/** The make-and-model fields offered when the registry does not know the plate. */
function ManualFields({ copy, values, errors, catalogue }: Pick<Props, 'copy' | 'values' | 'errors' | 'catalogue'>) {
  const [brand, setBrand] = useState(values[QUERY_FIELDS.brand] ?? '');
  const models = catalogue.find((entry) => entry.brand === brand)?.models ?? [];
  return (
        <>
      <p className={styles.muted}>{copy.manual.intro}</p>
      <input type="hidden" name="handmatig" value="1" />
      <Field id="ti-brand" label={copy.manual.brand} error={errors.brand}>
        <select
          id="ti-brand"
          name={QUERY_FIELDS.brand}
          className={styles.input}
          value={brand}
          onChange={(event) => setBrand(event.target.value)}
          aria-invalid={errors.brand ? true : undefined}
          aria-describedby={describedBy('ti-brand', false, errors.brand)}
        >
          <option value="">{copy.manual.brandPlaceholder}</option>
          {catalogue.map((entry) => (
            <option key={entry.brand} value={entry.brand}>
              {entry.brand}
            </option>
          ))}
        </select>
      </Field>
      <Field id="ti-model" label={copy.manual.model} hint={copy.manual.modelHint} error={errors.model}>
        <input
          id="ti-model"
          name={QUERY_FIELDS.model}
          className={styles.input}
          list="ti-models"
          autoComplete="off"
          defaultValue={values[QUERY_FIELDS.model]}
          aria-invalid={errors.model ? true : undefined}
          aria-describedby={describedBy('ti-model', true, errors.model)}
        />
        <datalist id="ti-models">
          {models.map((model) => (
            <option key={model} value={model} />
          ))}
        </datalist>
      </Field>
      <div className={styles.pair}>
        <Field id="ti-year" label={copy.manual.year} hint={copy.manual.yearHint} error={errors.year}>
          <input
            id="ti-year"
            name={QUERY_FIELDS.year}
            className={styles.input}
            inputMode="numeric"
            maxLength={4}
            defaultValue={values[QUERY_FIELDS.year]}
            aria-invalid={errors.year ? true : undefined}
            aria-describedby={describedBy('ti-year', true, errors.year)}
          />
        </Field>
        <Field id="ti-fuel" label={copy.manual.fuel} error={errors.fuel}>
          <select
            id="ti-fuel"
            name={QUERY_FIELDS.fuel}
            className={styles.input}
            defaultValue={values[QUERY_FIELDS.fuel] ?? ''}
            aria-invalid={errors.fuel ? true : undefined}
            aria-describedby={describedBy('ti-fuel', false, errors.fuel)}
          >
            <option value="">{copy.manual.fuelPlaceholder}</option>
            {FUEL_TYPES.map((fuel) => (
              <option key={fuel} value={fuel}>
                {copy.fuel[fuel]}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </>
  );
}
