import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dutchPlural } from './plural';

describe('dutchPlural', () => {
  it('picks the category Intl.PluralRules nl-NL picks', () => {
    const rules = new Intl.PluralRules('nl-NL');
    const counts = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.integer(), fc.double(), fc.double({ min: 0.99, max: 1.01 }), fc.constantFrom(1, -1, 1.5, 0.999, 0.9995, 1.0005, 1.0000001, -0, Number.NaN, Number.POSITIVE_INFINITY));
    fc.assert(
      fc.property(counts, (count) => {
        expect(dutchPlural(count)).toBe(rules.select(count));
      }),
      { numRuns: 5000 },
    );
  });
});
