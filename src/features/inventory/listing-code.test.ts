import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createListingCodeSource, isValidListingCode } from './listing-code';

describe('isValidListingCode (product §5)', () => {
  it.each(['k3x9ab2', '55pz3zg', 'ab12cd3', '12abcde', 'abcde12'])('accepts %s', (code) => {
    expect(isValidListingCode(code)).toBe(true);
  });

  it.each([
    ['too short', 'k3x9ab'],
    ['too long', 'k3x9ab22'],
    ['one digit', 'abcdef1'],
    ['one letter', '123456a'],
    ['no digits', 'abcdefg'],
    ['upper case', 'K3X9AB2'],
    ['a dash', 'k3x-ab2'],
    ['empty', ''],
  ])('rejects a code with %s', (_, code) => {
    expect(isValidListingCode(code)).toBe(false);
  });

  it('agrees with a plain reading of the rule for any string of the alphabet', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-A'.split('')), minLength: 0, maxLength: 9 }), (code) => {
        const digits = (code.match(/[0-9]/g) ?? []).length;
        const letters = (code.match(/[a-z]/g) ?? []).length;
        expect(isValidListingCode(code)).toBe(code.length === 7 && digits + letters === 7 && digits >= 2 && letters >= 2);
      }),
    );
  });
});

describe('listing code source', () => {
  it('gives 100,000 valid and distinct codes for a seed', () => {
    const source = createListingCodeSource(1930);
    const codes = new Set<string>();
    for (let i = 0; i < 100_000; i++) {
      const code = source.next();
      expect(isValidListingCode(code)).toBe(true);
      codes.add(code);
    }
    expect(codes.size).toBe(100_000);
  });

  it('repeats the same sequence for the same seed and differs for another', () => {
    const take = (seed: number) => {
      const source = createListingCodeSource(seed);
      return Array.from({ length: 50 }, () => source.next());
    };
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
  });

  it('spreads codes over the whole alphabet rather than counting up', () => {
    const source = createListingCodeSource(3);
    const firstChars = new Set(Array.from({ length: 500 }, () => source.next().charAt(0)));
    expect(firstChars.size).toBeGreaterThan(25);
  });

  it('gives random valid codes without a seed', () => {
    const source = createListingCodeSource();
    const codes = Array.from({ length: 1000 }, () => source.next());
    expect(codes.every(isValidListingCode)).toBe(true);
    expect(new Set(codes).size).toBe(1000);
  });
});
