import { DISPLAY_PLATE_PATTERN, SIDE_CODES as PLATE_SIDE_CODES } from '@/lib/vehicle/license-plate';
import type { Random } from './random';

/**
 * Demo licence plates in the side code of the year the vehicle was first registered (the side
 * codes themselves, and what a valid plate is, live in lib/vehicle/license-plate). Only
 * consonants appear (no vowels, no C or Q). Commercial vans start with V, motorcycles with M,
 * trailers (caravans) with W, as the registration authority issues them.
 */
const LETTERS = 'BDFGHJKLMNPRSTVXZ'.split('');

function sideCodePattern(code: number): string {
  const side = PLATE_SIDE_CODES.find((candidate) => candidate.code === code);
  if (!side) throw new Error(`Unknown side code ${code}`);
  return side.pattern;
}

/** [first year, pattern]: L a letter, 9 a digit. The demo's own calendar of side codes 5–12. */
const SIDE_CODES: readonly (readonly [number, string])[] = [
  [1991, sideCodePattern(5)],
  [1999, sideCodePattern(6)],
  [2008, sideCodePattern(7)],
  [2013, sideCodePattern(8)],
  [2015, sideCodePattern(9)],
  [2019, sideCodePattern(10)],
  [2023, sideCodePattern(11)],
  [2025, sideCodePattern(12)],
];

/** A plate in its display form ("K-123-BD"), as the import files write it. */
export const LICENSE_PLATE_PATTERN = DISPLAY_PLATE_PATTERN;

export type PlatePrefix = 'V' | 'M' | 'W' | null;

function sideCodeFor(year: number, prefix: PlatePrefix): string {
  let chosen = sideCodePattern(5);
  for (const [from, code] of SIDE_CODES) if (year >= from) chosen = code;
  // A prefix letter needs a pattern that starts with a letter.
  if (prefix && !chosen.startsWith('L')) return year >= 2008 ? sideCodePattern(9) : sideCodePattern(5);
  return chosen;
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
