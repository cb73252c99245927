/**
 * A number's digits as `Intl.NumberFormat('nl-NL')` writes them ("-12.345,5"), without Intl
 * (decision 048). A browser's first NumberFormat loads its locale data: 160–230 ms of main thread at
 * Lighthouse's 4× slower phone, inside the task that hydrates the page, on every page that formats a
 * price or a count while it hydrates. The output is Intl's, digit for digit, which the unit tests
 * check against Intl itself over many thousands of values; Intl stays the reference, and what no
 * page formats (NaN, infinities) is still written by Intl.
 *
 * Intl rounds the shortest decimal that reads back as the double (as `String(value)` writes it),
 * half away from zero, which is why 1.005 to two decimals is 1,01 and not toFixed's 1.00; a
 * percentage moves that decimal's point, it does not multiply the double.
 */

export interface DigitOptions {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
  /** Moves the decimal point this many places right: 2 for a percentage. */
  shift?: number;
}

export interface DutchDigits {
  /** True for a value below zero and for -0, as Intl writes "-0" for both. */
  negative: boolean;
  /** The grouped digits without a sign: "12.345,5". */
  body: string;
}

/** Decimal digits and the position of the point among them, read from the shortest round-trip text. */
function decimalOf(magnitude: number, shift: number): { integer: string; fraction: string } {
  const text = String(magnitude);
  const exponentAt = text.indexOf('e');
  const mantissa = exponentAt < 0 ? text : text.slice(0, exponentAt);
  const exponent = exponentAt < 0 ? 0 : Number(text.slice(exponentAt + 1));
  const dot = mantissa.indexOf('.');
  const digits = dot < 0 ? mantissa : mantissa.slice(0, dot) + mantissa.slice(dot + 1);
  const point = (dot < 0 ? mantissa.length : dot) + exponent + shift;
  if (point <= 0) return { integer: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { integer: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { integer: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Adds one to a string of decimal digits: "199" → "200", "99" → "100". */
function incremented(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index--;
  if (index < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, index) + String(Number(digits[index]) + 1) + '0'.repeat(digits.length - index - 1);
}

/** Thousands with a dot, as nl-NL groups from 1.000 on. */
function grouped(integer: string): string {
  const start = integer.length % 3 || 3;
  let text = integer.slice(0, start);
  for (let index = start; index < integer.length; index += 3) text += `.${integer.slice(index, index + 3)}`;
  return text;
}

/** The digits of a finite `value` as nl-NL writes them; the caller adds the sign, symbol or unit. */
export function dutchDigits(value: number, options: DigitOptions): DutchDigits {
  const { minimumFractionDigits: least, maximumFractionDigits: most, shift = 0 } = options;
  const negative = value < 0 || Object.is(value, -0);
  const { integer, fraction } = decimalOf(Math.abs(value), shift);
  let kept = integer + fraction.slice(0, most).padEnd(most, '0');
  if (fraction.length > most && (fraction[most] ?? '0') >= '5') kept = incremented(kept);
  let wholePart = kept.slice(0, kept.length - most).replace(/^0+(?=\d)/, '');
  let fractionPart = kept.slice(kept.length - most);
  if (wholePart === '') wholePart = '0';
  while (fractionPart.length > least && fractionPart.endsWith('0')) fractionPart = fractionPart.slice(0, -1);
  return { negative, body: fractionPart ? `${grouped(wholePart)},${fractionPart}` : grouped(wholePart) };
}
