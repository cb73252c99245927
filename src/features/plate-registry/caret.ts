import { formatPlateAsTyped } from '@/lib/vehicle/license-plate';

/**
 * Where the caret goes after a plate is reformatted: behind the same plate character it was
 * behind before, so typing or deleting in the middle of "GH-JK-12" does not throw it to the end.
 */

/** How many accepted plate characters lie before the caret in what the visitor typed. */
export function plateCharsBefore(raw: string, caret: number): number {
  // Characters are accepted left to right, so those accepted in the prefix are exactly the
  // ones of the whole value that lie before the caret.
  return formatPlateAsTyped(raw.slice(0, caret)).display.replaceAll('-', '').length;
}

/**
 * The caret position in a display form just after its `count`-th plate character, and after the
 * dash that follows it when the caret stood after a separator before ("GH-12-|K" stays there).
 */
export function caretAfterPlateChars(display: string, count: number, afterSeparator = false): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < display.length; i++) {
    if (display.charAt(i) !== '-') seen++;
    if (seen === count) return afterSeparator && display.charAt(i + 1) === '-' ? i + 2 : i + 1;
  }
  return display.length;
}

/** Whether the character before the caret is a separator the visitor sees or typed. */
export function caretAfterSeparator(raw: string, caret: number): boolean {
  return caret > 0 && /[\s-]/.test(raw.charAt(caret - 1));
}
