import { describe, expect, it } from 'vitest';
import { FILE_CSP, fileCsp, frontDoorRefusal, rawPathOf, serverActionRefusal, skipsProxy, staticFilePaths, usableRange } from './front-door';

const copy = { title: 'Ongeldig adres', heading: 'Dit adres klopt niet', text: 'Controleer het adres.', home: 'Naar de homepage' };

describe('frontDoorRefusal', () => {
  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'CONNECT', 'PROPFIND'])('answers %s with 405 and the methods the site takes', (method) => {
    const refusal = frontDoorRefusal(method, '/auto', copy);
    expect(refusal?.status).toBe(405);
    expect(refusal?.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    expect(JSON.parse(refusal?.body ?? '')).toEqual({ status: 405, message: 'Method Not Allowed' });
  });

  it.each(['GET', 'HEAD', 'POST', 'get'])('hands %s on to the app', (method) => {
    expect(frontDoorRefusal(method, '/auto/merk-bmw?page=2', copy)).toBeNull();
  });

  // Issue 49: Next's router answered these with a 500 and a stack trace in the log.
  it.each(['GET', 'POST', 'HEAD', 'OPTIONS'])('answers %s with an asterisk or another target that is no path with 400, but OPTIONS * with the methods', (method) => {
    for (const target of ['*', '*/x', 'example.nl:443', 'http://example.nl/auto', '']) {
      const refusal = frontDoorRefusal(method, target, copy);
      if (method === 'OPTIONS' && target === '*') expect(refusal).toMatchObject({ status: 204, headers: { allow: 'GET, HEAD, POST, OPTIONS' } });
      else expect(refusal).toMatchObject({ status: 400, body: JSON.stringify({ status: 400, message: 'Bad Request' }) });
    }
  });

  it('answers a POST to a file with 405 and the methods a file takes', () => {
    const isStatic = staticFilePaths([
      { name: 'brands', folder: true },
      { name: 'favicon.ico', folder: false },
    ]);
    for (const path of ['/_next/static/chunks/main.js', '/brands/bmw.svg', '/favicon.ico']) {
      expect(frontDoorRefusal('POST', `${path}?x=1`, copy, isStatic)).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD, OPTIONS' } });
      expect(frontDoorRefusal('GET', path, copy, isStatic)).toBeNull();
    }
    expect(frontDoorRefusal('POST', '/brandstof', copy, isStatic)).toBeNull();
    expect(frontDoorRefusal('POST', '/favicon.ico.php', copy, isStatic)).toBeNull();
  });

  // Found by the route fuzz (issue 49): Next aborts these with a 500.
  it('refuses a server action whose Origin is not the host it went to, as Next would, with 403', () => {
    const action = { method: 'POST', path: '/lease/fiets-lease', nextAction: 'abc', origin: 'https://www.viabovag.nl', host: 'www.viabovag.nl', forwardedHost: undefined, ownHost: 'localhost' };
    expect(serverActionRefusal(action)).toBeNull();
    expect(serverActionRefusal({ ...action, host: 'evil.example' })).toMatchObject({ status: 403 });
    expect(serverActionRefusal({ ...action, forwardedHost: 'evil.example, www.viabovag.nl' })).toMatchObject({ status: 403 });
    expect(serverActionRefusal({ ...action, forwardedHost: 'www.viabovag.nl', host: 'app.internal' })).toBeNull();
    expect(serverActionRefusal({ ...action, host: undefined })).toMatchObject({ status: 403 });
    expect(serverActionRefusal({ ...action, origin: 'not a url' })).toMatchObject({ status: 403 });
    expect(serverActionRefusal({ ...action, origin: 'null' })).toMatchObject({ status: 403 });
    // Without an Origin Next lets it through (a hand-made request carries no one's cookies); so does this.
    expect(serverActionRefusal({ ...action, origin: undefined, host: 'evil.example' })).toBeNull();
    expect(serverActionRefusal({ ...action, nextAction: undefined, host: 'evil.example' })).toBeNull();
    expect(serverActionRefusal({ ...action, method: 'GET', host: 'evil.example' })).toBeNull();
  });

  it('takes a Range header for a file only when Next can answer it', () => {
    for (const range of ['bytes=0-10', 'bytes=0-', 'bytes=-5', 'bytes=0-1, 3-4', 'bytes=99-200']) expect(usableRange(range, 100), range).toBe(true);
    for (const range of ['bytes=x', 'bytes=100-', 'bytes=999999999-', 'bytes=5-2', 'bytes=-', 'bytes=-0', 'items=0-1', 'bytes=0-1,x', '']) expect(usableRange(range, 100), range).toBe(false);
  });

  it('answers OPTIONS on a page itself and leaves it to the API routes there', () => {
    expect(frontDoorRefusal('OPTIONS', '/auto', copy)).toMatchObject({ status: 204, headers: { allow: 'GET, HEAD, POST' } });
    expect(frontDoorRefusal('OPTIONS', '/api/client/leads', copy)).toBeNull();
  });

  it.each(['/media/%E0%A4%A', '/media/%ff', '/_next/static/%E0%A4%A', '/brands/%', '/sitemap.xml/%E0', '/favicon.ico/%ff'])(
    'answers a broken %%-sequence in %s with a 400 page that links home',
    (path) => {
      const refusal = frontDoorRefusal('GET', path, copy);
      expect(refusal?.status).toBe(400);
      expect(refusal?.body).toContain('<a href="/">Naar de homepage</a>');
      expect(refusal?.headers['content-security-policy']).toContain("default-src 'none'");
    },
  );

  it('lets only the site\'s own scripts load scripts (a Web Worker runs under its file\'s policy), every other file nothing', () => {
    expect(fileCsp('/_next/static/chunks/turbopack-worker-1.js')).toContain("script-src 'self'");
    expect(fileCsp('/_next/static/chunks/a.css')).not.toContain('script-src');
    expect(fileCsp('/media/photo.svg')).toBe(FILE_CSP);
    expect(fileCsp('/media/x.js')).toBe(FILE_CSP);
  });

  it('answers the API in its JSON shape, with the spec message where it names one', () => {
    expect(JSON.parse(frontDoorRefusal('GET', '/api/client/search-request/%E0', copy)?.body ?? '')).toEqual({ status: 400, message: 'The search request URL is malformed' });
    expect(JSON.parse(frontDoorRefusal('GET', '/api/other/%ff', copy)?.body ?? '')).toEqual({ status: 400, message: 'Bad Request' });
  });

  it('looks at the path only: a broken query is the page\'s to read', () => {
    expect(frontDoorRefusal('GET', '/auto?x=%E0', copy)).toBeNull();
    expect(rawPathOf('/a/b?c#d')).toBe('/a/b');
  });
});

describe('skipsProxy', () => {
  it('knows the paths the proxy matcher leaves out', () => {
    expect(skipsProxy('/_next/static/chunks/a.js')).toBe(true);
    expect(skipsProxy('/media/x.webp')).toBe(true);
    expect(skipsProxy('/auto')).toBe(false);
  });
});
