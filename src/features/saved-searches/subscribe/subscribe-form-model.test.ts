import { describe, expect, it } from 'vitest';
import { subscribeBody, subscribeOutcome, validateSubscribeInput } from './subscribe-form-model';

const messages = { email: 'E-mail?', consent: 'Vinkje?', failed: 'Mislukt', malformed: 'Kapot' };
const search = { url: '/auto/volkswagen', label: 'Volkswagen occasions', filters: 'Diesel', mobilityType: 'car' as const, request: { mobilityType: 'car' as const } };

describe('subscribe form model', () => {
  it('asks for a plain address and the consent box', () => {
    expect(validateSubscribeInput({ email: ' Jan@Example.NL ', frequency: 'daily', consent: true }, messages)).toEqual({});
    expect(validateSubscribeInput({ email: 'jan@', frequency: 'daily', consent: false }, messages)).toEqual({ email: 'E-mail?', consent: 'Vinkje?' });
    expect(validateSubscribeInput({ email: 'a@b.nl, c@d.nl', frequency: 'daily', consent: true }, messages).email).toBe('E-mail?');
  });

  it('sends the normalised address with the search, or with the favourites for a price watch', () => {
    expect(subscribeBody({ kind: 'search', search }, { email: ' Jan@Example.NL', frequency: 'direct', consent: true })).toEqual({
      kind: 'search',
      email: 'jan@example.nl',
      frequency: 'direct',
      consent: true,
      search: { url: '/auto/volkswagen', label: 'Volkswagen occasions', filters: 'Diesel', request: { mobilityType: 'car' } },
    });
    expect(subscribeBody({ kind: 'priceDrop', listingIds: [3, 4] }, { email: 'jan@example.nl', frequency: 'direct', consent: true })).toMatchObject({ kind: 'priceDrop', listingIds: [3, 4] });
  });

  it('reads the answer: pending, already confirmed, field errors, or a general failure', () => {
    expect(subscribeOutcome(202, { status: 'Unknown' }, messages)).toEqual({ kind: 'pending' });
    expect(subscribeOutcome(202, { status: 'Confirmed' }, messages)).toEqual({ kind: 'already' });
    expect(subscribeOutcome(403, { errors: { botCheck: 'Opnieuw' } }, messages)).toEqual({ kind: 'errors', errors: { botCheck: 'Opnieuw' }, resetBotCheck: true });
    expect(subscribeOutcome(400, { message: 'The search request is malformed' }, messages)).toEqual({ kind: 'errors', errors: { form: 'Kapot' }, resetBotCheck: true });
    expect(subscribeOutcome(500, null, messages)).toEqual({ kind: 'errors', errors: { form: 'Mislukt' }, resetBotCheck: false });
  });
});
