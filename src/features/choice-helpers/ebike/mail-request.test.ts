import { describe, expect, it } from 'vitest';
import { parseAdviceMailRequest } from './mail-request';
import { mailerOutcome, validateMailerInput } from './mailer-form-model';

const ANSWERS = 'doel=kinderen-lading&afstand=tot-10&terrein=heuvelachtig&lengte=160-170&budget=tot-5000&motor=geen-voorkeur&snelheid=25';
const MESSAGES = { email: 'adres', answers: 'antwoorden', tooMany: 'te veel', failed: 'mislukt' };

describe('parseAdviceMailRequest', () => {
  it('accepts an address and a complete answer set, normalised; a name sent by an older page is not kept', () => {
    const parsed = parseAdviceMailRequest({ name: ' Fleur\n', email: ' Fleur@Example.NL ', answers: ANSWERS, keepPosted: true });
    expect(parsed).toEqual({ ok: true, value: { email: 'fleur@example.nl', answers: expect.objectContaining({ doel: 'kinderen-lading', motor: 'geen-voorkeur' }), query: ANSWERS, keepPosted: true } });
  });

  it('names every bad field at once', () => {
    expect(parseAdviceMailRequest({ email: 'geen adres', answers: 'doel=kinderen-lading' })).toEqual({ ok: false, fields: ['email', 'answers'] });
    expect(parseAdviceMailRequest({ email: 'a@example.nl', answers: ANSWERS }).ok).toBe(true);
  });

  it('calls a body of another shape a bad answer set rather than throwing', () => {
    expect(parseAdviceMailRequest(null)).toEqual({ ok: false, fields: ['answers'] });
    expect(parseAdviceMailRequest({ name: 1, email: [], answers: {} })).toEqual({ ok: false, fields: ['answers'] });
  });
});

describe('the mailer form model', () => {
  it('checks the address in the browser with the same rule', () => {
    expect(validateMailerInput({ email: 'a@b' }, MESSAGES)).toEqual({ email: 'adres' });
    expect(validateMailerInput({ email: 'jan@example.nl' }, MESSAGES)).toEqual({});
  });

  it('reads the answers of the mail call', () => {
    expect(mailerOutcome(202, { status: 'sent', subscription: 'pending' }, MESSAGES)).toEqual({ kind: 'sent', subscription: 'pending' });
    expect(mailerOutcome(400, { errors: { email: 'Vul een geldig e-mailadres in' } }, MESSAGES)).toEqual({ kind: 'errors', errors: { email: 'Vul een geldig e-mailadres in' }, resetBotCheck: false });
    expect(mailerOutcome(403, { errors: { botCheck: 'opnieuw' } }, MESSAGES)).toEqual({ kind: 'errors', errors: { botCheck: 'opnieuw' }, resetBotCheck: true });
    expect(mailerOutcome(429, null, MESSAGES)).toEqual({ kind: 'errors', errors: { form: 'te veel' }, resetBotCheck: true });
    expect(mailerOutcome(500, null, MESSAGES)).toEqual({ kind: 'errors', errors: { form: 'mislukt' }, resetBotCheck: false });
  });
});
