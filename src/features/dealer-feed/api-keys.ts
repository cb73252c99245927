import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Dealer API keys, the pure part (decision 034): the token's shape, the hash kept of its secret,
 * and what a key may do. A token is `dk_<keyId>_<secret>`: the key id finds the row, the secret
 * proves possession. The secret is 256 random bits, so a plain SHA-256 is as good as a slow hash
 * (nobody can guess their way through 2^256), and lookups stay cheap on every call.
 */
export const KEY_SCOPES = ['listings', 'leads'] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];

/** Which scope each call needs. */
export const CALL_SCOPES = {
  'listings.push': 'listings',
  'listings.deactivate': 'listings',
  'listings.sync': 'listings',
  'photos.upload': 'listings',
  'leads.list': 'leads',
  'leads.report': 'leads',
} as const satisfies Record<string, KeyScope>;
export type DealerCall = keyof typeof CALL_SCOPES;

const TOKEN = /^dk_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;
const KEY_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export interface ParsedToken {
  keyId: string;
  secret: string;
}

/** A new key's id and secret, and the token the integrator keeps. */
export function newToken(random: (size: number) => Buffer = randomBytes): { keyId: string; secret: string; token: string } {
  const keyId = Array.from(random(12), (byte) => KEY_ID_ALPHABET[byte % KEY_ID_ALPHABET.length]).join('');
  return { keyId, ...newSecret(keyId, random) };
}

/** A fresh secret for an existing key id (rotation). */
export function newSecret(keyId: string, random: (size: number) => Buffer = randomBytes): { secret: string; token: string } {
  const secret = random(32).toString('base64url');
  return { secret, token: `dk_${keyId}_${secret}` };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** The token of an `Authorization: Bearer …` header; null for anything else. */
export function parseAuthorization(header: string | null): ParsedToken | null {
  const match = /^Bearer ([^\s]+)$/i.exec(header?.trim() ?? '');
  return match?.[1] ? parseToken(match[1]) : null;
}

export function parseToken(token: string): ParsedToken | null {
  const match = TOKEN.exec(token);
  return match?.[1] && match[2] ? { keyId: match[1], secret: match[2] } : null;
}

/** Compares the secret's hash to the stored one in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export interface KeyGrant {
  dealerExternalIds: readonly string[];
  scopes: readonly string[];
  revokedAt: Date | null;
}

export type Authorization = { ok: true; dealer: string } | { ok: false; status: 401 | 403 };

/**
 * May this key make this call for this dealer? A revoked key is 401 (as if it did not exist); a
 * valid key outside its scope is 403. When the call names no dealer, a key for exactly one dealer
 * acts for that one; a key for several must name it (403 otherwise: we say nothing about which).
 */
export function authorize(grant: KeyGrant, call: DealerCall, dealer: string | null): Authorization {
  if (grant.revokedAt) return { ok: false, status: 401 };
  if (!grant.scopes.includes(CALL_SCOPES[call])) return { ok: false, status: 403 };
  const chosen = dealer ?? (grant.dealerExternalIds.length === 1 ? (grant.dealerExternalIds[0] ?? null) : null);
  if (chosen === null || !grant.dealerExternalIds.includes(chosen)) return { ok: false, status: 403 };
  return { ok: true, dealer: chosen };
}

/** Scopes from the CLI's comma list; throws naming what is unknown. */
export function parseScopes(text: string): KeyScope[] {
  const scopes = [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean))];
  const unknown = scopes.filter((scope) => !(KEY_SCOPES as readonly string[]).includes(scope));
  if (unknown.length || !scopes.length) throw new Error(`Onbekende scope: ${unknown.join(', ') || '(leeg)'} (kies uit ${KEY_SCOPES.join(', ')})`);
  return scopes as KeyScope[];
}
