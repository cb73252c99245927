import { dutchDigits } from './dutch-digits';

/**
 * The plural category `Intl.PluralRules('nl-NL').select(count)` gives a number: Dutch has two,
 * "one" where the number as written (Intl's default of three decimals at most) is 1 with nothing
 * after the point (CLDR: i = 1 and v = 0), "other" for everything else. Written out rather than
 * asked of Intl, whose first rules object costs a browser 10–20 ms of main thread at a 4× slower
 * phone while the page's modules load (decision 048); plural.test.ts holds it to Intl.
 */
export function dutchPlural(count: number): 'one' | 'other' {
  if (!Number.isFinite(count)) return 'other';
  return dutchDigits(count, { minimumFractionDigits: 0, maximumFractionDigits: 3 }).body === '1' ? 'one' : 'other';
}
