'use client';

import { useId, useMemo, useState } from 'react';
import { formatDecimal, formatPrice } from '@/lib/format/number';
import { annuity, defaultTerm, effectiveYearlyRate, EXAMPLE_YEARLY_RATE, isLoanAmount, LOAN_MAX, LOAN_MIN, LOAN_TERMS, parseLoanAmount } from '@/lib/finance/annuity';
import styles from './calculator.module.css';

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

/** Replaces {{name}} placeholders: the copy arrives as templates, so the island needs no i18n library. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

// Three decimals at most, as toLocaleString would write them, without a browser's Intl (decision 048).
const rateText = `${formatDecimal(EXAMPLE_YEARLY_RATE, 3)}%`;
const effectiveText = `${formatDecimal(effectiveYearlyRate(EXAMPLE_YEARLY_RATE), 3)}%`;
const euros = (value: number) => formatPrice(Math.round(value * 100));

/**
 * The monthly-payment calculator (annuity at an example rate) of the detail page's financing banner
 * and of /financieren/autofinanciering. The AFM's warning "Let op! Geld lenen kost geld" stays under
 * every example, as visible as the example itself (Besluit Gedragstoezicht financiële ondernemingen).
 */
export function FinancingCalculator({ price, copy }: { price: number; copy: CalculatorCopy }) {
  const initial = Math.min(LOAN_MAX, Math.max(LOAN_MIN, Math.round(price)));
  const [amountText, setAmountText] = useState(String(initial));
  const [months, setMonths] = useState<number>(defaultTerm(initial));
  const amountId = useId();
  const termId = useId();
  const resultId = useId();

  const parsed = parseLoanAmount(amountText);
  const valid = isLoanAmount(parsed);
  const amount = parsed ?? 0;
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
