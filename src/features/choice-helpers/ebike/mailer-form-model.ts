/**
 * The advice mailer's checks in the browser and what an answer of the mail call means. Pure: the
 * same address rule as the endpoint (mail-request.ts), so a refusal is rare.
 */
import { validEmail } from './mail-fields';

export type MailerErrors = Partial<Record<'email' | 'answers' | 'botCheck' | 'form', string>>;
type Messages = Record<'email' | 'answers' | 'tooMany' | 'failed', string>;

export function validateMailerInput(input: { email: string }, messages: Messages): MailerErrors {
  const errors: MailerErrors = {};
  if (validEmail(input.email) === null) errors.email = messages.email;
  return errors;
}

export type MailerOutcome =
  | { kind: 'sent'; subscription: 'none' | 'pending' | 'confirmed' }
  | { kind: 'errors'; errors: MailerErrors; resetBotCheck: boolean };

function fieldErrors(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const { errors } = body as { errors: unknown };
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, unknown>) : {};
}

export function mailerOutcome(status: number, body: unknown, messages: Messages): MailerOutcome {
  if (status === 202) {
    const subscription = (body as { subscription?: unknown } | null)?.subscription;
    return { kind: 'sent', subscription: subscription === 'pending' || subscription === 'confirmed' ? subscription : 'none' };
  }
  const fields = fieldErrors(body);
  const text = (key: string): string | undefined => (typeof fields[key] === 'string' ? fields[key] : undefined);
  if (status === 403) return { kind: 'errors', errors: { botCheck: text('botCheck') ?? messages.failed }, resetBotCheck: true };
  if (status === 429) return { kind: 'errors', errors: { form: text('form') ?? messages.tooMany }, resetBotCheck: true };
  if (status === 400) {
    const errors: MailerErrors = {};
    for (const key of ['email', 'answers'] as const) {
      const message = text(key);
      if (message) errors[key] = message;
    }
    return { kind: 'errors', errors: Object.keys(errors).length > 0 ? errors : { form: messages.failed }, resetBotCheck: false };
  }
  return { kind: 'errors', errors: { form: messages.failed }, resetBotCheck: false };
}
