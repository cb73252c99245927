import { RADIUS_STEPS_KM, type RadiusKm } from './dealer-ranking';
import styles from './service-page.module.css';

export interface PostcodeFormCopy {
  heading: string;
  postcode: string;
  postcodeHint: string;
  radius: string;
  radiusOption: (km: number) => string;
  submit: string;
}

export interface PostcodeFormProps {
  /** The page itself: a GET to it works without JavaScript and gives a shareable address. */
  action: string;
  idPrefix: string;
  copy: PostcodeFormCopy;
  postcode: string;
  radiusKm: RadiusKm;
  error?: string | null;
  /** Other state of the page the form must keep (the bike-lease calculator's inputs). */
  hidden?: Readonly<Record<string, string>>;
  /** The id of the heading element the form belongs to; the form renders its own when absent. */
  headingId?: string;
}

/** Postcode and radius, as a plain GET form (issue 17: works without JavaScript). */
export function PostcodeForm({ action, idPrefix, copy, postcode, radiusKm, error = null, hidden = {}, headingId }: PostcodeFormProps) {
  const ids = { heading: headingId ?? `${idPrefix}-heading`, postcode: `${idPrefix}-postcode`, hint: `${idPrefix}-postcode-hint`, error: `${idPrefix}-postcode-error`, radius: `${idPrefix}-radius` };
  return (
    <form method="get" action={action} className={styles.card} aria-labelledby={ids.heading} noValidate>
      {headingId ? null : (
        <h2 id={ids.heading} className={styles.cardTitle}>
          {copy.heading}
        </h2>
      )}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.pair}>
        <div className={styles.field}>
          <label htmlFor={ids.postcode} className={styles.label}>
            {copy.postcode}
          </label>
          <input
            id={ids.postcode}
            name="postcode"
            className={styles.input}
            defaultValue={postcode}
            autoComplete="postal-code"
            inputMode="text"
            maxLength={20}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
          />
          <p id={ids.hint} className={styles.hint}>
            {copy.postcodeHint}
          </p>
          {error ? (
            <p id={ids.error} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.radius} className={styles.label}>
            {copy.radius}
          </label>
          <select id={ids.radius} name="straal" className={styles.input} defaultValue={String(radiusKm)}>
            {RADIUS_STEPS_KM.map((km) => (
              <option key={km} value={km}>
                {copy.radiusOption(km)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <button type="submit" className={styles.primaryButton}>
          {copy.submit}
        </button>
      </div>
    </form>
  );
}
