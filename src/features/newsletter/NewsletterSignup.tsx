import { SIGNUP_ACTION, SIGNUP_EMAIL_PARAM } from './signup-form';
import styles from './newsletter-signup.module.css';

export type SignupVariant = 'footer' | 'blog';

export interface SignupCopy {
  title: string;
  text: string;
  email: string;
  submit: string;
}

/** The block's words from the `newsletter` namespace (the caller's translator: the footer's or the blog route's). */
export function signupCopy(t: (key: string) => string, variant: SignupVariant): SignupCopy {
  return {
    title: t(variant === 'footer' ? 'signup.title' : 'signup.blogTitle'),
    text: t(variant === 'footer' ? 'signup.text' : 'signup.blogText'),
    email: t('signup.email'),
    submit: t('signup.submit'),
  };
}

/**
 * The compact newsletter block in the footer and under the blog index: the address and one
 * button. A plain GET form with no script, so it adds nothing to a page's JavaScript; the
 * newsletter page takes the address and completes the sign-up with consent and the bot check.
 * It imports nothing of the sign-up form or the job, so the footer's module graph stays free of
 * the bot check's widget (decision 028).
 */
export function NewsletterSignup({ variant, copy }: { variant: SignupVariant; copy: SignupCopy }) {
  const id = `newsletter-signup-${variant}`;
  return (
    <section className={styles[variant]} aria-labelledby={`${id}-title`}>
      <div className={styles.copy}>
        <h2 id={`${id}-title`} className={styles.title}>
          {copy.title}
        </h2>
        <p className={styles.text}>{copy.text}</p>
      </div>
      <form method="get" action={SIGNUP_ACTION} className={styles.form}>
        <label htmlFor={`${id}-email`} className={styles.label}>
          {copy.email}
        </label>
        <div className={styles.row}>
          <input id={`${id}-email`} className={styles.input} type="email" name={SIGNUP_EMAIL_PARAM} autoComplete="email" inputMode="email" required maxLength={254} />
          <button type="submit" className={styles.submit}>
            {copy.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
