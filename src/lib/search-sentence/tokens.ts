/**
 * A typed sentence as tokens: words (lowercase, accents stripped) and numbers the Dutch way
 * (15.000, 15000, €15.000,-, 15k, 2,5k, 50.000km). Every token remembers the text it came from, so
 * the words nobody understood are kept as typed.
 */
import { stripAccents } from '@/lib/search-request/slug';

export interface WordToken {
  type: 'word';
  /** Lowercase, without accents: the form the vocabulary is keyed by. */
  text: string;
  raw: string;
}

export interface NumberToken {
  type: 'number';
  text: string;
  raw: string;
  value: number;
  /** Written with a currency sign or ",-": a price. */
  currency: boolean;
  /** Written with thousands dots or a multiplier (15.000, 15k): a price or a distance, never a year. */
  grouped: boolean;
  /** The multiplier written with it: 1000 for "15k", else 1. */
  scale: number;
}

export type Token = WordToken | NumberToken;

/** "15.000" or "15000", an optional ",5" or ",-", an optional glued unit or multiplier. */
const NUMBER = /^(€)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}|-{1,2}))?(k|km|eur|euro|pk|kw|cc|kg|wh|cm)?$/;
/** Units that may be glued to a number and become a word of their own. */
const GLUED_UNITS = new Set(['km', 'eur', 'euro', 'pk', 'kw', 'cc', 'kg', 'wh', 'cm']);
/** A whole postcode in one chunk ("3511ab"). */
const GLUED_POSTCODE = /^[1-9]\d{3}[a-z]{2}$/;

export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  // "10000-15000" and "10 - 15k" are ranges: read the dash as the word people say.
  for (const chunk of input.replace(/(\d)\s*[-–]\s*(?=€?\d)/g, '$1 tot ').split(/\s+/)) {
    if (chunk) readChunk(chunk, tokens);
  }
  return tokens;
}

function readChunk(chunk: string, tokens: Token[]): void {
  // Sentence punctuation around a chunk is not part of it; a price's ",-" is.
  const trimmed = stripAccents(chunk.toLowerCase())
    .replace(/^[^\p{L}\p{N}€]+/u, '')
    .replace(/(,-{1,2})$|[^\p{L}\p{N}]+$/u, (_, price: string | undefined) => price ?? '');
  if (!trimmed) return;
  if (readNumber(trimmed, chunk, tokens)) return;
  if (GLUED_POSTCODE.test(trimmed)) {
    tokens.push({ type: 'word', text: trimmed, raw: chunk });
    return;
  }
  // "€15.000" after a word, "e-bike", "id.3", "mt-07": split on everything but letters and digits.
  const parts = trimmed.split(/(€)|[^\p{L}\p{N}€]+/u).filter((part): part is string => Boolean(part));
  if (parts.length === 1) {
    tokens.push({ type: 'word', text: parts[0] ?? '', raw: chunk });
    return;
  }
  for (const part of parts) {
    if (!readNumber(part, part, tokens)) tokens.push({ type: 'word', text: part, raw: part });
  }
}

function readNumber(text: string, raw: string, tokens: Token[]): boolean {
  const match = NUMBER.exec(text);
  if (!match) return false;
  const [, euro, digits = '', fraction, suffix] = match;
  const grouped = digits.includes('.');
  let value = Number(digits.replace(/\./g, ''));
  const decimals = fraction && /^\d+$/.test(fraction) ? fraction : undefined;
  if (suffix === 'k') {
    value = Math.round((value + (decimals ? Number(`0.${decimals}`) : 0)) * 1000);
  } else if (decimals && !euro && !/^0+$/.test(decimals)) {
    // "1,5" alone is not a number a search uses; "12.500,00" is a price whose cents we drop.
    return false;
  }
  if (!Number.isSafeInteger(value)) return false;
  const currency = Boolean(euro) || fraction !== undefined;
  tokens.push({ type: 'number', text: digits.replace(/\./g, ''), raw, value, currency, grouped: grouped || suffix === 'k', scale: suffix === 'k' ? 1000 : 1 });
  if (suffix && GLUED_UNITS.has(suffix)) tokens.push({ type: 'word', text: suffix, raw: suffix });
  return true;
}

/** The tokens' text joined, as phrases are keyed ("mt 07"), and glued ("mt07"). */
export function spaced(tokens: readonly Token[], from: number, to: number): string {
  let key = '';
  for (let index = from; index < to; index++) key += (index > from ? ' ' : '') + (tokens[index]?.text ?? '');
  return key;
}

export function glued(tokens: readonly Token[], from: number, to: number): string {
  let key = '';
  for (let index = from; index < to; index++) key += tokens[index]?.text ?? '';
  return key;
}

/** A phrase of the vocabulary in the token form: "Mercedes-Benz" → "mercedes benz", "ID.3" → "id 3". */
export function phraseKey(label: string): string {
  return stripAccents(label.toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length > 0)
    .join(' ');
}
