'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ErrorBody } from '@/lib/api/errors';
import { formatPlate } from '@/lib/vehicle/license-plate';
import { parseValuationQuery, QUERY_FIELDS, valuationBody, valuationQuery, type ValuationInput } from '../valuation-input';
import type { ValuationOutcome } from '../valuation-result';
import { fill, type TradeInCopy } from './copy';
import { ProposalForm } from './ProposalForm';
import { TradeInForm, type CatalogueBrand, type FormMode } from './TradeInForm';
import { NoEstimateResult, ValuedResult } from './ValuationResult';
import styles from './trade-in.module.css';

/** What the result area shows: nothing yet, an outcome, or one of the two errors with a way on. */
export type TradeInView =
  | { kind: 'empty' }
  | { kind: 'outcome'; input: ValuationInput; outcome: Extract<ValuationOutcome, { status: 'valued' | 'noEstimate' }> }
  | { kind: 'unknown'; input: ValuationInput; plate: string }
  | { kind: 'unavailable'; input: ValuationInput };

export interface TradeInAppProps {
  copy: TradeInCopy;
  catalogue: readonly CatalogueBrand[];
  initialMode: FormMode;
  initialValues: Record<string, string>;
  initialErrors: Record<string, string>;
  initialView: TradeInView;
}

const PATH = '/inruilwaarde-auto-berekenen';

function queryRecord(form: HTMLFormElement): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') record[key] = value;
  return record;
}

/** The page's form and result: with JavaScript a valuation comes from the call without a reload. */
export function TradeInApp({ copy, catalogue, initialMode, initialValues, initialErrors, initialView }: TradeInAppProps) {
  const [mode, setMode] = useState<FormMode>(initialMode);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState(initialErrors);
  const [view, setView] = useState<TradeInView>(initialView);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const resultRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current && view.kind !== 'empty') resultRef.current?.focus();
  }, [view]);

  const localErrors = (parsed: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(parsed).map(([field, code]) => [field, (copy.errors as Record<string, string>)[code ?? 'form.invalid'] ?? copy.errors['form.invalid']]));

  const run = async (input: ValuationInput) => {
    setSending(true);
    setFailed(false);
    moved.current = true;
    try {
      const response = await fetch('/api/client/valuation/trade-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(valuationBody(input)) });
      window.history.replaceState(null, '', `${PATH}?${valuationQuery(input)}`);
      if (response.ok) {
        const { result } = (await response.json()) as { result: Extract<ValuationOutcome, { status: 'valued' | 'noEstimate' }> };
        setErrors({});
        setView({ kind: 'outcome', input, outcome: result });
        return;
      }
      const body = (await response.json().catch(() => null)) as ErrorBody | null;
      if (response.status === 404 && input.by === 'plate') {
        setErrors({});
        setView({ kind: 'unknown', input, plate: input.plate });
      } else if (response.status === 503) setView({ kind: 'unavailable', input });
      else if (response.status === 400 && body?.errors) setErrors(body.errors);
      else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const record = queryRecord(event.currentTarget);
    setValues(record);
    // The call's own rules, checked here first: bad input is refused without a round trip.
    const parsed = parseValuationQuery({ ...record, ...(mode === 'manual' ? { handmatig: '1', [QUERY_FIELDS.brand]: record[QUERY_FIELDS.brand] ?? '' } : {}) }, new Date());
    if (!parsed || !parsed.ok) {
      setErrors(localErrors(parsed?.ok === false ? parsed.errors : { licensePlate: 'licensePlate.required' }));
      return;
    }
    setErrors({});
    void run(parsed.input);
  };

  const switchMode = (next: FormMode) => {
    setMode(next);
    setErrors({});
    setFormKey((key) => key + 1);
  };

  return (
    <div className={styles.app}>
      <div className={styles.formColumn}>
        <TradeInForm key={`${mode}-${formKey}`} copy={copy} mode={mode} values={values} errors={errors} catalogue={catalogue} sending={sending} onSubmit={submit} onMode={switchMode} />
        {failed && (
          <p className={styles.formError} role="alert">
            {copy.failed}
          </p>
        )}
      </div>
      <div ref={resultRef} tabIndex={-1} className={styles.resultColumn} role="region" aria-live="polite" aria-label={copy.result.label}>
        {view.kind === 'empty' && <Explainer copy={copy} />}
        {view.kind === 'outcome' && (
          <>
            {view.outcome.status === 'valued' ? <ValuedResult outcome={view.outcome} copy={copy} /> : <NoEstimateResult outcome={view.outcome} copy={copy} />}
            <ProposalForm key={valuationQuery(view.input)} copy={copy} input={view.input} />
          </>
        )}
        {view.kind === 'unknown' && (
          <section className={styles.notice} aria-labelledby="ti-unknown">
            <h2 id="ti-unknown">{copy.unknown.heading}</h2>
            <p>{fill(copy.unknown.text, { plate: formatPlate(view.plate) })}</p>
            <a
              className={styles.primaryButton}
              href={`${PATH}?handmatig=1`}
              onClick={(event) => {
                event.preventDefault();
                switchMode('manual');
                setView({ kind: 'empty' });
              }}
            >
              {copy.unknown.button}
            </a>
          </section>
        )}
        {view.kind === 'unavailable' && <UnavailableNotice copy={copy} sending={sending} href={`${PATH}?${valuationQuery(view.input)}`} onRetry={() => void run(view.input)} />}
      </div>
    </div>
  );
}

function Explainer({ copy }: { copy: TradeInCopy }) {
  const steps = ['market', 'depreciation', 'dealerCosts', 'margin'] as const;
  return (
    <section className={styles.explainer} aria-labelledby="ti-explainer">
      <h2 id="ti-explainer">{copy.explainer.heading}</h2>
      <ol className={styles.explainerSteps}>
        {steps.map((step) => (
          <li key={step}>
            <strong>{copy.result.steps[step]}</strong>
            <span>{copy.explainer[step]}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The registry could not answer: a retry that asks again (a link to the same valuation without JavaScript). */
function UnavailableNotice({ copy, sending, href, onRetry }: { copy: TradeInCopy; sending: boolean; href: string; onRetry(): void }) {
  return (
    <section className={`${styles.notice} ${styles.noticeError}`} role="alert" aria-labelledby="ti-unavailable">
      <h2 id="ti-unavailable">{copy.unavailable.heading}</h2>
      <p>{copy.unavailable.text}</p>
      <a
        className={styles.primaryButton}
        href={href}
        aria-disabled={sending || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (!sending) onRetry();
        }}
      >
        {sending ? copy.form.sending : copy.unavailable.retry}
      </a>
    </section>
  );
}
