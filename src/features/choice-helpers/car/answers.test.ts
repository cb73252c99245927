import { describe, expect, it } from 'vitest';
import { resolveResult, resolveStart } from '../wizard/wizard-flow';
import { CAR_WIZARD, carAnswersOf } from './answers';

const complete = { gebruik: 'stad', km: '10000-20000', huishouden: 'gezin', bagage: 'veel', laden: 'thuis', provincie: 'utrecht', budget: 'maand-350', wensen: ['automaat', 'trekhaak'] };

describe('the car coach\'s questions', () => {
  it('turns a finished wizard into the rules\' answers', () => {
    const view = resolveResult(CAR_WIZARD, complete);
    expect(view.kind).toBe('complete');
    if (view.kind !== 'complete') return;
    expect(carAnswersOf(view.answers)).toEqual({
      use: 'stad',
      kilometres: '10000-20000',
      household: 'gezin',
      luggage: 'veel',
      charging: 'thuis',
      province: 'utrecht',
      budget: { kind: 'maand', euros: 350 },
      preferences: ['automaat', 'trekhaak'],
    });
  });

  it('reads the budget as a purchase price or a monthly amount, and nothing else', () => {
    const view = resolveResult(CAR_WIZARD, { ...complete, budget: 'koop-15000' });
    expect(view.kind === 'complete' && carAnswersOf(view.answers).budget).toEqual({ kind: 'koop', euros: 15_000 });
    expect(resolveResult(CAR_WIZARD, { ...complete, budget: 'maand-999' })).toMatchObject({ kind: 'redirect', to: 'step', query: expect.stringContaining('stap=7') });
  });

  it('reads "geen" as no wishes, and a wish beside it as that wish', () => {
    const none = resolveResult(CAR_WIZARD, { ...complete, wensen: 'geen' });
    expect(none.kind === 'complete' && carAnswersOf(none.answers).preferences).toEqual([]);
    const both = resolveResult(CAR_WIZARD, { ...complete, wensen: ['geen', 'zuinig'] });
    expect(both.kind === 'complete' && carAnswersOf(both.answers).preferences).toEqual(['zuinig']);
  });

  it('sends a hand-made URL with an unknown answer to the first unanswered step', () => {
    expect(resolveResult(CAR_WIZARD, { ...complete, laden: 'stopcontact' })).toEqual({ kind: 'redirect', to: 'step', query: expect.stringMatching(/provincie=utrecht.*&stap=5$/) });
    expect(resolveStart(CAR_WIZARD, { gebruik: 'stad', stap: '6' })).toMatchObject({ kind: 'step', unanswered: true, question: { id: 'km' } });
  });
});
