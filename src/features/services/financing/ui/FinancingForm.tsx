'use client';

import Link from 'next/link';
import { LOAN_TERMS } from '@/lib/finance/annuity';
import { fill } from '../../lead-kit/fill';
import { ContactFields, PostcodeField } from '../../lead-kit/ContactFields';
import { inputProps, ServiceField } from '../../lead-kit/ServiceField';
import { ServiceFormFooter } from '../../lead-kit/ServiceFormFooter';
import styles from '../../lead-kit/service.module.css';
import { useServiceForm, type ServiceFormState } from '../../lead-kit/use-service-form';
import { FINANCING_API, FINANCING_FORM_ACTION } from '../paths';

export interface FinancingFormCopy {
  form: Record<string, string>;
  sent: Record<string, string>;
}

export interface FinancingFormProps {
  copy: FinancingFormCopy;
  initial: ServiceFormState;
  /** The detail page's vehicle: its code goes with the request, and the confirmation names it. */
  vehicle: { code: string; title: string; url: string } | null;
  defaultAmount: number;
  defaultMonths: number;
}

const FORM = 'financing';

interface Outcome {
  dealer?: { name?: string; city?: string | null; distanceKm?: number | null };
  vehicle?: { title?: string; url?: string } | null;
}

function Sent({ copy, outcome, back, onAgain }: { copy: FinancingFormCopy; outcome: Outcome; back: string | null; onAgain(): void }) {
  const dealer = outcome.dealer ?? {};
  const vehicle = outcome.vehicle ?? null;
  const who = vehicle?.title
    ? fill(copy.sent.toVehicleDealer ?? '', { dealer: dealer.name ?? '', vehicle: vehicle.title })
    : fill(copy.sent.toNearest ?? '', { dealer: dealer.name ?? '', city: dealer.city ?? '', km: dealer.distanceKm ?? 0 });
  return (
    <>
      <h2>{copy.sent.heading}</h2>
      <p>{who}</p>
      <p>{copy.sent.next}</p>
      {back && <Link href={back}>{copy.sent.backToVehicle}</Link>}
      <button type="button" className={styles.linkButton} onClick={onAgain}>
        {copy.sent.again}
      </button>
    </>
  );
}

/** "Vraag financiering aan" (issue 17, item 1): a plain POST form that JavaScript sends without a reload. */
export function FinancingForm({ copy, initial, vehicle, defaultAmount, defaultMonths }: FinancingFormProps) {
  const { errors, outcome, sending, submit, again, resultRef, formRef } = useServiceForm(FINANCING_API, initial, copy.form.unreachable ?? '');
  const f = copy.form;
  const value = (name: string, fallback = '') => initial.values[name] ?? fallback;
  const input = inputProps(FORM, errors);

  if (outcome) {
    return (
      <div ref={resultRef} tabIndex={-1} className={styles.sent} id="aanvraag-verstuurd" aria-live="polite">
        <Sent copy={copy} outcome={outcome as Outcome} back={vehicle?.url ?? null} onAgain={again} />
      </div>
    );
  }
  return (
    <form ref={formRef} method="post" action={FINANCING_FORM_ACTION} className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="aanvraag-heading">
      <h2 id="aanvraag-heading">{f.heading}</h2>
      <p className={styles.muted}>{vehicle ? f.intro : `${f.intro} ${f.introNearest}`}</p>
      {errors.form && (
        <p className={styles.formError} role="alert" tabIndex={-1} data-form-error>
          {errors.form}
        </p>
      )}
      {vehicle && <input type="hidden" name="vehicle" value={vehicle.code} />}
      <div className={styles.pair}>
        <ServiceField form={FORM} name="amount" label={f.amount ?? ''} hint={f.amountHint} error={errors.amount}>
          <input {...input('amount', true)} inputMode="decimal" autoComplete="off" defaultValue={value('amount', String(defaultAmount))} required />
        </ServiceField>
        <ServiceField form={FORM} name="months" label={f.months ?? ''} error={errors.months}>
          <select {...input('months')} defaultValue={value('months', String(defaultMonths))}>
            {LOAN_TERMS.map((term) => (
              <option key={term} value={term}>
                {fill(f.monthsOption ?? '', { count: term })}
              </option>
            ))}
          </select>
        </ServiceField>
      </div>
      <ContactFields form={FORM} copy={f} errors={errors} value={value} phoneRequired={true} />
      <PostcodeField form={FORM} copy={f} errors={errors} value={value} />
      <ServiceFormFooter form={FORM} copy={f} sending={sending} />
    </form>
  );
}
