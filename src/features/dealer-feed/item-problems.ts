import type { z } from 'zod';
import { hasBrokenText, printable } from '@/lib/text/storable-text';

/**
 * Why a listing in a feed was refused, per field, in Dutch and English (issue 19): integrators
 * read English, dealers Dutch. zod's own messages are English only and the import's rules are
 * Dutch only, so both are written here from the issue's code and limits. Pure.
 */
export interface FieldProblem {
  /** The field's path in the listing, e.g. `price`, `photos.2`, `allInDeal.items`. */
  field: string;
  nl: string;
  en: string;
}

const TYPE_WORDS: Record<string, [string, string]> = {
  string: ['tekst', 'a string'],
  number: ['een getal', 'a number'],
  int: ['een geheel getal', 'an integer'],
  boolean: ['true of false', 'true or false'],
  array: ['een lijst', 'an array'],
  object: ['een object', 'an object'],
};

const nlNumber = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value).toLocaleString('nl-NL') : String(value));
const enNumber = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value).toLocaleString('en-GB') : String(value));

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function sizeWords(origin: string, limit: unknown, least: boolean): [string, string] {
  const [nlBound, enBound] = least ? ['minstens', 'at least'] : ['hooguit', 'at most'];
  if (origin === 'string') return [`moet ${nlBound} ${nlNumber(limit)} tekens hebben`, `must have ${enBound} ${enNumber(limit)} characters`];
  if (origin === 'array' || origin === 'set') return [`moet ${nlBound} ${nlNumber(limit)} items hebben`, `must have ${enBound} ${enNumber(limit)} items`];
  return [`moet ${nlBound} ${nlNumber(limit)} zijn`, `must be ${enBound} ${enNumber(limit)}`];
}

/** English for the import's own Dutch rules (import-schema.ts, import-rules.ts); others get a pointer to the Dutch. */
const RULE_TRANSLATIONS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^(\S+) hoort niet bij (\S+)$/, (m) => `${m[1]} does not belong with ${m[2]}`],
  [/^bevat dubbele waarden$/, () => 'contains duplicate values'],
  [/^is geen fotonaam/, () => 'is neither an uploaded photo, a library photo name nor an https address'],
  [/^bouwjaar en -maand liggen in de toekomst$/, () => 'build year and month lie in the future'],
  [/^modeljaar past niet bij het bouwjaar$/, () => 'model year does not fit the build year'],
  [/^een nieuw voertuig is niet gebruikt$/, () => 'a new vehicle has no usage state but new'],
  [/^een nieuw voertuig heeft hooguit/, () => 'a new vehicle has driven at most 1,000 km'],
  [/^leaseprijs per maand is niet lager/, () => 'the monthly lease price is not below the price'],
  [/^is verplicht voor (een )?(.+)$/, (m) => `is required for this vehicle (${m[2]})`],
  [/^hoort niet bij een fiets zonder motor$/, () => 'does not belong to a bicycle without a motor'],
  [/^hoort alleen bij een (.+)$/, () => 'belongs only to another vehicle type'],
  [/^een fiets heeft geen motorinhoud/, () => 'a bicycle has no engine capacity or power'],
  [/^een aanhanger heeft geen motor$/, () => 'a trailer has no engine'],
  [/^ledig gewicht is hoger/, () => 'the empty mass exceeds the maximum mass'],
  [/^een auto heeft minstens één brandstof$/, () => 'a car has at least one fuel'],
  [/^een volledig elektrisch voertuig heeft geen motorinhoud$/, () => 'a fully electric vehicle has no engine capacity'],
  [/^rijbewijscategorie hoort alleen bij een motor$/, () => 'a licence category belongs only to a motorcycle'],
  [/^noemt meer dan één BOVAG Garantie$/, () => 'names more than one BOVAG warranty'],
  [/^zekerheid en garantie van (\d+) maanden/, (m) => `the certainty and the BOVAG warranty of ${m[1]} months must go together`],
  [/^de all-in prijs is lager/, () => 'the all-in price is below the asking price'],
  [/^de all-in prijs ligt meer dan/, () => 'the all-in price is too far above the asking price (are the amounts in cents?)'],
  [/^(\S+): een /, (m) => `${m[1]} does not fit this vehicle`],
  [/^noemt niet wat/, () => 'does not say what it includes'],
  [/^noemt een pakket twee keer$/, () => 'names a package twice'],
  [/^mag alleen letters, cijfers/, () => 'may hold only letters, digits and . _ / - (at most 64)'],
  [/^is geen Nederlands kenteken/, () => 'is not a Dutch licence plate (e.g. K-123-AB)'],
];

