import { describe, expect, it } from 'vitest';
import { DEMO_INSURANCE_PARTNER, DEMO_SEED_COUNT } from './demo-defaults';
import { parseEnv } from './env';

const PRODUCTION = { APP_ENV: 'production', SITE_URL: 'https://www.viabovag.nl', ALTCHA_HMAC_KEY: 'a'.repeat(32), MAIL_LINK_KEY: 'b'.repeat(32) };

describe('demo defaults (decision 058)', () => {
  it('keeps every demo default for a local run (APP_ENV unset) and the test environments', () => {
    for (const source of [{}, { APP_ENV: 'acceptance', SITE_URL: 'https://acceptatie.viabovag.nl' }, { APP_ENV: 'development', SITE_URL: 'http://localhost:3000' }]) {
      const e = parseEnv(source);
      expect(e.SEED_COUNT).toBe(DEMO_SEED_COUNT);
      expect(e.PLATE_REGISTRY).toBe('local');
      expect([e.INSURANCE_PARTNER_NAME, e.INSURANCE_PARTNER_EMAIL, e.INSURANCE_PARTNER_URL]).toEqual([DEMO_INSURANCE_PARTNER.name, DEMO_INSURANCE_PARTNER.email, DEMO_INSURANCE_PARTNER.url]);
    }
    expect(parseEnv({}).APP_ENV).toBe('production');
  });

  it('gives production none of them: no seed, no plate registry, no insurance partner', () => {
    const e = parseEnv(PRODUCTION);
    expect(e.SEED_COUNT).toBe(0);
    expect(e.PLATE_REGISTRY).toBe('off');
    expect([e.INSURANCE_PARTNER_NAME, e.INSURANCE_PARTNER_EMAIL, e.INSURANCE_PARTNER_URL]).toEqual([undefined, undefined, undefined]);
  });

  it('gives production what it asks for', () => {
    const e = parseEnv({ ...PRODUCTION, SEED_COUNT: '500', RDW_API_URL: 'https://opendata.rdw.nl', INSURANCE_PARTNER_NAME: 'Verzekeraar BV', INSURANCE_PARTNER_EMAIL: 'aanvragen@verzekeraar.example' });
    expect(e.SEED_COUNT).toBe(500);
    expect(e.PLATE_REGISTRY).toBe('rdw');
    expect([e.INSURANCE_PARTNER_NAME, e.INSURANCE_PARTNER_EMAIL, e.INSURANCE_PARTNER_URL]).toEqual(['Verzekeraar BV', 'aanvragen@verzekeraar.example', undefined]);
    expect(parseEnv({ ...PRODUCTION, PLATE_REGISTRY: 'local' }).PLATE_REGISTRY).toBe('local');
    expect(parseEnv({ PLATE_REGISTRY: 'off' }).PLATE_REGISTRY).toBe('off');
    expect(parseEnv({ RDW_API_URL: 'https://opendata.rdw.nl' }).PLATE_REGISTRY).toBe('rdw');
    expect(parseEnv({ SEED_COUNT: '0' }).SEED_COUNT).toBe(0);
  });

  it('stops a start whose settings contradict each other', () => {
    expect(() => parseEnv({ PLATE_REGISTRY: 'rdw' })).toThrow(/PLATE_REGISTRY=rdw needs RDW_API_URL/);
    expect(() => parseEnv({ PLATE_REGISTRY: 'somewhere' })).toThrow(/PLATE_REGISTRY/);
    expect(() => parseEnv({ ...PRODUCTION, INSURANCE_PARTNER_EMAIL: 'aanvragen@verzekeraar.example' })).toThrow(/INSURANCE_PARTNER_NAME and INSURANCE_PARTNER_EMAIL go together/);
    expect(() => parseEnv({ ...PRODUCTION, INSURANCE_PARTNER_NAME: 'Verzekeraar BV' })).toThrow(/go together/);
  });

  it('checks the call-tracking provider URL for the place of the code', () => {
    expect(parseEnv({ CALL_TRACKING_API_URL: 'https://calls.example/v1/numbers/{code}' }).CALL_TRACKING_API_URL).toBe('https://calls.example/v1/numbers/{code}');
    expect(parseEnv({}).CALL_TRACKING_API_URL).toBeUndefined();
    expect(() => parseEnv({ CALL_TRACKING_API_URL: 'https://calls.example/v1/numbers' })).toThrow(/CALL_TRACKING_API_URL: expected \{code\}/);
  });
});
