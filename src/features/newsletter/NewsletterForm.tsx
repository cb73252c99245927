'use client';

import 'altcha/altcha.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BotCheckField, ConsentField, EmailField, SUBSCRIBE_CALL, subscribeOutcome, useBotCheckedSubmit, type FormErrors, type FormMessages, type WidgetStrings } from '@/features/saved-searches';
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
  const consentBox = useRef<HTMLInputElement>(null);
  const { widgetHost, botCheckState, errors, sending, submit: post } = useBotCheckedSubmit<FormErrors>(copy.widget);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [done, setDone] = useState<'pending' | 'already' | null>(null);

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

  const submit = (event: FormEvent) =>
    post(event, {
      validate: () => {
        const invalid: FormErrors = {};
        if (!isPlainAddress(normaliseAddress(email))) invalid.email = copy.messages.email;
        if (!consent) invalid.consent = copy.consentError;
        return invalid;
      },
      call: SUBSCRIBE_CALL,
      body: () => ({ kind: 'newsletter', email: normaliseAddress(email), consent: true }),
      outcome: (status, body) => subscribeOutcome(status, body, copy.messages),
      onDone: (outcome) => setDone(outcome.kind),
      messages: copy.messages,
    });

  if (done) return <NewsletterDone copy={copy} already={done === 'already'} address={normaliseAddress(email)} />;

  return (
    <form className={styles.form} noValidate method="get" action={SIGNUP_ACTION} aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`} className={styles.title}>
        {copy.title}
      </h2>
      <EmailField label={copy.email} name={SIGNUP_EMAIL_PARAM} value={email} onChange={setEmail} error={errors.email} errorId={`${id}-email`} classes={styles} />
      <ConsentField checked={consent} onChange={setConsent} error={errors.consent} errorId={`${id}-consent`} inputRef={consentBox} classes={styles}>
        {copy.consent}
      </ConsentField>
      <BotCheckField label={copy.botCheck} widgetHost={widgetHost} state={botCheckState} error={errors.botCheck} errorId={`${id}-bot`} classes={styles} />
      <noscript>
        <p className={styles.noScript}>{copy.noScript}</p>
      </noscript>
      {errors.form && (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending || undefined}>
        {sending ? copy.sending : copy.submit}
      </button>
    </form>
  );
}
