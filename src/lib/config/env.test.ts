import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const SECRETS = { ALTCHA_HMAC_KEY: 'a'.repeat(32), MAIL_LINK_KEY: 'b'.repeat(32) };

describe('parseEnv', () => {
  it('starts a fresh clone with no variables at all', () => {
    const e = parseEnv({});
    expect(e.SITE_URL).toBeUndefined();
    expect(e.DEV_MAILBOX_KEY).toBeUndefined();
  });

  it('stops a production start without SITE_URL, naming the variable', () => {
    expect(() => parseEnv({ APP_ENV: 'production' })).toThrow(/SITE_URL is required when APP_ENV=production/);
    expect(parseEnv({ APP_ENV: 'production', SITE_URL: 'https://www.viabovag.nl', ...SECRETS }).SITE_URL).toBe('https://www.viabovag.nl');
  });

  it('stops a production start without the bot-check and mail-link secrets, naming each', () => {
    const site = { APP_ENV: 'production', SITE_URL: 'https://www.viabovag.nl' };
    expect(() => parseEnv(site)).toThrow(/ALTCHA_HMAC_KEY and MAIL_LINK_KEY required when APP_ENV=production/);
    expect(() => parseEnv({ ...site, ALTCHA_HMAC_KEY: SECRETS.ALTCHA_HMAC_KEY })).toThrow(/MAIL_LINK_KEY required/);
    expect(() => parseEnv({ ...site, ...SECRETS, MAIL_LINK_KEY: 'too-short' })).toThrow(/MAIL_LINK_KEY/);
    expect(parseEnv({ APP_ENV: 'acceptance', SITE_URL: 'https://acceptatie.viabovag.nl' }).ALTCHA_HMAC_KEY).toBeUndefined();
  });

  it('refuses a dev mailbox key too short to be a secret', () => {
    expect(() => parseEnv({ DEV_MAILBOX_KEY: 'short' })).toThrow(/DEV_MAILBOX_KEY/);
  });

  it('takes a Dutch roadside number, with a default when unset or empty, and refuses anything else', () => {
    expect(parseEnv({}).ROADSIDE_PHONE).toBe('088-2692888');
    expect(parseEnv({ ROADSIDE_PHONE: '  ' }).ROADSIDE_PHONE).toBe('088-2692888');
    expect(parseEnv({ ROADSIDE_PHONE: '+31 30 123 4567' }).ROADSIDE_PHONE).toBe('+31 30 123 4567');
    expect(parseEnv({}).ROADSIDE_PROVIDER).toBe('de ANWB Wegenwacht');
    expect(parseEnv({ ROADSIDE_PROVIDER: 'BOVAG Pechhulp' }).ROADSIDE_PROVIDER).toBe('BOVAG Pechhulp');
    expect(parseEnv({ ROADSIDE_PHONE: '030 123 45 67' }).ROADSIDE_PHONE).toBe('030 123 45 67');
    expect(() => parseEnv({ ROADSIDE_PHONE: '112' })).toThrow(/ROADSIDE_PHONE/);
    expect(() => parseEnv({ ROADSIDE_PHONE: '030-12345' })).toThrow(/ROADSIDE_PHONE/);
  });
});
