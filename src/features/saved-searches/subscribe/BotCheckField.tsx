'use client';

import type { RefObject } from 'react';
import type { BotCheckState } from './use-bot-check';
import type { FieldClasses } from './field-classes';

export interface BotCheckFieldProps {
  /** The group's accessible name. */
  label: string;
  widgetHost: RefObject<HTMLDivElement | null>;
  state: BotCheckState;
  error: string | undefined;
  errorId?: string;
  classes: FieldClasses;
}

/** The ALTCHA widget's place in a form (decision 020) and the bot check's error. */
export function BotCheckField({ label, widgetHost, state, error, errorId, classes }: BotCheckFieldProps) {
  return (
    <div className={classes.botCheck} role="group" aria-label={label}>
      <div ref={widgetHost} className={classes.widget} data-state={state} />
      {error ? (
        <span id={errorId} className={classes.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
