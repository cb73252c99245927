import { randomInt } from 'node:crypto';
import { hashSeed } from './random';

/**
 * The public 7-character listing code that ends a detail URL (product §5): lowercase letters and
 * digits, at least two of each.
 */
export const LISTING_CODE_LENGTH = 7;
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const SPACE = 36 ** LISTING_CODE_LENGTH;

export function isValidListingCode(code: string): boolean {
  if (code.length !== LISTING_CODE_LENGTH || !/^[a-z0-9]+$/.test(code)) return false;
  let digits = 0;
  for (const char of code) if (char >= '0' && char <= '9') digits++;
  return digits >= 2 && LISTING_CODE_LENGTH - digits >= 2;
}

function encode(value: number): string {
  let text = '';
  let rest = value;
  for (let i = 0; i < LISTING_CODE_LENGTH; i++) {
    text = ALPHABET.charAt(rest % 36) + text;
    rest = Math.floor(rest / 36);
  }
  return text;
}

/** A 32-bit integer finaliser (murmur3's), the round function of the permutation below. */
function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const HALF_BITS = 19;
const HALF = 2 ** HALF_BITS;
const HALF_MASK = HALF - 1;

/**
 * A keyed permutation of [0, 2^38) (a four-round Feistel network). Walking the cycle until the
 * value lands on a valid code gives a permutation of the valid codes themselves: counter n of
 * one seed never repeats a code, and the codes look random.
 */
function permute(value: number, keys: readonly number[]): number {
  let left = Math.floor(value / HALF);
  let right = value % HALF;
  for (const key of keys) {
    const mixed = mix32(key ^ Math.imul(right, 0x9e3779b1)) & HALF_MASK;
    const next = (left ^ mixed) & HALF_MASK;
    left = right;
    right = next;
  }
  return left * HALF + right;
}

export interface ListingCodeSource {
  next(): string;
}

/** Deterministic codes for a seed (the n-th call always gives the same code), random without one. */
export function createListingCodeSource(seed?: number | string): ListingCodeSource {
  if (seed === undefined) {
    return {
      next() {
        for (;;) {
          let code = '';
          for (let i = 0; i < LISTING_CODE_LENGTH; i++) code += ALPHABET.charAt(randomInt(36));
          if (isValidListingCode(code)) return code;
        }
      },
    };
  }
  const base = hashSeed('listing-code', seed);
  const keys = [hashSeed(base, 1), hashSeed(base, 2), hashSeed(base, 3), hashSeed(base, 4)];
  let counter = 0;
  // Cycle walking is a bijection only on its target set, so the counter enumerates valid codes.
  const nextStart = (): number => {
    for (;;) {
      const value = counter++;
      if (isValidListingCode(encode(value))) return value;
    }
  };
  return {
    next() {
      let value = nextStart();
      for (;;) {
        value = permute(value, keys);
        if (value < SPACE) {
          const code = encode(value);
          if (isValidListingCode(code)) return code;
        }
      }
    },
  };
}
