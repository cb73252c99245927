import { crawl } from '../support/link-crawl';
import { expect, test } from '../support/test';

/**
 * A crawl from the home page finds no broken link (issue 17): the menus, footer, content, blog,
 * service and helper pages are read wherever they are; result and detail pages, whose filter links
 * multiply without end, are read up to two clicks from the start, and every link on any page read is
 * requested.
 */
const RESULTS_OR_DETAIL = /^\/(auto|fietsen|motoren|kamperen|aanbod)(\/|\?|$)|\/aanbod\//;

test('a crawl from the home page finds no broken link', async ({ baseURL }) => {
  test.setTimeout(600_000);
  const result = await crawl({
    base: baseURL ?? '',
    start: '/',
    follow: (path, depth) => depth < 2 || !RESULTS_OR_DETAIL.test(path),
    maxRequests: 4_000,
    concurrency: 2,
  });
  console.log(`link crawl: ${result.requested} links requested`);
  expect(result.requested).toBeGreaterThan(100);
  expect(result.broken).toEqual([]);
});
