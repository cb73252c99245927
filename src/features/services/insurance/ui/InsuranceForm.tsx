'use client';

import { PlateInput } from '@/features/plate-registry';
import { fill } from '../../lead-kit/fill';
import { ContactFields, PostcodeField } from '../../lead-kit/ContactFields';
import { fieldId, inputProps, ServiceField } from '../../lead-kit/ServiceField';
import { ServiceFormFooter } from '../../lead-kit/ServiceFormFooter';
import styles from '../../lead-kit/service.module.css';
import { useServiceForm, type ServiceFormState } from '../../lead-kit/use-service-form';
import { INSURANCE_API, INSURANCE_FORM_ACTION } from '../paths';
import { CLAIM_FREE_YEARS_MAX, CLAIM_FREE_YEARS_MIN } from '../insurance-request';

export interface InsuranceFormProps {
  /** The form and sent copy, with the partner's name and the working days already filled in. */
  copy: { form: Record<string, string>; sent: Record<string, string> };
  initial: ServiceFormState;
}

const FORM = 'insurance';

/** "Vraag een indicatie aan" (issue 17, item 2): a plain POST form that JavaScript sends without a reload. */
export function InsuranceForm({ copy, initial }: InsuranceFormProps) {
  const { errors, outcome, sending, submit, again, resultRef, formRef } = useServiceForm(INSURANCE_API, initial, copy.form.unreachable ?? '');
  const f = copy.form;
  const value = (name: string) => initial.values[name] ?? '';
  const input = inputProps(FORM, errors);

  if (outcome) {
    const vehicle = typeof outcome.vehicle === 'string' ? outcome.vehicle : null;
    const plate = typeof outcome.licensePlate === 'string' ? outcome.licensePlate : '';
    const partner = typeof outcome.partner === 'string' ? outcome.partner : '';
    return (
      <div ref={resultRef} tabIndex={-1} className={styles.sent} id="aanvraag-verstuurd" aria-live="polite">
        <h2>{copy.sent.heading}</h2>
        <p>{vehicle ? fill(copy.sent.text ?? '', { partner, vehicle, plate }) : fill(copy.sent.textNoVehicle ?? '', { partner, plate })}</p>
        <p>{copy.sent.next}</p>
        <button type="button" className={styles.linkButton} onClick={again}>
          {copy.sent.again}
        </button>
      </div>
    );
  }
  return (
    <form ref={formRef} method="post" action={INSURANCE_FORM_ACTION} className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="aanvraag-heading">
      <h2 id="aanvraag-heading">{f.heading}</h2>
      <p className={styles.muted}>{f.intro}</p>
      {errors.form && (
        <p className={styles.formError} role="alert" tabIndex={-1} data-form-error>
          {errors.form}
        </p>
      )}
      <PlateInput id={fieldId(FORM, 'licensePlate')} name="licensePlate" label={f.licensePlate ?? ''} hint={f.licensePlateHint} defaultValue={value('licensePlate')} error={errors.licensePlate} required />
      <ServiceField form={FORM} name="claimFreeYears" label={f.claimFreeYears ?? ''} hint={f.claimFreeYearsHint} error={errors.claimFreeYears}>
        <input {...input('claimFreeYears', true)} type="number" inputMode="numeric" min={CLAIM_FREE_YEARS_MIN} max={CLAIM_FREE_YEARS_MAX} step={1} defaultValue={value('claimFreeYears')} required />
      </ServiceField>
      <PostcodeField form={FORM} copy={f} errors={errors} value={value} />
      <ContactFields form={FORM} copy={f} errors={errors} value={value} phoneRequired={false} />
      <ServiceFormFooter form={FORM} copy={f} sending={sending} />
    </form>
  );
}
