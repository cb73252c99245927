/**
 * The dialog's copy, read from subscriptions.json by the server (subscribe-copy.server.ts) and
 * handed to the client components as plain strings.
 */
import type { Frequency } from '../subscriptions/subscription-rules';
import type { FormMessages } from './subscribe-form-model';
import type { WidgetStrings } from './use-bot-check';

export interface SubscribeCopy {
  button: string;
  title: string;
  intro: string;
  email: string;
  emailHint: string;
  frequency: string;
  frequencies: Record<Frequency, { name: string; hint: string }>;
  consent: string;
  botCheck: string;
  submit: string;
  sending: string;
  close: string;
  doneTitle: string;
  doneText: string;
  doneSpam: string;
  alreadyTitle: string;
  alreadyText: string;
  messages: FormMessages & { botCheckMissing: string };
  widget: WidgetStrings;
}
