/**
 * The subscribe dialog's logic without React: what the visitor must fill in, the body of the
 * call, and what each answer means for the dialog. The server checks everything again.
 */
import { isPlainAddress, normaliseAddress } from '@/lib/mail/address';
import type { Frequency } from '../subscriptions/subscription-rules';
import type { SearchToSave } from '../store';

export type SubscribeTarget = { kind: 'search'; search: SearchToSave } | { kind: 'priceDrop'; listingIds: number[] };

export interface SubscribeInput {
  email: string;
  frequency: Frequency;
  consent: boolean;
}

export type FieldName = 'email' | 'consent' | 'botCheck' | 'form';
export type FormErrors = Partial<Record<FieldName, string>>;

export interface FormMessages {
  email: string;
  consent: string;
  failed: string;
  malformed: string;
}

export function validateSubscribeInput(input: SubscribeInput, messages: FormMessages): FormErrors {
  const errors: FormErrors = {};
  if (!isPlainAddress(normaliseAddress(input.email))) errors.email = messages.email;
  if (!input.consent) errors.consent = messages.consent;
  return errors;
}

export function subscribeBody(target: SubscribeTarget, input: SubscribeInput): Record<string, unknown> {
  const common = { email: normaliseAddress(input.email), frequency: input.frequency, consent: true };
  if (target.kind === 'priceDrop') return { kind: 'priceDrop', ...common, listingIds: target.listingIds };
  const { url, label, filters, request } = target.search;
  return { kind: 'search', ...common, search: { url, label, filters, request } };
}

export type SubscribeOutcome = { kind: 'pending' } | { kind: 'already' } | { kind: 'errors'; errors: FormErrors; resetBotCheck: boolean };

/** The dialog's next state from the call's answer: the server's Dutch field errors where it gave them. */
export function subscribeOutcome(status: number, body: unknown, messages: FormMessages): SubscribeOutcome {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as { status?: unknown; errors?: Record<string, unknown> };
  if (status === 202) return answer.status === 'Confirmed' ? { kind: 'already' } : { kind: 'pending' };
  const errors: FormErrors = {};
  for (const field of ['email', 'botCheck', 'form'] as const) {
    const message = answer.errors?.[field];
    if (typeof message === 'string') errors[field] = message;
  }
  if (Object.keys(errors).length === 0) errors.form = status === 400 ? messages.malformed : messages.failed;
  // A refused token is spent or stale either way: the widget must solve a fresh challenge.
  return { kind: 'errors', errors, resetBotCheck: status === 403 || status === 429 || status === 400 };
}
