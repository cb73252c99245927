import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { describeIssue, markupProblems } from './item-problems';

const schema = z
  .object({
    price: z.number().int().min(100),
    title: z.string().min(3).max(10),
    colour: z.enum(['rood', 'blauw']),
    photos: z.array(z.string()).min(1),
    year: z.number(),
  })
  .superRefine((value, context) => {
    if (value.year > 2030) context.addIssue({ code: 'custom', path: ['year'], message: 'bouwjaar en -maand liggen in de toekomst' });
    if (value.year === 2029) context.addIssue({ code: 'custom', path: ['year'], message: 'iets nieuws dat niemand vertaalde' });
  });

function problems(input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => describeIssue(issue, input));
}

describe('field problems in Dutch and English', () => {
  it('says what is wrong with each field, with its limit', () => {
    expect(problems({ price: -1, title: 'ab', colour: 'paars', photos: [] })).toEqual([
      { field: 'price', nl: 'moet minstens 100 zijn', en: 'must be at least 100' },
      { field: 'title', nl: 'moet minstens 3 tekens hebben', en: 'must have at least 3 characters' },
      { field: 'colour', nl: 'is geen waarde die we kennen (kies uit: rood, blauw)', en: 'is not a known value (one of: rood, blauw)' },
      { field: 'photos', nl: 'moet minstens 1 items hebben', en: 'must have at least 1 items' },
      { field: 'year', nl: 'ontbreekt', en: 'is required' },
    ]);
  });

  it('tells a wrong type from a missing field', () => {
    expect(problems({ price: '12', title: 'abcd', colour: 'rood', photos: ['a'], year: 2020 })).toEqual([{ field: 'price', nl: 'moet een getal zijn', en: 'must be a number' }]);
  });

  it('keeps the import rules in Dutch and gives them in English too', () => {
    const input = { price: 100, title: 'abcd', colour: 'rood', photos: ['a'] };
    expect(problems({ ...input, year: 2031 })).toEqual([{ field: 'year', nl: 'bouwjaar en -maand liggen in de toekomst', en: 'build year and month lie in the future' }]);
    expect(problems({ ...input, year: 2029 })[0]?.en).toBe('breaks a listing rule (see the Dutch reason)');
  });

  it('finds markup anywhere in a listing, and nothing in plain text', () => {
    expect(markupProblems({ title: 'Golf <script>alert(1)</script>', options: ['Airco', '</b>'], packages: [{ name: 'javascript:void(0)' }] }).map((problem) => problem.field)).toEqual(['title', 'options.1', 'packages.0.name']);
    expect(markupProblems({ title: 'Golf 1.4 TSI < 50.000 km', description: 'Prijs > € 10.000, 3 < 4', price: 100 })).toEqual([]);
  });
});
