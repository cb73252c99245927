import { fieldId } from './ServiceField';
import styles from './service.module.css';

/** A service form's end: the honeypot field people do not see, the submit button and the privacy line. */
export function ServiceFormFooter({ form, copy, sending }: { form: string; copy: Record<string, string>; sending: boolean }) {
  return (
    <>
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={fieldId(form, 'website')}>{copy.website}</label>
        <input id={fieldId(form, 'website')} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className={styles.primaryButton} disabled={sending}>
        {sending ? copy.sending : copy.submit}
      </button>
      <p className={styles.hint}>{copy.privacy}</p>
    </>
  );
}
