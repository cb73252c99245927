'use client';

import 'altcha/altcha.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BOT_CHECK_CHALLENGE_CALL, SUBSCRIBE_CALL, subscribeOutcome, useBotCheck, type FormErrors, type FormMessages, type WidgetStrings } from '@/features/saved-searches';
import { isPlainAddress, normaliseAddress } from '@/lib/mail/address';
import { SIGNUP_ACTION, SIGNUP_EMAIL_PARAM } from './signup-form';
import styles from './newsletter-form.module.css';

export interface NewsletterFormCopy {
  title: string;
  email: string;
  consent: string;
  botCheck: string;
  submit: string;
  sending: string;
  noScript: string;
  doneTitle: string;
  doneText: string;
  doneSpam: string;
  alreadyTitle: string;
  alreadyText: string;
  consentError: string;
  messages: FormMessages & { botCheckMissing: string };
  widget: WidgetStrings;
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <span id={id} className={styles.error}>
      {text}
    </span>
  ) : null;
}

/** "Kijk in je mailbox": focus moves to its heading, so a screen reader reads what happened. */
function NewsletterDone({ copy, already, address }: { copy: NewsletterFormCopy; already: boolean; address: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.done} role="status">
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {already ? copy.alreadyTitle : copy.doneTitle}
      </h2>
      <p className={styles.text}>{(already ? copy.alreadyText : copy.doneText).replace('{{email}}', address)}</p>
      {!already && <p className={styles.hint}>{copy.doneSpam}</p>}
    </div>
  );
}

/**
 * The newsletter's sign-up (product §2, newsletter form): address, consent and the bot check
 * (decision 020), posted to the one subscribe call as kind 'newsletter'; then "Kijk in je mailbox".
 * Nothing is sent until the address's owner confirms from the mail (double opt-in, decision 021).
 * An address typed in the footer's block arrives as ?email=…: it fills the field and leaves the
 * address bar, so it stays out of the history.
 */
export function NewsletterForm({ copy }: { copy: NewsletterFormCopy }) {
  const id = useId();
  const widgetHost = useRef<HTMLDivElement>(null);
  const consentBox = useRef<HTMLInputElement>(null);
  const botCheck = useBotCheck(widgetHost, BOT_CHECK_CHALLENGE_CALL, copy.widget);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [phase, setPhase] = useState<'form' | 'sending' | 'pending' | 'already'>('form');

  useEffect(() => {
    const url = new URL(window.location.href);
    const given = url.searchParams.get(SIGNUP_EMAIL_PARAM);
    if (given === null) return;
    url.searchParams.delete(SIGNUP_EMAIL_PARAM);
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
    // Read once from the address bar after hydration; the server renders the page for every address alike.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEmail(given.slice(0, 254));
    consentBox.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid: FormErrors = {};
    if (!isPlainAddress(normaliseAddress(email))) invalid.email = copy.messages.email;
    if (!consent) invalid.consent = copy.consentError;
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setPhase('sending');
    const token = await botCheck.ready();
    if (!token) {
      setErrors({ botCheck: copy.messages.botCheckMissing });
      setPhase('form');
      return;
    }
    try {
      const response = await fetch(SUBSCRIBE_CALL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-altcha': token },
        body: JSON.stringify({ kind: 'newsletter', email: normaliseAddress(email), consent: true }),
      });
      const outcome = subscribeOutcome(response.status, await response.json().catch(() => null), copy.messages);
      if (outcome.kind === 'errors') {
        setErrors(outcome.errors);
        if (outcome.resetBotCheck) botCheck.renew();
        setPhase('form');
        return;
      }
      setPhase(outcome.kind);
    } catch {
      setErrors({ form: copy.messages.failed });
      setPhase('form');
    }
  };

  if (phase === 'pending' || phase === 'already') return <NewsletterDone copy={copy} already={phase === 'already'} address={normaliseAddress(email)} />;

  return (
    <form className={styles.form} noValidate method="get" action={SIGNUP_ACTION} aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`} className={styles.title}>
        {copy.title}
      </h2>
      <label className={styles.field}>
        <span className={styles.label}>{copy.email}</span>
        <input
          className={styles.input}
          type="email"
          name={SIGNUP_EMAIL_PARAM}
          autoComplete="email"
          inputMode="email"
          value={email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FieldError id={`${id}-email`} text={errors.email} />
      </label>
      <label className={styles.consent}>
        <input
          ref={consentBox}
          type="checkbox"
          name="consent"
          checked={consent}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? `${id}-consent` : undefined}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <span>{copy.consent}</span>
      </label>
      <FieldError id={`${id}-consent`} text={errors.consent} />
      <div className={styles.botCheck} role="group" aria-label={copy.botCheck}>
        <div ref={widgetHost} className={styles.widget} data-state={botCheck.state} />
        <FieldError id={`${id}-bot`} text={errors.botCheck} />
      </div>
      <noscript>
        <p className={styles.noScript}>{copy.noScript}</p>
      </noscript>
      {errors.form && (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={phase === 'sending'} aria-busy={phase === 'sending' || undefined}>
        {phase === 'sending' ? copy.sending : copy.submit}
      </button>
    </form>
  );
}
