'use client';

import 'altcha/altcha.css';
import { useId, useRef, useState, type FormEvent } from 'react';
import { BOT_CHECK_CHALLENGE_CALL, useBotCheck, type WidgetStrings } from '@/features/saved-searches';
import { mailerOutcome, validateMailerInput, type MailerErrors } from './mailer-form-model';
import styles from './mailer.module.css';

export const ADVICE_MAIL_CALL = '/api/client/choice-helper/mail';

export interface AdviceMailerCopy {
  title: string;
  intro: string;
  name: string;
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
  errors: Record<'name' | 'email' | 'answers' | 'tooMany' | 'failed', string>;
  widget: WidgetStrings;
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <span id={id} className={styles.error}>
      {text}
    </span>
  ) : null;
}

/**
 * "Mail mij dit advies": name, address, the keep-me-posted box and the bot check (decision 020).
 * Needs JavaScript for the bot check, like the subscribe dialog; the advice itself does not.
 */
export function AdviceMailer({ copy, answers }: { copy: AdviceMailerCopy; answers: string }) {
  const id = useId();
  const widgetHost = useRef<HTMLDivElement>(null);
  const botCheck = useBotCheck(widgetHost, BOT_CHECK_CHALLENGE_CALL, copy.widget);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [keepPosted, setKeepPosted] = useState(false);
  const [errors, setErrors] = useState<MailerErrors>({});
  const [phase, setPhase] = useState<'form' | 'sending' | 'done'>('form');
  const [posted, setPosted] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateMailerInput({ name, email }, copy.errors);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setPhase('sending');
    const token = await botCheck.ready();
    if (!token) {
      setErrors({ botCheck: copy.botCheckMissing });
      setPhase('form');
      return;
    }
    try {
      const response = await fetch(ADVICE_MAIL_CALL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-altcha': token },
        body: JSON.stringify({ name, email, answers, keepPosted }),
      });
      const outcome = mailerOutcome(response.status, await response.json().catch(() => null), copy.errors);
      if (outcome.kind === 'errors') {
        setErrors(outcome.errors);
        if (outcome.resetBotCheck) botCheck.renew();
        setPhase('form');
        return;
      }
      setPosted(outcome.subscription === 'pending');
      setPhase('done');
    } catch {
      setErrors({ form: copy.errors.failed });
      setPhase('form');
    }
  };

  if (phase === 'done') {
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
        <label className={styles.field}>
          <span className={styles.label}>{copy.name}</span>
          <input
            className={styles.input}
            name="name"
            autoComplete="given-name"
            value={name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <FieldError id={`${id}-name`} text={errors.name} />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{copy.email}</span>
          <input
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FieldError id={`${id}-email`} text={errors.email} />
        </label>
        <label className={styles.check}>
          <input type="checkbox" name="keepPosted" checked={keepPosted} aria-describedby={`${id}-posted`} onChange={(event) => setKeepPosted(event.target.checked)} />
          <span>
            {copy.keepPosted}
            <span id={`${id}-posted`} className={styles.hint}>
              {copy.keepPostedHint}
            </span>
          </span>
        </label>
        <div className={styles.botCheck} role="group" aria-label={copy.botCheck}>
          <div ref={widgetHost} className={styles.widget} data-state={botCheck.state} />
          <FieldError id={`${id}-bot`} text={errors.botCheck} />
        </div>
        {(errors.form ?? errors.answers) && (
          <p className={styles.formError} role="alert">
            {errors.form ?? errors.answers}
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={phase === 'sending'} aria-busy={phase === 'sending' || undefined}>
          {phase === 'sending' ? copy.sending : copy.submit}
        </button>
      </form>
    </section>
  );
}
