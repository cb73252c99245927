import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/config/env';

export type SecretName = 'ALTCHA_HMAC_KEY' | 'MAIL_LINK_KEY';

const cache = new Map<SecretName, Promise<string>>();

/**
 * A secret from the environment, or (outside production, which must set them: lib/config/env.ts)
 * one made up once and kept in DATA_DIR/secrets.json, so every process of a local run, and every
 * restart, signs with the same key: a confirmation link mailed yesterday still works today.
 */
export function secret(name: SecretName): Promise<string> {
  let value = cache.get(name);
  if (!value) {
    const configured = env()[name];
    value = configured ? Promise.resolve(configured) : localSecret(path.join(env().DATA_DIR, 'secrets.json'), name);
    cache.set(name, value);
  }
  return value;
}

async function readSecrets(file: string): Promise<Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export async function localSecret(file: string, name: string): Promise<string> {
  const known = (await readSecrets(file))[name];
  if (typeof known === 'string' && known.length >= 32) return known;
  await mkdir(path.dirname(file), { recursive: true });
  const made = randomBytes(32).toString('base64url');
  try {
    // wx: when two processes start at once, the first one's file wins and the other reads it.
    const secrets = { ...(await readSecrets(file)), [name]: made };
    await writeFile(file, JSON.stringify(secrets, null, 2), { flag: 'wx', mode: 0o600 });
    return made;
  } catch {
    const again = (await readSecrets(file))[name];
    if (typeof again === 'string' && again.length >= 32) return again;
    // The file exists without this secret (written by an older version): add it.
    await writeFile(file, JSON.stringify({ ...(await readSecrets(file)), [name]: made }, null, 2), { mode: 0o600 });
    return made;
  }
}
