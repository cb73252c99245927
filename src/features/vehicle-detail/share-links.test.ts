import { describe, expect, it } from 'vitest';
import { shareLinks, shareOrigin } from './share-links';

describe('shareOrigin', () => {
  const fallback = 'http://localhost:3000';

  it('keeps SITE_URL when it names the host that served the page, with its own scheme', () => {
    expect(shareOrigin({ configured: 'https://www.viabovag.nl/', served: 'http://www.viabovag.nl', fallback })).toBe('https://www.viabovag.nl');
    expect(shareOrigin({ configured: 'https://WWW.viabovag.nl', served: 'https://www.viabovag.nl', fallback })).toBe('https://www.viabovag.nl');
  });

  it('uses the serving host when SITE_URL names another one', () => {
    expect(shareOrigin({ configured: 'https://www.viabovag.nl', served: 'https://acceptatie.viabovag.nl', fallback })).toBe('https://acceptatie.viabovag.nl');
    expect(shareOrigin({ configured: 'http://127.0.0.1:3100', served: 'http://localhost:3100', fallback })).toBe('http://localhost:3100');
  });

  it('compares ports too: another port is another site', () => {
    expect(shareOrigin({ configured: 'http://127.0.0.1:3100', served: 'http://127.0.0.1:3000', fallback })).toBe('http://127.0.0.1:3000');
  });

  it('uses the serving host without SITE_URL, and the fallback without either', () => {
    expect(shareOrigin({ configured: undefined, served: 'http://192.168.1.20:3000', fallback })).toBe('http://192.168.1.20:3000');
    expect(shareOrigin({ configured: undefined, served: null, fallback })).toBe(fallback);
  });

  it('keeps SITE_URL when the request names no usable host', () => {
    expect(shareOrigin({ configured: 'https://www.viabovag.nl', served: null, fallback })).toBe('https://www.viabovag.nl');
  });
});

describe('shareLinks', () => {
  it('puts the URL into each channel, encoded', () => {
    const links = shareLinks({ url: 'https://www.viabovag.nl/auto/aanbod/a-b', title: 'Kia Picanto', emailSubject: 'Bekijk deze auto', emailBody: 'Kijk eens' });
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.viabovag.nl%2Fauto%2Faanbod%2Fa-b');
    expect(links.email).toContain('subject=Bekijk%20deze%20auto');
    expect(links.whatsapp).toContain(encodeURIComponent('Kia Picanto https://www.viabovag.nl/auto/aanbod/a-b'));
  });
});
