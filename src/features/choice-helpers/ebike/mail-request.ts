/**
 * The advice mailer's request (POST /api/client/choice-helper/mail): pure parsing with Dutch field
 * errors, shared by the form (checks before sending) and the endpoint (the same checks again).
 */
import { z } from 'zod';
import { resolveResult } from '../wizard/wizard-flow';
import { validEmail } from './mail-fields';
import { EBIKE_WIZARD, type EbikeAnswers } from './questions';

/** Seven answers fit in ~150 characters; anything much longer is not ours. */
const ANSWERS_MAX_LENGTH = 600;

const bodySchema = z.object({
  // Asked by older pages and ignored: no word a visitor typed goes into the mail (issue 49 item 11).
  name: z.string().max(500).optional(),
  email: z.string().max(500),
  answers: z.string().max(ANSWERS_MAX_LENGTH),
  keepPosted: z.boolean().default(false),
});

export interface AdviceMailRequest {
  readonly email: string;
  readonly answers: EbikeAnswers;
  /** The canonical answer query, for the link back to the result. */
  readonly query: string;
  readonly keepPosted: boolean;
}

export type MailField = 'email' | 'answers';
export type AdviceMailParse = { ok: true; value: AdviceMailRequest } | { ok: false; fields: readonly MailField[] };

/** The body's fields, each checked; `answers` must be a complete answer set of the e-bike wizard. */
export function parseAdviceMailRequest(body: unknown): AdviceMailParse {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, fields: ['answers'] };
  const email = validEmail(parsed.data.email);
  const view = resolveResult(EBIKE_WIZARD, Object.fromEntries(groupParams(parsed.data.answers)));
  const fields: MailField[] = [];
  if (email === null) fields.push('email');
  if (view.kind !== 'complete') fields.push('answers');
  if (email === null || view.kind !== 'complete') return { ok: false, fields };
  return { ok: true, value: { email, answers: view.answers, query: view.query, keepPosted: parsed.data.keepPosted } };
}

/** A query string as the wizard reads parameters: repeated keys become lists. */
function groupParams(query: string): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(query)) grouped.set(key, [...(grouped.get(key) ?? []), value]);
  return grouped;
}
