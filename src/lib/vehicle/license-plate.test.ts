import { describe, expect, it } from 'vitest';
import {
  DISPLAY_PLATE_PATTERN,
  SIDE_CODES,
  formatPlate,
  formatPlateAsTyped,
  isDisplayPlate,
  normalizePlate,
  plateProblem,
  sideCodeOf,
} from './license-plate';

/** One real-looking plate per side code, in display form. */
const EXAMPLES: readonly (readonly [number, string])[] = [
  [1, 'AB-12-34'],
  [2, '12-34-AE'],
  [3, '12-UI-34'],
  [4, 'GH-12-JK'],
  [5, 'GH-JK-12'],
  [6, '12-GH-JK'],
  [7, '12-GHJ-3'],
  [8, '1-GHJ-23'],
  [9, 'GH-123-J'],
  [10, 'G-123-HJ'],
  [11, 'GHJ-12-K'],
  [12, 'G-12-HJK'],
  [13, '1-GH-234'],
  [14, '123-GH-4'],
];

describe('licence plates', () => {
  it('knows fourteen side codes, each with six characters and two dashes', () => {
    expect(SIDE_CODES.map((side) => side.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    for (const side of SIDE_CODES) {
      expect(side.pattern.replaceAll('-', '')).toHaveLength(6);
      expect(side.pattern.split('-')).toHaveLength(3);
    }
    expect(new Set(SIDE_CODES.map((side) => side.pattern.replaceAll('-', ''))).size).toBe(14);
  });

  it.each(EXAMPLES)('side code %i: %s normalizes, formats back and is recognised', (code, display) => {
    const compact = display.replaceAll('-', '');
    expect(normalizePlate(display)).toBe(compact);
    expect(normalizePlate(` ${display.toLowerCase()} `)).toBe(compact);
    expect(formatPlate(compact)).toBe(display);
    expect(sideCodeOf(compact)?.code).toBe(code);
    expect(isDisplayPlate(display)).toBe(true);
    expect(display).toMatch(DISPLAY_PLATE_PATTERN);
    expect(formatPlateAsTyped(compact)).toEqual({ display, normalized: compact, complete: true, refused: false });
  });

  it('accepts any spacing, dashes and case, wherever the visitor puts them', () => {
    expect(normalizePlate('gh jk 12')).toBe('GHJK12');
    expect(normalizePlate('G-HJK-12')).toBe('GHJK12');
    expect(normalizePlate('gh–jk–12')).toBe('GHJK12');
    expect(formatPlate('g h j k 1 2')).toBe('GH-JK-12');
  });

  it('refuses what fits no side code', () => {
    for (const bad of ['', 'GHJK1', 'GHJK123', 'GHJKLM', '123456', 'GH1J23', '1G2H3J', 'GH-JK-1!']) {
      expect(normalizePlate(bad)).toBeNull();
      expect(isDisplayPlate(bad)).toBe(false);
    }
  });

  it('accepts every letter in every side code: the registry holds more than the regular series', () => {
    expect(normalizePlate('AB-123-C')).toBe('AB123C');
    expect(normalizePlate('OB-12-GH')).toBe('OB12GH');
    expect(normalizePlate('12-QU-34')).toBe('12QU34');
  });

  it('only calls the exact display form a display plate', () => {
    expect(isDisplayPlate('GHJK12')).toBe(false);
    expect(isDisplayPlate('gh-jk-12')).toBe(false);
    expect(isDisplayPlate('G-HJK-12')).toBe(false);
    expect(DISPLAY_PLATE_PATTERN.test('G-HJK-12')).toBe(false);
    expect(DISPLAY_PLATE_PATTERN.test('GH-12-34-')).toBe(false);
  });

  it('leaves something that is no plate compacted when asked to format it', () => {
    expect(formatPlate('abc')).toBe('ABC');
    expect(formatPlate('GHJKLM')).toBe('GHJKLM');
  });
});

describe('formatting a plate as it is typed', () => {
  it.each([
    ['', ''],
    ['g', 'G'],
    ['gh', 'GH'],
    ['gh1', 'GH-1'],
    ['gh12', 'GH-12'],
    ['gh123', 'GH-123'],
    ['gh12j', 'GH-12-J'],
    ['ghj', 'GHJ'],
    ['ghjk', 'GH-JK'],
    ['ghj1', 'GHJ-1'],
    ['g1', 'G-1'],
    ['g12h', 'G-12-H'],
    ['g123', 'G-123'],
    ['1', '1'],
    ['12', '12'],
    ['123', '123'],
    ['1234', '12-34'],
    ['12g', '12-G'],
    ['12gh3', '12-GH-3'],
    ['12ghj', '12-GHJ'],
    ['1g', '1-G'],
    ['1gh2', '1-GH-2'],
    ['1ghj', '1-GHJ'],
    ['123g', '123-G'],
  ])('%j shows %j', (typed, display) => {
    const result = formatPlateAsTyped(typed);
    expect(result.display).toBe(display);
    expect(result.complete).toBe(false);
    expect(result.normalized).toBeNull();
    expect(result.refused).toBe(false);
  });

  it('puts the dashes where the side code wants them, whatever the visitor typed', () => {
    expect(formatPlateAsTyped('G-HJK-12').display).toBe('GH-JK-12');
    expect(formatPlateAsTyped('gh-').display).toBe('GH');
  });

  it('refuses characters no plate can continue with, keeping the rest', () => {
    expect(formatPlateAsTyped('gh1j2')).toEqual({ display: 'GH-12', normalized: null, complete: false, refused: true });
    expect(formatPlateAsTyped('12345')).toMatchObject({ display: '12-34', refused: true });
    expect(formatPlateAsTyped('G!H')).toMatchObject({ display: 'GH', refused: true });
    expect(formatPlateAsTyped('GH-JK-123')).toEqual({ display: 'GH-JK-12', normalized: 'GHJK12', complete: true, refused: true });
    expect(formatPlateAsTyped('ghjkl')).toMatchObject({ display: 'GH-JK', refused: true });
  });

  it('never shows a prefix that cannot become a plate', () => {
    const alphabet = 'ABGHOQ0139-!';
    for (const a of alphabet) {
      for (const b of alphabet) {
        for (const c of alphabet) {
          for (const d of alphabet) {
            const typed = formatPlateAsTyped(a + b + c + d);
            const compact = typed.display.replaceAll('-', '');
            const completions = SIDE_CODES.some((side) => {
              const shape = side.pattern.replaceAll('-', '');
              const filled = compact + shape.slice(compact.length).replaceAll('L', 'G').replaceAll('9', '5');
              return normalizePlate(filled) === filled && sideCodeOf(filled)?.code === side.code;
            });
            expect(completions || compact === '').toBe(true);
          }
        }
      }
    }
  });
});

describe('why a plate is refused', () => {
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['GH-12', 'incomplete'],
    ['GH-JK-1', 'incomplete'],
    ['GH-JK-123', 'invalid'],
    ['GH-1J', 'invalid'],
    ['GHJKLM', 'invalid'],
    ['GH-JK-12', null],
  ])('%j: %s', (input, problem) => {
    expect(plateProblem(input)).toBe(problem);
  });
});
