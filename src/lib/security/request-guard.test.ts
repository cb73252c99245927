import { describe, expect, it } from 'vitest';
import { guardRequest, type GuardInput } from './request-guard';

const base: GuardInput = {
  method: 'POST',
  pathname: '/api/client/leads',
  origin: 'https://www.viabovag.nl',
  secFetchSite: 'same-origin',
  contentType: 'application/json',
  siteOrigin: 'https://www.viabovag.nl',
};

describe('guardRequest', () => {
  it('lets our own pages post JSON', () => {
    expect(guardRequest(base)).toBeNull();
    expect(guardRequest({ ...base, contentType: 'application/json; charset=utf-8' })).toBeNull();
  });

  it.each(['https://evil.example', 'null', 'http://www.viabovag.nl.evil.example', 'javascript:alert(1)'])('refuses a post from origin %s', (origin) => {
    expect(guardRequest({ ...base, origin, contentType: 'text/plain' })).toEqual({ status: 403, message: 'Forbidden' });
  });

  it('refuses a cross-site post that left Origin out', () => {
    expect(guardRequest({ ...base, origin: null, secFetchSite: 'cross-site' })).toEqual({ status: 403, message: 'Forbidden' });
  });

  it("never takes an origin as ours for equalling the request's own Host: only SITE_URL's", () => {
    // A forged Host header (evil.example) with a matching Origin was let through before issue 49 item 10; the guard no longer sees Host.
    const forged = { ...base, host: 'evil.example', origin: 'https://evil.example', contentType: 'text/plain' } as GuardInput;
    expect(guardRequest(forged)).toEqual({ status: 403, message: 'Forbidden' });
    expect(guardRequest({ ...base, origin: 'http://www.viabovag.nl' })?.status).toBe(403);
    expect(guardRequest({ ...base, origin: 'https://www.viabovag.nl:8443' })?.status).toBe(403);
    expect(guardRequest({ ...base, origin: 'https://www.viabovag.nl' })).toBeNull();
  });

  it('takes the loopback spellings of a local SITE_URL, and any loopback origin under next dev', () => {
    const local = { ...base, siteOrigin: 'http://localhost:3000' };
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) expect(guardRequest({ ...local, origin }), origin).toBeNull();
    for (const origin of ['http://localhost:3001', 'https://localhost:3000', 'http://evil.example:3000']) expect(guardRequest({ ...local, origin })?.status, origin).toBe(403);
    // A public SITE_URL does not make loopback ours, except on a dev server.
    expect(guardRequest({ ...base, origin: 'http://localhost:3000' })?.status).toBe(403);
    expect(guardRequest({ ...base, origin: 'http://localhost:3005', development: true })).toBeNull();
    expect(guardRequest({ ...base, origin: 'https://evil.example', development: true })?.status).toBe(403);
  });

  it('refuses a JSON call that does not say it is JSON, which a cross-site form could send', () => {
    expect(guardRequest({ ...base, origin: null, secFetchSite: null, contentType: 'text/plain' })).toEqual({ status: 415, message: 'Unsupported Media Type' });
    expect(guardRequest({ ...base, origin: null, secFetchSite: null, contentType: null })).toEqual({ status: 415, message: 'Unsupported Media Type' });
    expect(guardRequest({ ...base, pathname: '/api/client/search/results', contentType: 'application/x-www-form-urlencoded' })?.status).toBe(415);
  });

  it('takes multipart only where photos travel', () => {
    expect(guardRequest({ ...base, contentType: 'multipart/form-data; boundary=x' })).toBeNull();
    expect(guardRequest({ ...base, pathname: '/api/client/search/results', contentType: 'multipart/form-data; boundary=x' })?.status).toBe(415);
  });

  it('lets the no-JavaScript favourites form post from our pages, and nobody else', () => {
    const form = { ...base, pathname: '/favorieten/verwijderen', contentType: 'application/x-www-form-urlencoded' };
    expect(guardRequest(form)).toBeNull();
    expect(guardRequest({ ...form, origin: 'https://evil.example' })?.status).toBe(403);
  });

  it("takes the mail providers' one-click unsubscribe and the subscription buttons as form posts", () => {
    const oneClick = { ...base, origin: null, pathname: '/api/client/search/unsubscribe/abc123', contentType: 'application/x-www-form-urlencoded' };
    expect(guardRequest(oneClick)).toBeNull();
    expect(guardRequest({ ...oneClick, pathname: '/api/client/search/subscribe/confirm/abc123' })).toBeNull();
    expect(guardRequest({ ...oneClick, pathname: '/api/client/search/subscriptions/manage' })).toBeNull();
    expect(guardRequest({ ...oneClick, pathname: '/api/client/search/subscriptions/manage-link' })).toBeNull();
    expect(guardRequest({ ...oneClick, origin: 'https://evil.example' })?.status).toBe(403);
    // The subscribe call itself stays JSON only.
    expect(guardRequest({ ...oneClick, pathname: '/api/client/search/subscribe' })?.status).toBe(415);
  });

  it('leaves reading alone', () => {
    expect(guardRequest({ ...base, method: 'GET', origin: 'https://evil.example', contentType: null })).toBeNull();
  });
});
