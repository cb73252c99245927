/**
 * The secrets `APP_ENV=production` requires at start (src/lib/config): random for a benchmark's
 * servers, one pair per run so that several nodes agree; the caller's own when it sets them.
 */
import { randomBytes } from 'node:crypto';

const random = () => randomBytes(32).toString('hex');

export const PRODUCTION_SECRETS = {
  ALTCHA_HMAC_KEY: process.env.ALTCHA_HMAC_KEY ?? random(),
  MAIL_LINK_KEY: process.env.MAIL_LINK_KEY ?? random(),
};
