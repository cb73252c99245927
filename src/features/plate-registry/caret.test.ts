import { describe, expect, it } from 'vitest';
import { caretAfterPlateChars, caretAfterSeparator, plateCharsBefore } from './caret';

describe('the caret of a plate input', () => {
  it('counts only accepted plate characters before the caret', () => {
    expect(plateCharsBefore('GH-JK-12', 3)).toBe(2);
    expect(plateCharsBefore('GH1J-2', 4)).toBe(3);
    expect(plateCharsBefore('gh jk', 5)).toBe(4);
    expect(plateCharsBefore('GH', 0)).toBe(0);
  });

  it('lands behind the same character once dashes are inserted', () => {
    expect(caretAfterPlateChars('GH-JK-12', 2)).toBe(2);
    expect(caretAfterPlateChars('GH-JK-12', 3)).toBe(4);
    expect(caretAfterPlateChars('GH-JK-12', 6)).toBe(8);
    expect(caretAfterPlateChars('GH-JK-12', 9)).toBe(8);
    expect(caretAfterPlateChars('GH', 0)).toBe(0);
  });

  it('keeps the caret in place when a character is inserted in the middle', () => {
    // "GH-K-12" with a J typed after the H: the raw value is "GHJ-K-12" with the caret at 3.
    const raw = 'GHJ-K-12';
    expect(caretAfterPlateChars('GH-JK-12', plateCharsBefore(raw, 3))).toBe(4);
  });

  it('stays behind a dash it stood behind, when a character after it is deleted', () => {
    // "GH-12-JK" with the J deleted: the raw value is "GH-12-K" with the caret at 6.
    const raw = 'GH-12-K';
    expect(caretAfterSeparator(raw, 6)).toBe(true);
    expect(caretAfterPlateChars('GH-12-K', plateCharsBefore(raw, 6), caretAfterSeparator(raw, 6))).toBe(6);
    expect(caretAfterSeparator('GH1', 3)).toBe(false);
  });
});
