import 'server-only';
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { create, deriveHmacKeySecret } from 'altcha-lib/frameworks/nextjs';
import type { Store } from 'altcha-lib/frameworks/types';
import type { Db } from '@/db';
import { usedBotChecks } from '@/db/schema';
import { secret } from './secrets.server';

/**
 * The bot check of forms that make the site send mail (decision 020): ALTCHA, a proof of work the
 * visitor's browser solves in a second or so, with no third party and no cookie. A solution is
 * accepted once, on every node (the used_bot_checks table), until its challenge expires.
 */
export const BOT_CHECK_HEADER = 'x-altcha';
/** A challenge must be solved and sent within this time. */
const CHALLENGE_TTL_MS = 10 * 60_000;
/** PBKDF2 rounds per attempt: about 256 attempts on average, a second on a phone. */
const COST = 2_000;

export type BotCheckResult = { ok: true } | { ok: false; reason: 'missing' | 'invalid' | 'used' };

function replayStore(db: Db): Store {
  return {
    get: () => false,
    set: () => undefined,
    // Atomic on every node: the first insert of a challenge wins, a replay finds the row.
    async setIfAbsent(id: string) {
      const hash = createHash('sha256').update(id).digest('hex');
      const rows = await db
        .insert(usedBotChecks)
        .values({ signatureHash: hash, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) })
        .onConflictDoNothing()
        .returning({ hash: usedBotChecks.signatureHash });
      return rows.length === 1;
    },
  };
}

async function altcha(db: Db) {
  const key = await secret('ALTCHA_HMAC_KEY');
  const keySecret = await deriveHmacKeySecret(key);
  const store = replayStore(db);
  const instance = create({
    deriveKey,
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: keySecret,
    createChallengeParameters: () => ({ algorithm: 'PBKDF2/SHA-256', cost: COST, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) }),
    store,
  });
  return { challengeHandler: instance.challengeHandler, verify: (token: string) => instance.verify(token, deriveKey, key, keySecret, store) };
}

/** GET of the widget's challenge: a fresh signed challenge, never cached. */
export async function botCheckChallenge(db: Db, request: Request): Promise<Response> {
  return (await altcha(db)).challengeHandler(request);
}

/** The token of the request's bot-check header: solved, signed by us, unexpired and not used before. */
export async function verifyBotCheck(db: Db, headers: Headers): Promise<BotCheckResult> {
  const token = headers.get(BOT_CHECK_HEADER)?.trim();
  if (!token) return { ok: false, reason: 'missing' };
  if (token.length > 4096) return { ok: false, reason: 'invalid' };
  const result = await (await altcha(db)).verify(token);
  if (!result.error) return { ok: true };
  // altcha-lib's words for a replay: "ALTCHA payload has been already used."
  return { ok: false, reason: /been already used|already been used/.test(result.error) ? 'used' : 'invalid' };
}

/** Deletes the record of solutions whose challenges have expired anyway. */
export async function purgeUsedBotChecks(db: Db, now: Date): Promise<void> {
  await db.delete(usedBotChecks).where(lt(usedBotChecks.expiresAt, sql`${now.toISOString()}::timestamptz`));
}
