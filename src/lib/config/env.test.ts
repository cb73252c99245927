import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('starts a fresh clone with no variables at all', () => {
    const e = parseEnv({});
    expect(e.SITE_URL).toBeUndefined();
    expect(e.DEV_MAILBOX_KEY).toBeUndefined();
  });

  it('stops a production start without SITE_URL, naming the variable', () => {
    expect(() => parseEnv({ APP_ENV: 'production' })).toThrow(/SITE_URL is required when APP_ENV=production/);
    expect(parseEnv({ APP_ENV: 'production', SITE_URL: 'https://www.viabovag.nl' }).SITE_URL).toBe('https://www.viabovag.nl');
  });

  it('refuses a dev mailbox key too short to be a secret', () => {
    expect(() => parseEnv({ DEV_MAILBOX_KEY: 'short' })).toThrow(/DEV_MAILBOX_KEY/);
  });
});
