import { describe, expect, it } from 'vitest';
import { requestOrigin, siteOrigin, siteUrlProblem } from './site-origin';

const direct = { forwardedHost: null, forwardedProto: null, trustedProxies: 0 };

describe('requestOrigin', () => {
  it('follows the Host header the request came in on', () => {
    expect(requestOrigin({ ...direct, host: 'test.example.nl:3000' })).toBe('http://test.example.nl:3000');
    expect(requestOrigin({ ...direct, host: '[::1]:3000' })).toBe('http://[::1]:3000');
  });

  it('ignores forwarded headers unless a proxy is trusted', () => {
    const forged = { host: 'app.internal', forwardedHost: 'evil.example', forwardedProto: 'https', trustedProxies: 0 };
    expect(requestOrigin(forged)).toBe('http://app.internal');
    expect(requestOrigin({ ...forged, trustedProxies: 1 })).toBe('https://evil.example');
  });

  it('refuses a Host that is no host name', () => {
    for (const host of ['', 'a b', 'evil.example/path', 'x"><script>', 'host:99999999']) expect(requestOrigin({ ...direct, host })).toBeNull();
  });
});

describe('siteOrigin', () => {
  it('prefers SITE_URL, then the request, then the fallback', () => {
    expect(siteOrigin('https://www.viabovag.nl/', 'http://other:3000', 'http://localhost:3000')).toBe('https://www.viabovag.nl');
    expect(siteOrigin(undefined, 'http://other:3000', 'http://localhost:3000')).toBe('http://other:3000');
    expect(siteOrigin(undefined, null, 'http://localhost:3000')).toBe('http://localhost:3000');
  });
});

describe('siteUrlProblem', () => {
  it('stops a production start without SITE_URL, with a message that says what to set', () => {
    expect(siteUrlProblem({ APP_ENV: 'production' })).toMatch(/SITE_URL is required.*SITE_URL=https:/);
    expect(siteUrlProblem({ APP_ENV: 'production', SITE_URL: ' ' })).not.toBeNull();
  });

  it('stops every named environment that can send mail without SITE_URL (issue 49 item 10)', () => {
    for (const appEnv of ['acceptance', 'qa1', 'qa2', 'dynamic-qa', 'integration-test']) expect(siteUrlProblem({ APP_ENV: appEnv }), appEnv).toMatch(new RegExp(`SITE_URL is required when APP_ENV=${appEnv}`));
    expect(siteUrlProblem({ APP_ENV: 'production', SITE_URL: 'https://www.viabovag.nl' })).toBeNull();
    expect(siteUrlProblem({ APP_ENV: 'acceptance', SITE_URL: 'https://acceptatie.viabovag.nl' })).toBeNull();
  });

  it('lets a local run (APP_ENV unset, or development) start without it', () => {
    expect(siteUrlProblem({})).toBeNull();
    expect(siteUrlProblem({ APP_ENV: 'development' })).toBeNull();
  });
});
