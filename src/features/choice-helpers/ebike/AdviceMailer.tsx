'use client';

import 'altcha/altcha.css';
import { useId, useState, type FormEvent } from 'react';
import { BotCheckField, EmailField, useBotCheckedSubmit, type WidgetStrings } from '@/features/saved-searches';
import { mailerOutcome, validateMailerInput, type MailerErrors } from './mailer-form-model';
import styles from './mailer.module.css';

export const ADVICE_MAIL_CALL = '/api/client/choice-helper/mail';

export interface AdviceMailerCopy {
  title: string;
  intro: string;
  email: string;
  keepPosted: string;
  keepPostedHint: string;
  botCheck: string;
  submit: string;
  sending: string;
  doneTitle: string;
  doneText: string;
  donePosted: string;
  botCheckMissing: string;
  errors: Record<'email' | 'answers' | 'tooMany' | 'failed', string>;
  widget: WidgetStrings;
}

/**
 * "Mail mij dit advies": address, the keep-me-posted box and the bot check (decision 020). No name:
 * the mail greets nobody by it, since no visitor's word goes into a mail to an unconfirmed address.
 * Needs JavaScript for the bot check, like the subscribe dialog; the advice itself does not.
 */
export function AdviceMailer({ copy, answers }: { copy: AdviceMailerCopy; answers: string }) {
  const id = useId();
  const { widgetHost, botCheckState, errors, sending, submit: post } = useBotCheckedSubmit<MailerErrors>(copy.widget);
  const [email, setEmail] = useState('');
  const [keepPosted, setKeepPosted] = useState(false);
  const [done, setDone] = useState(false);
  const [posted, setPosted] = useState(false);

  const submit = (event: FormEvent) =>
    post(event, {
      validate: () => validateMailerInput({ email }, copy.errors),
      call: ADVICE_MAIL_CALL,
      body: () => ({ email, answers, keepPosted }),
      outcome: (status, body) => mailerOutcome(status, body, copy.errors),
      onDone: (outcome) => {
        setPosted(outcome.subscription === 'pending');
        setDone(true);
      },
      messages: { botCheckMissing: copy.botCheckMissing, failed: copy.errors.failed },
    });

  if (done) {
    return (
      <section className={styles.mailer} aria-labelledby={`${id}-title`} role="status">
        <h2 id={`${id}-title`} className={styles.title}>
          {copy.doneTitle}
        </h2>
        <p className={styles.text}>{copy.doneText.replace('{{email}}', email.trim().toLowerCase())}</p>
        {posted && <p className={styles.text}>{copy.donePosted}</p>}
      </section>
    );
  }

  return (
    <section className={styles.mailer} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {copy.title}
      </h2>
      <p className={styles.text}>{copy.intro}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <EmailField label={copy.email} name="email" value={email} onChange={setEmail} error={errors.email} errorId={`${id}-email`} classes={styles} />
        <label className={styles.check}>
          <input type="checkbox" name="keepPosted" checked={keepPosted} aria-describedby={`${id}-posted`} onChange={(event) => setKeepPosted(event.target.checked)} />
          <span>
            {copy.keepPosted}
            <span id={`${id}-posted`} className={styles.hint}>
              {copy.keepPostedHint}
            </span>
          </span>
        </label>
        <BotCheckField label={copy.botCheck} widgetHost={widgetHost} state={botCheckState} error={errors.botCheck} errorId={`${id}-bot`} classes={styles} />
        {(errors.form ?? errors.answers) && (
          <p className={styles.formError} role="alert">
            {errors.form ?? errors.answers}
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending || undefined}>
          {sending ? copy.sending : copy.submit}
        </button>
      </form>
    </section>
  );
}
