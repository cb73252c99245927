import { describe, expect, it } from 'vitest';
import { leadFields } from '../leads/lead-fields';
import {
  answerErrors,
  fieldMessages,
  firstErrorField,
  initialLeadFormState,
  inputsToRemember,
  leadFormReducer,
  leadFormView,
  leadPayload,
  referencedPhotoIds,
  savedFor,
  savedPhotoIds,
  type LeadFormAction,
  type LeadFormState,
} from './lead-form-model';
import { withSaved, type SavedInputs } from './saved-inputs';

const run = (state: LeadFormState, ...actions: LeadFormAction[]) => actions.reduce(leadFormReducer, state);
const NOW = Date.UTC(2025, 0, 1);

describe('lead form state', () => {
  it('starts empty; a contact form answers by e-mail unless the visitor says otherwise', () => {
    expect(initialLeadFormState('contact')).toEqual({ values: { feedbackType: 'email' }, errors: {}, status: 'idle', failed: false, photoNotice: undefined });
    expect(initialLeadFormState('tradeIn').values).toEqual({});
  });

  it('saved inputs fill only fields the visitor has not typed in, and never with an empty value', () => {
    const typed = run(initialLeadFormState('contact'), { type: 'change', field: 'name', value: 'Sanne' });
    const filled = run(typed, { type: 'fill', saved: { name: 'Joris', email: 'joris@example.nl', phone: '' }, touched: new Set(['name']) });
    expect(filled.values).toEqual({ feedbackType: 'email', name: 'Sanne', email: 'joris@example.nl' });
  });

  it('a refused form shows field errors; a fixed field loses its error, others keep theirs', () => {
    const refused = run(initialLeadFormState('contact'), { type: 'failed' }, { type: 'invalid', errors: { name: 'Vul je naam in.', email: 'Fout.' } });
    expect(refused).toMatchObject({ failed: false, status: 'idle', errors: { name: 'Vul je naam in.', email: 'Fout.' } });
    const fixed = run(refused, { type: 'fieldFixed', field: 'name' });
    expect(fixed.errors).toEqual({ email: 'Fout.' });
    expect(run(fixed, { type: 'fieldFixed', field: 'phone' })).toBe(fixed);
  });

  it('sending clears errors and the photo notice; the server may refuse with field errors or fail without', () => {
    const withNotice = run(initialLeadFormState('tradeIn'), { type: 'invalid', errors: { photos: 'Te groot.' } }, { type: 'photoNotice', notice: 'kapot.jpg kunnen we niet openen.' });
    expect(withNotice.errors).toEqual({});
    const sending = run(withNotice, { type: 'sending' });
    expect(sending).toMatchObject({ status: 'sending', errors: {}, photoNotice: undefined, failed: false });
    expect(run(sending, { type: 'refused', errors: { form: 'Wacht even.' } })).toMatchObject({ status: 'idle', errors: { form: 'Wacht even.' }, failed: false });
    expect(run(sending, { type: 'failed' })).toMatchObject({ status: 'idle', errors: {}, failed: true });
    expect(run(sending, { type: 'sent' }).status).toBe('sent');
  });

  it('"again" keeps the visitor\'s details and answer preference, and clears the rest', () => {
    const sent = run(
      initialLeadFormState('contact'),
      { type: 'change', field: 'name', value: 'Sanne' },
      { type: 'change', field: 'comment', value: 'Nog beschikbaar?' },
      { type: 'change', field: 'question', value: 'prijs' },
      { type: 'sending' },
      { type: 'sent' },
    );
    expect(run(sent, { type: 'again' })).toMatchObject({ status: 'idle', values: { name: 'Sanne', feedbackType: 'email' } });
    expect(run(sent, { type: 'again' }).values).not.toHaveProperty('comment');
  });
});

describe('what the form shows', () => {
  it('names the form error or the summary only when there are errors, and blocks a submit while busy', () => {
    const idle = initialLeadFormState('contact');
    expect(leadFormView(idle, 0, 'Controleer de velden.')).toEqual({ sending: false, photosProcessing: false, submitBlocked: false, summary: undefined, photoError: undefined });
    expect(leadFormView({ ...idle, errors: { name: 'x' } }, 0, 'Controleer de velden.').summary).toBe('Controleer de velden.');
    expect(leadFormView({ ...idle, errors: { form: 'Te veel berichten.' } }, 0, 'Controleer de velden.').summary).toBe('Te veel berichten.');
    expect(leadFormView(idle, 1, '')).toMatchObject({ photosProcessing: true, submitBlocked: true });
    expect(leadFormView({ ...idle, status: 'sending' }, 0, '')).toMatchObject({ sending: true, submitBlocked: true });
  });

  it("shows the server's photo error before a notice about picked files", () => {
    const idle = initialLeadFormState('tradeIn');
    expect(leadFormView({ ...idle, photoNotice: 'Notice' }, 0, '').photoError).toBe('Notice');
    expect(leadFormView({ ...idle, photoNotice: 'Notice', errors: { photos: 'Server' } }, 0, '').photoError).toBe('Server');
  });
});

