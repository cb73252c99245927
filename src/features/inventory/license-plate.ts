import type { Random } from './random';

/**
 * Dutch licence plates in the side code of the year the vehicle was first registered. Only
 * consonants appear (no vowels, no C or Q). Commercial vans start with V, motorcycles with M,
 * trailers (caravans) with W, as the registration authority issues them.
 */
const LETTERS = 'BDFGHJKLMNPRSTVXZ'.split('');

/** [first year, pattern]: L a letter, 9 a digit. */
const SIDE_CODES: readonly (readonly [number, string])[] = [
  [1991, 'LL-LL-99'],
  [1999, '99-LL-LL'],
  [2008, '99-LLL-9'],
  [2013, '9-LLL-99'],
  [2015, 'LL-999-L'],
  [2019, 'L-999-LL'],
  [2023, 'LLL-99-L'],
  [2025, 'L-99-LLL'],
];

export const LICENSE_PLATE_PATTERN = /^(?=.{8}$)[A-Z0-9]{1,3}-[A-Z0-9]{2,3}-[A-Z0-9]{1,3}$/;

export type PlatePrefix = 'V' | 'M' | 'W' | null;

function sideCodeFor(year: number, prefix: PlatePrefix): string {
  let pattern = SIDE_CODES[0]?.[1] ?? 'LL-LL-99';
  for (const [from, code] of SIDE_CODES) if (year >= from) pattern = code;
  // A prefix letter needs a pattern that starts with a letter.
  if (prefix && !pattern.startsWith('L')) return year >= 2008 ? 'LL-999-L' : 'LL-LL-99';
  return pattern;
}

export function licensePlate(random: Random, year: number, prefix: PlatePrefix): string {
  const pattern = sideCodeFor(year, prefix);
  let plate = '';
  let first = true;
  for (const char of pattern) {
    if (char === 'L') {
      plate += first && prefix ? prefix : random.pick(LETTERS);
      first = false;
    } else if (char === '9') {
      plate += String(random.int(0, 9));
      first = false;
    } else plate += char;
  }
  return plate;
}
