import type { APIRequestContext } from '@playwright/test';
import { htmlErrors } from '../support/html-check';
import { expect, test } from '../support/test';

/**
 * One page of every type passes the W3C Nu HTML checker without an error (issue 17, item 10), as the
 * server sends it: home pages, result pages (root, landing, brand, dealer), detail pages of every
 * vehicle type, content, blog, service and helper pages, the subscription pages and the 404.
 */
const PAGES = [
  '/',
  '/fiets',
  '/motor',
  '/kampeer',
  '/auto',
  '/auto/gezinsauto',
  '/auto/merk-volkswagen',
  '/fietsen/voertuigsoort-elektrische-fiets',
  '/motoren?pagina=2',
  '/favorieten',
  '/vergelijken',
  '/bovag-garantie',
  '/veelgestelde-vragen/consumenten',
  '/blog',
  '/cookie-voorkeuren',
  '/inruilwaarde-auto-berekenen',
  '/auto-verkopen',
  '/keuzecoach',
  '/keuzehulp/elektrische-fiets',
  '/keuzehulp/elektrische-fiets/start',
  '/financieren/autofinanciering',
  '/verzekering/autoverzekering',
  '/verhuur/auto-huren',
  '/verhuur/auto-huren?postcode=3511AB',
  '/lease/fiets-lease',
  '/pechhulp',
  '/nieuwsbrief',
  '/zoekopdracht/bevestigen/onbekend123',
  '/deze-pagina-bestaat-niet',
];

/** The first detail page and blog article the site itself links to. */
async function linkedFrom(request: APIRequestContext, page: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(page)).text();
  const href = pattern.exec(html)?.[1];
  if (!href) throw new Error(`${page} links to nothing matching ${pattern}`);
  return href.replace(/&amp;/g, '&');
}

test('every page type is valid HTML', async ({ request }) => {
  test.setTimeout(180_000);
  const paths = [
    ...PAGES,
    await linkedFrom(request, '/auto', /href="(\/auto\/aanbod\/[^"]+)"/),
    await linkedFrom(request, '/fietsen', /href="(\/fiets\/aanbod\/[^"]+)"/),
    await linkedFrom(request, '/motoren', /href="(\/motor\/aanbod\/[^"]+)"/),
    await linkedFrom(request, '/kamperen', /href="(\/kampeervoertuig\/aanbod\/[^"]+)"/),
    await linkedFrom(request, '/blog', /href="(\/blog\/[a-z0-9-]+)"/),
  ];
  const pages = new Map<string, string>();
  for (const path of paths) {
    const response = await request.get(path);
    expect.soft(response.status(), path).toBeLessThan(path.includes('bestaat-niet') ? 500 : 400);
    pages.set(path, await response.text());
  }
  expect(await htmlErrors(pages)).toEqual([]);
});
