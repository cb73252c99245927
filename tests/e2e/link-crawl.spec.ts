import { crawl } from '../support/link-crawl';
import { expect, test } from '../support/test';
import { resolveSearchRoute, type RouteSearchParams } from '../../src/features/search-page/resolve-route';
import { ROOT_TO_MOBILITY } from '../../src/lib/search-request/url-grammar';

/**
 * A crawl from the home page finds no broken link (issue 17): the menus, footer, content, blog,
 * service and helper pages are read wherever they are; result and detail pages, whose filter links
 * multiply without end, are read up to two clicks from the start, and every link on any page read is
 * checked.
 */
const RESULTS_OR_DETAIL = /^\/(auto|fietsen|motoren|kamperen|aanbod)(\/|\?|$)|\/aanbod\//;

/**
 * A result page's link that is not read is judged by the route resolver the page itself runs
 * (resolve-route.ts decides 404, redirect or search from the URL alone), instead of rendering
 * thousands of filter pages: that cut the crawl from over 3 minutes to well under one. Links whose
 * answer depends on the data (a page number past the last, a dealer) and every other link are
 * requested.
 */
function judgeResultLink(path: string): boolean | null {
  const url = new URL(path, 'http://crawl.invalid');
  const [root = '', ...segments] = url.pathname.split('/').slice(1);
  const mobility = ROOT_TO_MOBILITY.get(root);
  if (mobility === undefined || (root !== 'aanbod' && segments[0] === 'aanbod')) return null;
  if (url.searchParams.has('page') || segments.some((segment) => segment.startsWith('aanbieder-'))) return null;
  const params: RouteSearchParams = Object.fromEntries(url.searchParams);
  const year = new Date().getFullYear();
  const route = resolveSearchRoute(mobility, segments.filter(Boolean), params, year);
  if (route.kind !== 'redirect') return route.kind === 'search';
  // One hop, as a browser follows it: the canonical URL it names must itself be a search.
  const target = new URL(route.location, 'http://crawl.invalid');
  const [, ...targetSegments] = target.pathname.split('/').slice(1);
  return resolveSearchRoute(mobility, targetSegments.filter(Boolean), Object.fromEntries(target.searchParams), year).kind === 'search';
}

const DETAIL = /^\/(auto|fiets|motor|kampeervoertuig)\/aanbod\/[^/?]+$/;
/** A card's link carries the search it came from (`?zoek=…&index=…`), which steers the page's previous/next, not whether it answers. */
const pathOf = (link: string) => new URL(link, 'http://crawl.invalid').pathname;

/**
 * Every live listing's canonical detail URL, from the listing sitemaps (a handful of requests). A
 * card's link that is not read is judged by it: a link to a listing that is gone, or to a URL that
 * is not the canonical one, is not in it. Detail pages that the crawl reads are requested.
 */
async function liveDetailPaths(base: string): Promise<Set<string>> {
  const locs = async (path: string) => [...(await (await fetch(new URL(path, base))).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  const files = (await locs('/sitemap-index.xml')).filter((path) => path.startsWith('/sitemaps/voertuigen-'));
  const paths = new Set<string>();
  for (const file of files) for (const path of await locs(file)) paths.add(path);
  return paths;
}

test('a crawl from the home page finds no broken link', async ({ baseURL }) => {
  test.setTimeout(600_000);
  const live = await liveDetailPaths(baseURL ?? '');
  expect(live.size).toBeGreaterThan(1000);
  const result = await crawl({
    base: baseURL ?? '',
    start: '/',
    follow: (path, depth) => depth < 2 || !RESULTS_OR_DETAIL.test(path),
    judgeLeaf: (path) => (DETAIL.test(pathOf(path)) ? live.has(pathOf(path)) : judgeResultLink(path)),
    maxRequests: 4_000,
    concurrency: 2,
  });
  console.log(`link crawl: ${result.requested} links requested, ${result.judged} result and detail links judged by the route resolver and the listing sitemaps`);
  expect(result.requested).toBeGreaterThan(100);
  expect(result.judged).toBeGreaterThan(100);
  expect(result.broken).toEqual([]);
});
