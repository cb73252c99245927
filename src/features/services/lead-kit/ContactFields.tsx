import { inputProps, ServiceField } from './ServiceField';
import styles from './service.module.css';

export interface ContactFieldsProps {
  form: string;
  /** The form's copy: `name`, `email`, `phone` (and `postcode`, `postcodeHint` for PostcodeField). */
  copy: Record<string, string>;
  errors: Record<string, string | undefined>;
  /** The value the field starts with (what the server echoed back after a refusal). */
  value(name: string): string;
  phoneRequired: boolean;
}

/** Who asks: name, then e-mail and phone side by side (the service forms of issue 17). */
export function ContactFields({ form, copy, errors, value, phoneRequired }: ContactFieldsProps) {
  const input = inputProps(form, errors);
  return (
    <>
      <ServiceField form={form} name="name" label={copy.name ?? ''} error={errors.name}>
        <input {...input('name')} autoComplete="name" defaultValue={value('name')} required maxLength={100} />
      </ServiceField>
      <div className={styles.pair}>
        <ServiceField form={form} name="email" label={copy.email ?? ''} error={errors.email}>
          <input {...input('email')} type="email" autoComplete="email" defaultValue={value('email')} required maxLength={254} />
        </ServiceField>
        <ServiceField form={form} name="phone" label={copy.phone ?? ''} error={errors.phone}>
          <input {...input('phone')} type="tel" autoComplete="tel" defaultValue={value('phone')} required={phoneRequired} maxLength={30} />
        </ServiceField>
      </div>
    </>
  );
}

/** The postcode, with its hint: where the nearest dealer or partner is looked for. */
export function PostcodeField({ form, copy, errors, value }: Omit<ContactFieldsProps, 'phoneRequired'>) {
  const input = inputProps(form, errors);
  return (
    <ServiceField form={form} name="postcode" label={copy.postcode ?? ''} hint={copy.postcodeHint} error={errors.postcode}>
      <input {...input('postcode', true)} autoComplete="postal-code" defaultValue={value('postcode')} required maxLength={7} />
    </ServiceField>
  );
}
