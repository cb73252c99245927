import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db/connect';
import { dealerApiKeys, dealers } from '@/db/schema';
import { hashSecret, newSecret, newToken, parseToken, secretMatches, type KeyScope, type ParsedToken } from './api-keys';

/**
 * The dealer API keys in the database: made, rotated and revoked by `npm run dealer-key` (and the
 * end-to-end suite's test route, which calls the same functions), looked up on every call.
 * Free of 'server-only' so the CLI can run it under plain tsx.
 */
export interface NewKey {
  label: string;
  dealerExternalIds: readonly string[];
  scopes: readonly KeyScope[];
}

export interface IssuedKey {
  keyId: string;
  /** Shown once; only its hash is stored. */
  token: string;
}

export interface KeySummary {
  keyId: string;
  label: string;
  dealerExternalIds: string[];
  scopes: string[];
  createdAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

export interface StoredKey extends KeySummary {
  id: number;
}

export class KeyError extends Error {
  override name = 'KeyError';
}

export async function createDealerKey(database: Database, input: NewKey): Promise<IssuedKey> {
  const wanted = [...new Set(input.dealerExternalIds)];
  if (!wanted.length) throw new KeyError('Noem minstens één dealer (--dealer <extern id>).');
  const known = await database.db.select({ externalId: dealers.externalId }).from(dealers).where(inArray(dealers.externalId, wanted));
  const missing = wanted.filter((id) => !known.some((row) => row.externalId === id));
  if (missing.length) throw new KeyError(`Onbekende dealer: ${missing.join(', ')}`);
  const label = input.label.trim();
  if (!label) throw new KeyError('Geef de sleutel een naam (--label).');
  const issued = newToken();
  const secret = issued.token.slice(`dk_${issued.keyId}_`.length);
  await database.db.insert(dealerApiKeys).values({ keyId: issued.keyId, secretHash: hashSecret(secret), label, dealerExternalIds: wanted, scopes: [...new Set(input.scopes)] });
  return { keyId: issued.keyId, token: issued.token };
}

/** A new secret for the key: the old one stops working at once. */
export async function rotateDealerKey(database: Database, keyId: string): Promise<IssuedKey> {
  const { secret, token } = newSecret(keyId);
  const rows = await database.db
    .update(dealerApiKeys)
    .set({ secretHash: hashSecret(secret), rotatedAt: sql`now()` })
    .where(sql`${dealerApiKeys.keyId} = ${keyId} and ${dealerApiKeys.revokedAt} is null`)
    .returning({ keyId: dealerApiKeys.keyId });
  if (!rows.length) throw new KeyError(`Geen actieve sleutel ${keyId}.`);
  return { keyId, token };
}

export async function revokeDealerKey(database: Database, keyId: string): Promise<void> {
  const rows = await database.db.update(dealerApiKeys).set({ revokedAt: sql`coalesce(${dealerApiKeys.revokedAt}, now())` }).where(eq(dealerApiKeys.keyId, keyId)).returning({ keyId: dealerApiKeys.keyId });
  if (!rows.length) throw new KeyError(`Geen sleutel ${keyId}.`);
}

const SUMMARY = {
  id: dealerApiKeys.id,
  keyId: dealerApiKeys.keyId,
  label: dealerApiKeys.label,
  dealerExternalIds: dealerApiKeys.dealerExternalIds,
  scopes: dealerApiKeys.scopes,
  createdAt: dealerApiKeys.createdAt,
  rotatedAt: dealerApiKeys.rotatedAt,
  revokedAt: dealerApiKeys.revokedAt,
  lastUsedAt: dealerApiKeys.lastUsedAt,
};

export async function listDealerKeys(database: Database): Promise<KeySummary[]> {
  const rows = await database.db.select(SUMMARY).from(dealerApiKeys).orderBy(asc(dealerApiKeys.id));
  return rows.map(({ id: _id, ...summary }) => summary);
}

/**
 * The key a bearer token stands for, or null when the token is malformed, unknown or its secret
 * wrong: the caller answers all three alike (401), so a guesser learns nothing.
 */
export async function findKey(database: Database, token: string | ParsedToken): Promise<StoredKey | null> {
  const parsed = typeof token === 'string' ? parseToken(token) : token;
  if (!parsed) return null;
  const [row] = await database.db
    .select({ ...SUMMARY, secretHash: dealerApiKeys.secretHash })
    .from(dealerApiKeys)
    .where(eq(dealerApiKeys.keyId, parsed.keyId))
    .limit(1);
  if (!row || !secretMatches(parsed.secret, row.secretHash)) return null;
  const { secretHash: _hash, ...key } = row;
  return key;
}

/** Marks the key used; at most once a minute per key, so a busy feed does not write a row per call. */
export async function touchKey(database: Database, id: number): Promise<void> {
  await database.db.execute(sql`update dealer_api_keys set last_used_at = now() where id = ${id} and (last_used_at is null or last_used_at < now() - interval '1 minute')`);
}
