/** Answers for the coach's tests: a mixed-use family in Utrecht with no wishes, overridable. */
import type { CarAnswers } from './answers';

export function carAnswers(overrides: Partial<CarAnswers> = {}): CarAnswers {
  return {
    use: 'gemengd',
    kilometres: '10000-20000',
    household: 'gezin',
    luggage: 'gemiddeld',
    charging: 'geen',
    province: 'utrecht',
    budget: { kind: 'koop', euros: 20_000 },
    preferences: [],
    ...overrides,
  };
}
