import { describe, expect, it } from 'vitest';
import { applicableQuestions, defineWizard, firstUnanswered, parseAnswers, parseStep, wizardProgress, wizardQuery, withQuery } from './wizard-model';

const WIZARD = defineWizard([
  { id: 'doel', options: ['woon-werk', 'boodschappen'] },
  { id: 'wensen', options: ['zuinig', 'ruim', 'snel'], multiple: true },
  { id: 'laden', options: ['ja', 'nee'], when: (answers) => answers.doel?.[0] === 'woon-werk' },
  { id: 'budget', options: ['laag', 'hoog'] },
] as const);

describe('defineWizard', () => {
  it('refuses a question called stap or a duplicate id, which would make URLs ambiguous', () => {
    expect(() => defineWizard([{ id: 'stap', options: ['a'] }])).toThrow(/taken/);
    expect(() => defineWizard([{ id: 'a', options: ['x'] }, { id: 'a', options: ['y'] }])).toThrow(/taken/);
    expect(() => defineWizard([{ id: 'a', options: [] }])).toThrow(/no options/);
  });
});

describe('parseAnswers', () => {
  it('keeps valid answers in question order and calls a clean URL clean', () => {
    expect(parseAnswers(WIZARD, { budget: 'laag', doel: 'boodschappen', stap: '3' })).toEqual({ answers: { doel: ['boodschappen'], budget: ['laag'] }, dirty: false });
  });

  it('drops unknown parameters and values outside the options, and says so', () => {
    expect(parseAnswers(WIZARD, { doel: 'vakantie', budget: 'laag' })).toEqual({ answers: { budget: ['laag'] }, dirty: true });
    expect(parseAnswers(WIZARD, { doel: 'boodschappen', utm_source: 'x' })).toEqual({ answers: { doel: ['boodschappen'] }, dirty: true });
  });

  it('keeps one value of a radio question and several of a checkbox question, in option order', () => {
    expect(parseAnswers(WIZARD, { doel: ['boodschappen', 'woon-werk'] })).toEqual({ answers: { doel: ['woon-werk'] }, dirty: true });
    expect(parseAnswers(WIZARD, { wensen: ['snel', 'zuinig'] })).toEqual({ answers: { wensen: ['zuinig', 'snel'] }, dirty: false });
    expect(parseAnswers(WIZARD, { wensen: ['snel', 'turbo'] })).toEqual({ answers: { wensen: ['snel'] }, dirty: true });
  });

  it('drops the answer of a question that is not asked', () => {
    expect(parseAnswers(WIZARD, { doel: 'boodschappen', laden: 'ja' })).toEqual({ answers: { doel: ['boodschappen'] }, dirty: true });
    expect(parseAnswers(WIZARD, { doel: 'woon-werk', laden: 'ja' }).answers.laden).toEqual(['ja']);
  });
});

describe('applicableQuestions and firstUnanswered', () => {
  it('asks a conditional question only when the earlier answers call for it', () => {
    expect(applicableQuestions(WIZARD, {}).map((q) => q.id)).toEqual(['doel', 'wensen', 'budget']);
    expect(applicableQuestions(WIZARD, { doel: ['woon-werk'] }).map((q) => q.id)).toEqual(['doel', 'wensen', 'laden', 'budget']);
  });

  it('finds the first open question, also when a later one is answered', () => {
    expect(firstUnanswered(WIZARD, {})).toBe(0);
    expect(firstUnanswered(WIZARD, { doel: ['boodschappen'], budget: ['laag'] })).toBe(1);
    expect(firstUnanswered(WIZARD, { doel: ['boodschappen'], wensen: ['ruim'], budget: ['laag'] })).toBeNull();
    expect(firstUnanswered(WIZARD, { doel: ['woon-werk'], wensen: ['ruim'], budget: ['laag'] })).toBe(2);
  });
});

describe('wizardQuery', () => {
  it('writes answers in question order, repeats checkbox values and puts stap last', () => {
    expect(wizardQuery(WIZARD, { budget: ['hoog'], wensen: ['zuinig', 'snel'], doel: ['woon-werk'] }, 3)).toBe('doel=woon-werk&wensen=zuinig&wensen=snel&budget=hoog&stap=3');
  });

  it('leaves out answers of questions not asked', () => {
    expect(wizardQuery(WIZARD, { doel: ['boodschappen'], laden: ['ja'] })).toBe('doel=boodschappen');
  });

  it('joins a path and a query without a dangling question mark', () => {
    expect(withQuery('/start', '')).toBe('/start');
    expect(withQuery('/start', 'a=b')).toBe('/start?a=b');
  });
});

describe('parseStep', () => {
  it.each([
    [{}, null],
    [{ stap: '2' }, 2],
    [{ stap: '0' }, 'invalid'],
    [{ stap: '-1' }, 'invalid'],
    [{ stap: '2.5' }, 'invalid'],
    [{ stap: 'twee' }, 'invalid'],
    [{ stap: ['1', '2'] }, 'invalid'],
    [{ stap: '99999' }, 'invalid'],
  ])('%j → %s', (params, expected) => {
    expect(parseStep(params)).toBe(expected);
  });
});

describe('wizardProgress', () => {
  it('counts from one and fills the bar on the last question', () => {
    expect(wizardProgress(3, 7)).toEqual({ current: 3, total: 7, percent: 43 });
    expect(wizardProgress(7, 7).percent).toBe(100);
  });

  it('clamps out-of-range positions instead of drawing a broken bar', () => {
    expect(wizardProgress(9, 7)).toEqual({ current: 7, total: 7, percent: 100 });
    expect(wizardProgress(0, 0)).toEqual({ current: 1, total: 1, percent: 100 });
  });
});
