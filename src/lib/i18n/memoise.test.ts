import { describe, expect, it } from 'vitest';
import { createI18n } from './create';
import { memoiseTranslator } from './memoise';
import type { Resources } from './settings';

const resources = {
  common: { greeting: 'Hallo', named: 'Hallo {{name}}', car_one: '{{count}} auto', car_other: '{{count}} auto’s', group: { a: 'A', b: 'B' } },
} as unknown as Resources;

function counted() {
  const base = createI18n(resources, ['common']).getFixedT('nl', 'common');
  let calls = 0;
  const spy = ((...args: Parameters<typeof base>) => {
    calls += 1;
    return base(...args);
  }) as typeof base;
  return { t: memoiseTranslator(spy), calls: () => calls, base };
}

describe('memoiseTranslator', () => {
  it('translates a plain key once and answers it from memory afterwards', () => {
    const { t, calls } = counted();
    expect(t('greeting')).toBe('Hallo');
    expect(t('greeting')).toBe('Hallo');
    expect(calls()).toBe(1);
  });

  it('keeps interpolation and plurals right, translating each distinct set of options once', () => {
    const { t, calls } = counted();
    expect(t('named', { name: 'Anna' })).toBe('Hallo Anna');
    expect(t('named', { name: 'Bram' })).toBe('Hallo Bram');
    expect(t('car', { count: 1 })).toBe('1 auto');
    expect(t('car', { count: 3 })).toBe('3 auto’s');
    expect(calls()).toBe(4);
    expect(t('named', { name: 'Anna' })).toBe('Hallo Anna');
    expect(t('car', { count: 3 })).toBe('3 auto’s');
    expect(calls()).toBe(4);
  });

  it('remembers options with a plain object inside, such as interpolation settings', () => {
    const { t, calls } = counted();
    const options = { name: '{{name}}', interpolation: { escapeValue: false } };
    expect(t('named', options)).toBe('Hallo {{name}}');
    expect(t('named', { name: '{{name}}', interpolation: { escapeValue: false } })).toBe('Hallo {{name}}');
    expect(calls()).toBe(1);
  });

  it('passes calls whose options hold arrays or functions through every time', () => {
    const { t, calls } = counted();
    const options = { name: 'Anna', postProcess: [] as string[] };
    expect(t('named', options)).toBe('Hallo Anna');
    expect(t('named', options)).toBe('Hallo Anna');
    expect(calls()).toBe(2);
  });

  it('tells apart options that differ only in type or key', () => {
    const { t, base } = counted();
    expect(t('car', { count: 1 })).toBe('1 auto');
    expect(t('car', { count: '1' })).toBe(base('car', { count: '1' }));
    expect(t('named', { name: 'Anna' })).toBe('Hallo Anna');
    expect(t('named', { naam: 'Anna' })).toBe(base('named', { naam: 'Anna' }));
    expect(t('named', { naam: 'Anna' })).not.toBe('Hallo Anna');
  });

  it('answers exactly what the translator it wraps answers, objects included', () => {
    const { t, base } = counted();
    expect(t('group', { returnObjects: true })).toEqual(base('group', { returnObjects: true }));
    expect(t('missing.key')).toBe(base('missing.key'));
  });
});

describe('memoiseTranslator with label tables', () => {
  it('remembers a returnObjects table but not a call with more options', () => {
    const { t, calls } = counted();
    const first = t('group', { returnObjects: true });
    expect(t('group', { returnObjects: true })).toBe(first);
    expect(calls()).toBe(1);
    t('named', { returnObjects: true, name: 'Anna' });
    t('named', { returnObjects: true, name: 'Bram' });
    expect(calls()).toBe(3);
  });
});