function translateRule(message: string): string {
  for (const [pattern, english] of RULE_TRANSLATIONS) {
    const match = pattern.exec(message);
    if (match) return english(match);
  }
  return 'breaks a listing rule (see the Dutch reason)';
}

/** One issue of the import schema as a field problem. */
export function describeIssue(issue: z.core.$ZodIssue, input: unknown): FieldProblem {
  const field = issue.path.length ? issue.path.map(String).join('.') : 'listing';
  const [nl, en] = issueWords(issue, valueAt(input, issue.path));
  return { field, nl, en };
}

function issueWords(issue: z.core.$ZodIssue, value: unknown): [string, string] {
  switch (issue.code) {
    case 'invalid_type': {
      if (value === undefined) return ['ontbreekt', 'is required'];
      const [nl, en] = TYPE_WORDS[issue.expected] ?? [issue.expected, issue.expected];
      return [`moet ${nl} zijn`, `must be ${en}`];
    }
    case 'too_small':
      return sizeWords(issue.origin, issue.minimum, true);
    case 'too_big':
      return sizeWords(issue.origin, issue.maximum, false);
    case 'invalid_value': {
      const shown = issue.values.slice(0, 12).map(String).join(', ') + (issue.values.length > 12 ? ', …' : '');
      return [`is geen waarde die we kennen (kies uit: ${shown})`, `is not a known value (one of: ${shown})`];
    }
    case 'invalid_format':
      if (issue.format === 'regex') return [issue.message, translateRule(issue.message)];
      return [`heeft niet de vorm ${issue.format}`, `is not a valid ${issue.format}`];
    case 'not_multiple_of':
      return [`moet een veelvoud van ${nlNumber(issue.divisor)} zijn`, `must be a multiple of ${enNumber(issue.divisor)}`];
    case 'unrecognized_keys':
      return [`kent de velden ${issue.keys.join(', ')} niet`, `has unknown fields ${issue.keys.join(', ')}`];
    case 'custom':
      return [issue.message, translateRule(issue.message)];
    default:
      return ['is ongeldig', 'is invalid'];
  }
}

/** Text fields may hold no markup: dealer text is shown escaped, but a tag in a title is a broken feed, not a title. */
const MARKUP = /<\s*\/?\s*[a-zA-Z!?]|javascript:/i;

/** Every string in the record that looks like markup, with its path. */
export function markupProblems(record: unknown): FieldProblem[] {
  // One look at the whole record first: nearly every listing has no markup at all.
  const text = JSON.stringify(record) ?? '';
  return MARKUP.test(text) ? markupAt(record, []) : [];
}

function markupAt(record: unknown, path: string[]): FieldProblem[] {
  if (typeof record === 'string') {
    return MARKUP.test(record) ? [{ field: path.join('.') || 'listing', nl: 'bevat HTML of een script; stuur platte tekst', en: 'contains HTML or a script; send plain text' }] : [];
  }
  if (Array.isArray(record)) return record.flatMap((item, index) => markupAt(item, [...path, String(index)]));
  if (record && typeof record === 'object') return Object.entries(record).flatMap(([key, value]) => markupAt(value, [...path, key]));
  return [];
}

const BROKEN_TEXT_WORDS = {
  nl: 'bevat een NUL-teken of een half Unicode-teken (losse surrogaat); stuur geldige UTF-8-tekst',
  en: 'contains a NUL character or half a Unicode character (a lone surrogate); send valid UTF-8 text',
};

/** Every string and field name in the record holding a NUL or a lone surrogate, with its path. */
export function brokenTextProblems(record: unknown): FieldProblem[] {
  // One look at the whole record first: JSON.stringify writes both as escapes, nearly no listing has one.
  const text = JSON.stringify(record) ?? '';
  if (!/\\u0000|\\ud[89a-f]/i.test(text)) return [];
  const problems: FieldProblem[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      if (hasBrokenText(value)) problems.push({ field: path.join('.') || 'listing', ...BROKEN_TEXT_WORDS });
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, String(index)]));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasBrokenText(key)) problems.push({ field: [...path, printable(key)].join('.'), ...BROKEN_TEXT_WORDS });
        else walk(item, [...path, key]);
      }
    }
  };
  walk(record, []);
  return problems;
}

/** A copy of an answer with every string made printable, so it can be stored as jsonb (the idempotent replay). */
export function withPrintableText<T>(value: T): T {
  if (typeof value === 'string') return printable(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withPrintableText(item)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [printable(key), withPrintableText(item)])) as T;
  return value;
}
