'use client';

import { useId, useMemo, useState } from 'react';
import { formatPrice } from '@/lib/format/number';
import { annuity, defaultTerm, effectiveYearlyRate, EXAMPLE_YEARLY_RATE, LOAN_MAX, LOAN_MIN, LOAN_TERMS } from './annuity';
import { fill } from './photos';
import styles from './banners.module.css';

export interface CalculatorCopy {
  amount: string;
  term: string;
  /** "{{count}} maanden" */
  months: string;
  monthly: string;
  example: string;
  invalid: string;
  warning: string;
}

const rateText = `${EXAMPLE_YEARLY_RATE.toLocaleString('nl-NL')}%`;
const effectiveText = `${effectiveYearlyRate(EXAMPLE_YEARLY_RATE).toLocaleString('nl-NL')}%`;
const euros = (value: number) => formatPrice(Math.round(value * 100));

/** The monthly-payment calculator of the financing banner (annuity, an example rate). */
export function FinancingCalculator({ price, copy }: { price: number; copy: CalculatorCopy }) {
  const initial = Math.min(LOAN_MAX, Math.max(LOAN_MIN, Math.round(price)));
  const [amountText, setAmountText] = useState(String(initial));
  const [months, setMonths] = useState<number>(defaultTerm(initial));
  const amountId = useId();
  const termId = useId();
  const resultId = useId();

  const amount = Number(amountText.replace(/\./g, '').replace(',', '.'));
  const valid = Number.isFinite(amount) && amount >= LOAN_MIN && amount <= LOAN_MAX;
  const result = useMemo(() => (valid ? annuity({ amount, yearlyRatePercent: EXAMPLE_YEARLY_RATE, months }) : null), [valid, amount, months]);

  return (
    <div className={styles.calculator}>
      <div className={styles.fields}>
        <label className={styles.field} htmlFor={amountId}>
          <span>{copy.amount}</span>
          <span className={styles.euroInput}>
            <span aria-hidden="true">€</span>
            <input
              id={amountId}
              inputMode="numeric"
              autoComplete="off"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value.replace(/[^\d.,]/g, ''))}
              aria-invalid={!valid}
              aria-describedby={resultId}
            />
          </span>
        </label>
        <label className={styles.field} htmlFor={termId}>
          <span>{copy.term}</span>
          <select id={termId} value={months} onChange={(event) => setMonths(Number(event.target.value))}>
            {LOAN_TERMS.map((term) => (
              <option key={term} value={term}>
                {fill(copy.months, { count: term })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div id={resultId} aria-live="polite">
        {result ? (
          <>
            <p className={styles.monthly}>
              <span>{copy.monthly}</span> <strong className="tabular">{euros(result.monthly)}</strong>
            </p>
            <p className={styles.example}>{fill(copy.example, { amount: euros(amount), months, monthly: euros(result.monthly), rate: rateText, effective: effectiveText, total: euros(result.total) })}</p>
          </>
        ) : (
          <p className={styles.invalid}>{fill(copy.invalid, { min: euros(LOAN_MIN), max: euros(LOAN_MAX) })}</p>
        )}
      </div>
      <p className={styles.warning}>{copy.warning}</p>
    </div>
  );
}
