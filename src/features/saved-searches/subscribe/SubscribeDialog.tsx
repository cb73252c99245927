'use client';

import 'altcha/altcha.css';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ModalDialog } from '@/lib/dialog/ModalDialog';
import { FREQUENCIES, type Frequency } from '../subscriptions/subscription-rules';
import { subscribeBody, subscribeOutcome, validateSubscribeInput, type FormErrors, type SubscribeTarget } from './subscribe-form-model';
import type { SubscribeCopy } from './subscribe-copy';
import { useBotCheck } from './use-bot-check';
import { BOT_CHECK_CHALLENGE_CALL as CHALLENGE_CALL, SUBSCRIBE_CALL } from './bot-check-call';
import styles from './subscribe.module.css';

export interface SubscribeDialogProps {
  target: SubscribeTarget;
  copy: SubscribeCopy;
  /** What the search is, in words: its label and filters. */
  subject: string;
  onClosed(): void;
  /** Told when the request went through, so the browser's saved search can say it mails. */
  onSubscribed?(frequency: Frequency): void;
}

function Consent({ template }: { template: string }) {
  const match = /^(.*)<link>(.*)<\/link>(.*)$/.exec(template);
  if (!match) return template;
  return (
    <>
      {match[1]}
      <a href="/disclaimer-en-privacyverklaring" target="_blank" rel="noopener">
        {match[2]}
      </a>
      {match[3]}
    </>
  );
}

function FrequencyChoice({ copy, value, onChange }: { copy: SubscribeCopy; value: Frequency; onChange(value: Frequency): void }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{copy.frequency}</legend>
      <div className={styles.choices}>
        {FREQUENCIES.map((option) => (
          <label key={option} className={styles.choice}>
            <input type="radio" name="frequency" value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>
              <strong>{copy.frequencies[option].name}</strong>
              <span className={styles.hint}>{copy.frequencies[option].hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SubscribeDone({ copy, already, email, onClose }: { copy: SubscribeCopy; already: boolean; email: string; onClose(): void }) {
  return (
    <div className={styles.body} role="status">
      <p className={styles.done}>{(already ? copy.alreadyText : copy.doneText).replace('{{email}}', email.trim().toLowerCase())}</p>
      {!already && <p className={styles.hint}>{copy.doneSpam}</p>}
      <button type="button" className={styles.primary} onClick={onClose}>
        {copy.close}
      </button>
    </div>
  );
}

/**
 * "Mail me nieuwe voertuigen" in a native modal <dialog> (focus trap, Escape, backdrop): address,
 * frequency, consent and the bot check, then "check your mail". Nothing is subscribed until the
 * owner of the address confirms from the mail (double opt-in).
 */
export default function SubscribeDialog({ target, copy, subject, onClosed, onSubscribed }: SubscribeDialogProps) {
  const widgetHost = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<Frequency>(target.kind === 'priceDrop' ? 'direct' : 'daily');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [phase, setPhase] = useState<'form' | 'sending' | 'pending' | 'already'>('form');
  const botCheck = useBotCheck(widgetHost, CHALLENGE_CALL, copy.widget);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { email, frequency, consent };
    const invalid = validateSubscribeInput(input, copy.messages);
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
      const response = await fetch(SUBSCRIBE_CALL, { method: 'POST', headers: { 'content-type': 'application/json', 'x-altcha': token }, body: JSON.stringify(subscribeBody(target, input)) });
      const outcome = subscribeOutcome(response.status, await response.json().catch(() => null), copy.messages);
      if (outcome.kind === 'errors') {
        setErrors(outcome.errors);
        if (outcome.resetBotCheck) botCheck.renew();
        setPhase('form');
        return;
      }
      onSubscribed?.(frequency);
      setPhase(outcome.kind);
    } catch {
      setErrors({ form: copy.messages.failed });
      setPhase('form');
    }
  };

  const done = phase === 'pending' || phase === 'already';
  return (
    <ModalDialog title={done ? (phase === 'pending' ? copy.doneTitle : copy.alreadyTitle) : copy.title} closeLabel={copy.close} onClosed={onClosed}>
      {(close) =>
        done ? (
          <SubscribeDone copy={copy} already={phase === 'already'} email={email} onClose={close} />
        ) : (
          <form className={styles.body} noValidate onSubmit={(event) => void submit(event)}>
          <p className={styles.intro}>{copy.intro}</p>
          {subject && <p className={styles.subject}>{subject}</p>}
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
              aria-describedby={errors.email ? `${titleId}-email` : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            {errors.email ? (
              <span id={`${titleId}-email`} className={styles.error}>
                {errors.email}
              </span>
            ) : (
              <span className={styles.hint}>{copy.emailHint}</span>
            )}
          </label>
          {target.kind === 'search' && <FrequencyChoice copy={copy} value={frequency} onChange={setFrequency} />}
          <label className={styles.consent}>
            <input type="checkbox" name="consent" checked={consent} aria-invalid={errors.consent ? true : undefined} onChange={(event) => setConsent(event.target.checked)} />
            <span>
              <Consent template={copy.consent} />
            </span>
          </label>
          {errors.consent && <span className={styles.error}>{errors.consent}</span>}
          <div className={styles.botCheck} aria-label={copy.botCheck} role="group">
            <div ref={widgetHost} className={styles.widget} data-state={botCheck.state} />
            {errors.botCheck && <span className={styles.error}>{errors.botCheck}</span>}
          </div>
          {errors.form && (
            <p className={styles.formError} role="alert">
              {errors.form}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={phase === 'sending'} aria-busy={phase === 'sending'}>
            {phase === 'sending' ? copy.sending : copy.submit}
          </button>
        </form>
        )
      }
    </ModalDialog>
  );
}