describe('saved inputs for a form', () => {
  const inputs: SavedInputs = withSaved(
    withSaved({}, 'general', { name: 'Sanne', email: 'sanne@example.nl', phone: '' }, NOW),
    'car',
    { licensePlate: 'AB123C', mileage: '85000', description: 'Kras', photos: ['p1'] },
    NOW,
  );

  it('fills the details everywhere and the vehicle only in a trade-in', () => {
    expect(savedFor(inputs, 'contact', 'car')).toEqual({ name: 'Sanne', email: 'sanne@example.nl', phone: '' });
    expect(savedFor(inputs, 'tradeIn', 'car')).toEqual({ name: 'Sanne', email: 'sanne@example.nl', phone: '', licensePlate: 'AB123C', mileage: '85000', remarks: 'Kras' });
    expect(savedFor(inputs, 'tradeIn', 'motor')).toEqual({ name: 'Sanne', email: 'sanne@example.nl', phone: '' });
  });

  it('knows the photos a vehicle group refers to', () => {
    expect(savedPhotoIds(inputs, 'car')).toEqual(['p1']);
    expect(savedPhotoIds(inputs, null)).toEqual([]);
    expect(referencedPhotoIds(withSaved(inputs, 'caravan', { photos: ['p2'] }, NOW))).toEqual(new Set(['p1', 'p2']));
  });

  it('remembers only what was filled in, and the vehicle only for a trade-in', () => {
    const lead = { name: 'Sanne', email: 'sanne@example.nl', phone: '', licensePlate: 'AB123C', mileage: '', remarks: 'Kras', listingId: 4 };
    expect(inputsToRemember(lead, 'tradeIn', 'car')).toEqual({
      general: { name: 'Sanne', email: 'sanne@example.nl' },
      vehicle: { group: 'car', values: { licensePlate: 'AB123C', description: 'Kras' } },
    });
    expect(inputsToRemember(lead, 'contact', 'car').vehicle).toBeNull();
  });
});

describe('sending and answers', () => {
  it('sends every field but the photos, with the type, listing, trade-in vehicle and honeypot', () => {
    const fields = leadFields('tradeIn', 'car');
    const payload = leadPayload({ fields, values: { name: 'Sanne', licensePlate: 'AB123C' }, type: 'tradeIn', listingId: 7, tradeInVehicle: null, website: '' });
    expect(payload).toMatchObject({ name: 'Sanne', licensePlate: 'AB123C', email: '', type: 'tradeIn', listingId: 7, tradeInVehicle: 'car', website: '' });
    expect(payload).not.toHaveProperty('photos');
    expect(leadPayload({ fields: leadFields('contact'), values: {}, type: 'contact', listingId: 7, tradeInVehicle: 'car', website: 'bot' })).not.toHaveProperty('tradeInVehicle');
  });

  it('turns error codes into the copy\'s messages, falling back to the general one', () => {
    expect(fieldMessages({ name: 'name.required', email: 'unknown.code' }, { 'name.required': 'Vul je naam in.', 'form.invalid': 'Er ging iets mis.' })).toEqual({
      name: 'Vul je naam in.',
      email: 'Er ging iets mis.',
    });
    expect(fieldMessages({ name: 'name.required' }, {})).toEqual({ name: 'name.required' });
  });

  it('focuses the first field in form order that has an error', () => {
    const fields = leadFields('contact');
    expect(firstErrorField(fields, { email: 'x', name: 'y' })).toBe('name');
    expect(firstErrorField(fields, { form: 'x' })).toBeUndefined();
  });

  it("reads field errors from the API's one error answer, and nothing from another shape", () => {
    expect(answerErrors({ status: 400, message: 'Bad Request', errors: { email: 'Fout.' } })).toEqual({ email: 'Fout.' });
    expect(answerErrors({ status: 429, message: 'Too Many Requests', errors: { form: 'Wacht even.' } })).toEqual({ form: 'Wacht even.' });
    expect(answerErrors({ status: 500, message: 'An internal server error occurred' })).toBeNull();
    expect(answerErrors({ status: 400, message: 'Bad Request', errors: {} })).toBeNull();
    expect(answerErrors(null)).toBeNull();
    expect(answerErrors('<html>')).toBeNull();
  });
});
