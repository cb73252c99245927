/**
 * Dutch licence plates: the one notion of a plate for the forms, the import, the demo generator
 * and the registry. The registry (RDW) stores a plate as six upper-case letters and digits
 * without dashes ("GHJK12"); the dashes belong to its side code and are for display only.
 *
 * Side codes 1–14 (RDW "kentekenseries"): each is a fixed pattern of letters (L) and digits (9),
 * so six characters fit at most one of them and the dashes follow from the characters alone.
 * Every letter is accepted in every side code. The RDW issues no vowels and no C or Q from code 4
 * on, but the registry holds more than the regular series (semi-trailers start with an O, older
 * plates carry vowels, and re-issued and special plates exist), and a plate we cannot know is
 * better answered by the registry ("unknown") than refused at the keyboard. What the keyboard
 * refuses is what fits no side code at all: the wrong mix of letters and digits, or too many.
 */

export interface SideCode {
  /** 1–14, as the RDW numbers them. */
  readonly code: number;
  /** L a letter, 9 a digit, with the display dashes: 'LL-99-99'. */
  readonly pattern: string;
}

export const SIDE_CODES: readonly SideCode[] = [
  { code: 1, pattern: 'LL-99-99' },
  { code: 2, pattern: '99-99-LL' },
  { code: 3, pattern: '99-LL-99' },
  { code: 4, pattern: 'LL-99-LL' },
  { code: 5, pattern: 'LL-LL-99' },
  { code: 6, pattern: '99-LL-LL' },
  { code: 7, pattern: '99-LLL-9' },
  { code: 8, pattern: '9-LLL-99' },
  { code: 9, pattern: 'LL-999-L' },
  { code: 10, pattern: 'L-999-LL' },
  { code: 11, pattern: 'LLL-99-L' },
  { code: 12, pattern: 'L-99-LLL' },
  { code: 13, pattern: '9-LL-999' },
  { code: 14, pattern: '999-LL-9' },
];

export const PLATE_LENGTH = 6;
/** The longest display form: six characters and two dashes. */
export const PLATE_DISPLAY_LENGTH = 8;

interface CompiledSideCode extends SideCode {
  /** 'LL9999': one character per position, without dashes. */
  readonly shape: string;
  /** Positions (0–5) after which a dash is shown. */
  readonly dashesAfter: readonly number[];
}

const COMPILED: readonly CompiledSideCode[] = SIDE_CODES.map((side) => {
  const dashesAfter: number[] = [];
  let position = 0;
  for (const char of side.pattern) {
    if (char === '-') dashesAfter.push(position - 1);
    else position++;
  }
  return { ...side, shape: side.pattern.replaceAll('-', ''), dashesAfter };
});

function isDigit(char: string): boolean {
  return char >= '0' && char <= '9';
}

function isLetter(char: string): boolean {
  return char >= 'A' && char <= 'Z';
}

function charFits(side: CompiledSideCode, char: string, position: number): boolean {
  const slot = side.shape[position];
  if (slot === '9') return isDigit(char);
  if (slot === 'L') return isLetter(char);
  return false;
}

function fitsPrefix(side: CompiledSideCode, compact: string): boolean {
  if (compact.length > PLATE_LENGTH) return false;
  for (let i = 0; i < compact.length; i++) {
    if (!charFits(side, compact.charAt(i), i)) return false;
  }
  return true;
}

/** Upper case, with spaces, dashes and dots removed: what a visitor may type around a plate. */
export function compactPlate(input: string): string {
  return input.toUpperCase().replace(/[\s.\u2010-\u2015-]/g, '');
}

/** The side code a compact plate (six characters) belongs to, or null. */
export function sideCodeOf(plate: string): SideCode | null {
  const compact = compactPlate(plate);
  if (compact.length !== PLATE_LENGTH) return null;
  const side = COMPILED.find((candidate) => fitsPrefix(candidate, compact));
  return side ? { code: side.code, pattern: side.pattern } : null;
}

/**
 * The registry form ("GHJK12") of a plate typed in any spacing, dashes or case, or null when it
 * fits no side code. Dashes that are typed need not be where the side code puts them: the
 * registry knows no dashes either.
 */
export function normalizePlate(input: string): string | null {
  const compact = compactPlate(input);
  return sideCodeOf(compact) ? compact : null;
}

function withDashes(compact: string, dashesAfter: readonly number[]): string {
  let display = '';
  for (let i = 0; i < compact.length; i++) {
    display += compact.charAt(i);
    if (dashesAfter.includes(i) && i < compact.length - 1) display += '-';
  }
  return display;
}

/** The display form of a plate ("GH-JK-12"); a string that is no plate comes back compacted. */
export function formatPlate(plate: string): string {
  const compact = compactPlate(plate);
  if (compact.length !== PLATE_LENGTH) return compact;
  const side = COMPILED.find((candidate) => fitsPrefix(candidate, compact));
  return side ? withDashes(compact, side.dashesAfter) : compact;
}

/** True for a plate written exactly in its display form, dashes included ("GH-JK-12"). */
export function isDisplayPlate(value: string): boolean {
  return normalizePlate(value) !== null && formatPlate(value) === value;
}

/** Why a plate is refused; the Dutch text for each lives in the copy of the page that asks. */
export type PlateProblem = 'required' | 'incomplete' | 'invalid';

export function plateProblem(input: string): PlateProblem | null {
  const compact = compactPlate(input);
  if (compact === '') return 'required';
  if (normalizePlate(compact)) return null;
  const typed = formatPlateAsTyped(compact);
  return typed.refused || compact.length > PLATE_LENGTH ? 'invalid' : 'incomplete';
}

export interface TypedPlate {
  /** What the input shows: the accepted characters with the dashes known so far. */
  display: string;
  /** The registry form once the plate is complete, else null. */
  normalized: string | null;
  complete: boolean;
  /** True when characters were dropped because no plate can continue with them. */
  refused: boolean;
}

/**
 * What a plate input shows while the visitor types. Each character is kept only if some side
 * code can still be reached with it; a dash appears between two characters as soon as every side
 * code still possible puts one there, so "GH1" already reads "GH-1" while "12" waits. Dashes the
 * visitor types are ignored: the side code decides where they go.
 */
export function formatPlateAsTyped(raw: string): TypedPlate {
  let compact = '';
  let candidates: readonly CompiledSideCode[] = COMPILED;
  let refused = false;
  for (const char of compactPlate(raw)) {
    const next = compact + char;
    const remaining = candidates.filter((side) => fitsPrefix(side, next));
    if (remaining.length === 0) {
      refused = true;
      continue;
    }
    compact = next;
    candidates = remaining;
  }
  const sharedDashes = compact.length === 0 ? [] : dashesAllAgreeOn(candidates, compact.length);
  const complete = compact.length === PLATE_LENGTH;
  return { display: withDashes(compact, sharedDashes), normalized: complete ? compact : null, complete, refused };
}

/** Dash positions, among the first `length` characters, that every candidate side code shares. */
function dashesAllAgreeOn(candidates: readonly CompiledSideCode[], length: number): number[] {
  const [first, ...rest] = candidates;
  if (!first) return [];
  return first.dashesAfter.filter((position) => position < length - 1 && rest.every((side) => side.dashesAfter.includes(position)));
}

/** Exactly the display forms of every side code, for schemas that check data files. */
export const DISPLAY_PLATE_PATTERN = new RegExp(
  `^(?:${SIDE_CODES.map((side) => side.pattern.replaceAll('L', '[A-Z]').replaceAll('9', '\\d')).join('|')})$`,
);
