import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Makes this test process a minimal production start before any app module reads the environment
 * (env() keeps the first reading): import it first. Its data folder is a fresh one of its own, so
 * nothing can open the shared `.data`. `restoreEnv` puts the variables back.
 */
export const MINIMAL_PRODUCTION = {
  APP_ENV: 'production',
  SITE_URL: 'https://www.viabovag.nl',
  ALTCHA_HMAC_KEY: 'a'.repeat(32),
  MAIL_LINK_KEY: 'b'.repeat(32),
};

export const PRODUCTION_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'production-defaults-'));

const applied = { ...MINIMAL_PRODUCTION, DATA_DIR: PRODUCTION_DATA_DIR };
const saved = Object.fromEntries(Object.keys(applied).map((key) => [key, process.env[key]]));
Object.assign(process.env, applied);

export function restoreEnv(): void {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}
