'use client';

import 'altcha/altcha.css';
import { useId, useState, type FormEvent } from 'react';
import { ModalDialog } from '@/lib/dialog/ModalDialog';
import { FREQUENCIES, type Frequency } from '../subscriptions/subscription-rules';
import { subscribeBody, subscribeOutcome, validateSubscribeInput, type FormErrors, type SubscribeTarget } from './subscribe-form-model';
import type { SubscribeCopy } from './subscribe-copy';
import { useBotCheckedSubmit } from './use-bot-checked-submit';
import { SUBSCRIBE_CALL } from './bot-check-call';
import { BotCheckField } from './BotCheckField';
import { ConsentField } from './ConsentField';
import { EmailField } from './EmailField';
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
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<Frequency>(target.kind === 'priceDrop' ? 'direct' : 'daily');
  const [consent, setConsent] = useState(false);
  const [result, setResult] = useState<'pending' | 'already' | null>(null);
  const { widgetHost, botCheckState, errors, sending, submit: post } = useBotCheckedSubmit<FormErrors>(copy.widget);

  const submit = (event: FormEvent) => {
    const input = { email, frequency, consent };
    return post(event, {
      validate: () => validateSubscribeInput(input, copy.messages),
      call: SUBSCRIBE_CALL,
      body: () => subscribeBody(target, input),
      outcome: (status, body) => subscribeOutcome(status, body, copy.messages),
      onDone: (outcome) => {
        onSubscribed?.(frequency);
        setResult(outcome.kind);
      },
      messages: copy.messages,
    });
  };

  const done = result !== null;
  return (
    <ModalDialog title={done ? (result === 'pending' ? copy.doneTitle : copy.alreadyTitle) : copy.title} closeLabel={copy.close} onClosed={onClosed}>
      {(close) =>
        done ? (
          <SubscribeDone copy={copy} already={result === 'already'} email={email} onClose={close} />
        ) : (
          <form className={styles.body} noValidate onSubmit={(event) => void submit(event)}>
          <p className={styles.intro}>{copy.intro}</p>
          {subject && <p className={styles.subject}>{subject}</p>}
          <EmailField label={copy.email} name="email" value={email} onChange={setEmail} error={errors.email} errorId={`${titleId}-email`} hint={copy.emailHint} classes={styles} />
          {target.kind === 'search' && <FrequencyChoice copy={copy} value={frequency} onChange={setFrequency} />}
          <ConsentField checked={consent} onChange={setConsent} error={errors.consent} classes={styles}>
            <Consent template={copy.consent} />
          </ConsentField>
          <BotCheckField label={copy.botCheck} widgetHost={widgetHost} state={botCheckState} error={errors.botCheck} classes={styles} />
          {errors.form && (
            <p className={styles.formError} role="alert">
              {errors.form}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={sending} aria-busy={sending}>
            {sending ? copy.sending : copy.submit}
          </button>
        </form>
        )
      }
    </ModalDialog>
  );
}
