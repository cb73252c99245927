'use client';

import { useRef, useState, type FormEvent } from 'react';
import { BOT_CHECK_CHALLENGE_CALL } from './bot-check-call';
import { useBotCheck, type WidgetStrings } from './use-bot-check';

/** Every such form has a place for the bot check's error and one for the form's. */
type Errors = Partial<Record<'botCheck' | 'form', string>>;

export interface BotCheckedPost<E extends Errors, O extends { kind: string }> {
  /** The browser's checks; a form with errors is not sent. */
  validate(): E;
  call: string;
  body(): unknown;
  /** What the call's answer means: the form's errors (and whether the widget needs a fresh challenge), or its result. */
  outcome(status: number, body: unknown): O | { kind: 'errors'; errors: E; resetBotCheck: boolean };
  /** Told the result when the call went through. */
  onDone(outcome: O): void;
  messages: { botCheckMissing: string; failed: string };
}

/**
 * The flow shared by the forms that make the site send mail (subscribe dialog, newsletter, advice
 * mailer): check the fields, wait for the bot check's token (decision 020), post the JSON with it
 * in `x-altcha`, then show the answer's errors or hand on the result.
 */
export function useBotCheckedSubmit<E extends Errors>(widget: WidgetStrings) {
  const widgetHost = useRef<HTMLDivElement>(null);
  const botCheck = useBotCheck(widgetHost, BOT_CHECK_CHALLENGE_CALL, widget);
  const [errors, setErrors] = useState<E>({} as E);
  const [sending, setSending] = useState(false);

  const submit = async <O extends { kind: string }>(event: FormEvent, post: BotCheckedPost<E, O>) => {
    event.preventDefault();
    const invalid = post.validate();
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSending(true);
    const token = await botCheck.ready();
    if (!token) {
      setErrors({ botCheck: post.messages.botCheckMissing } as E);
      setSending(false);
      return;
    }
    try {
      const response = await fetch(post.call, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-altcha': token },
        body: JSON.stringify(post.body()),
      });
      const outcome = post.outcome(response.status, await response.json().catch(() => null));
      if (outcome.kind === 'errors') {
        const refused = outcome as { errors: E; resetBotCheck: boolean };
        setErrors(refused.errors);
        if (refused.resetBotCheck) botCheck.renew();
        setSending(false);
        return;
      }
      post.onDone(outcome as O);
      setSending(false);
    } catch {
      setErrors({ form: post.messages.failed } as E);
      setSending(false);
    }
  };

  return { widgetHost, botCheckState: botCheck.state, errors, sending, submit };
}
