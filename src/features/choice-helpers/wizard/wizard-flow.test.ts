import { describe, expect, it } from 'vitest';
import { present } from '@/lib/testing/present';
import { resolveResult, resolveStart, type WizardStepView } from './wizard-flow';
import { defineWizard } from './wizard-model';

const WIZARD = defineWizard([
  { id: 'doel', options: ['woon-werk', 'boodschappen'] },
  { id: 'wensen', options: ['zuinig', 'ruim'], multiple: true },
  { id: 'laden', options: ['ja', 'nee'], when: (answers) => answers.doel?.[0] === 'woon-werk' },
  { id: 'budget', options: ['laag', 'hoog'] },
] as const);

function step(params: Record<string, string | string[]>): WizardStepView {
  const view = resolveStart(WIZARD, params);
  if (view.kind !== 'step') throw new Error(`expected a step, got a redirect to ${view.to}?${view.query}`);
  return view;
}

describe('resolveStart', () => {
  it('starts at the first question without parameters', () => {
    const view = step({});
    expect(view.question.id).toBe('doel');
    expect(view.progress).toMatchObject({ current: 1, total: 3 });
    expect(view.previousQuery).toBeNull();
    expect(view.hidden).toEqual([['stap', '2']]);
    expect(view.unanswered).toBe(false);
  });

  it('shows the requested earlier step with its answer chosen and every other answer in hidden fields', () => {
    const view = step({ doel: 'boodschappen', wensen: 'ruim', budget: 'laag', stap: '2' });
    expect(view.question.id).toBe('wensen');
    expect(view.selected).toEqual(['ruim']);
    expect(view.hidden).toEqual([
      ['doel', 'boodschappen'],
      ['budget', 'laag'],
      ['stap', '3'],
    ]);
    expect(view.previousQuery).toBe('doel=boodschappen&wensen=ruim&budget=laag&stap=1');
  });

  it('renders the first unanswered step, flagged, when a later step is asked for', () => {
    const view = step({ doel: 'boodschappen', stap: '3' });
    expect(view.question.id).toBe('wensen');
    expect(view.unanswered).toBe(true);
  });

  it('counts a conditional question once it applies', () => {
    const view = step({ doel: 'woon-werk', wensen: 'zuinig', stap: '3' });
    expect(view.question.id).toBe('laden');
    expect(view.progress).toMatchObject({ current: 3, total: 4 });
  });

  it('sends the last step to the result page: no stap among its hidden fields', () => {
    const view = step({ doel: 'boodschappen', wensen: 'ruim', stap: '3' });
    expect(view.isLast).toBe(true);
    expect(view.hidden.some(([name]) => name === 'stap')).toBe(false);
  });

  it('cleans unknown parameters and values by a redirect to the first unanswered step', () => {
    expect(resolveStart(WIZARD, { doel: 'fietsen', onzin: '1' })).toEqual({ kind: 'redirect', to: 'step', query: 'stap=1' });
    expect(resolveStart(WIZARD, { doel: 'boodschappen', stap: 'drie' })).toEqual({ kind: 'redirect', to: 'step', query: 'doel=boodschappen&stap=2' });
    expect(resolveStart(WIZARD, { doel: 'boodschappen', budget: 'enorm', stap: '4' })).toEqual({ kind: 'redirect', to: 'step', query: 'doel=boodschappen&stap=2' });
  });

  it('goes on to the result once everything is answered and no step is asked for', () => {
    expect(resolveStart(WIZARD, { doel: 'boodschappen', wensen: 'ruim', budget: 'hoog' })).toEqual({ kind: 'redirect', to: 'result', query: 'doel=boodschappen&wensen=ruim&budget=hoog' });
    expect(resolveStart(WIZARD, { doel: 'boodschappen', wensen: 'ruim', budget: 'hoog', stap: '9' })).toMatchObject({ kind: 'redirect', to: 'result' });
  });
});

describe('resolveResult', () => {
  it('types the answers of a finished wizard: radios as values, checkboxes as lists', () => {
    const view = resolveResult(WIZARD, { doel: 'woon-werk', wensen: ['ruim', 'zuinig'], laden: 'nee', budget: 'laag' });
    expect(view.kind).toBe('complete');
    if (view.kind !== 'complete') return;
    expect(view.answers).toEqual({ doel: 'woon-werk', wensen: ['zuinig', 'ruim'], laden: 'nee', budget: 'laag' });
    const budget: 'laag' | 'hoog' = view.answers.budget;
    expect(budget).toBe('laag');
    expect(present(view.query)).toBe('doel=woon-werk&wensen=zuinig&wensen=ruim&laden=nee&budget=laag');
  });

  it('sends an incomplete answer set to the first unanswered step, keeping what is valid', () => {
    expect(resolveResult(WIZARD, { doel: 'woon-werk', wensen: 'ruim', budget: 'laag' })).toEqual({ kind: 'redirect', to: 'step', query: 'doel=woon-werk&wensen=ruim&budget=laag&stap=3' });
    expect(resolveResult(WIZARD, { budget: 'zwaar' })).toEqual({ kind: 'redirect', to: 'step', query: 'stap=1' });
  });

  it('cleans a complete but untidy URL to the canonical result', () => {
    expect(resolveResult(WIZARD, { budget: 'laag', doel: 'boodschappen', wensen: 'ruim', stap: '3', x: 'y' })).toEqual({ kind: 'redirect', to: 'result', query: 'doel=boodschappen&wensen=ruim&budget=laag' });
  });
});
