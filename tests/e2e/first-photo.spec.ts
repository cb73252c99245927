/**
 * Issue 21, decision 054: a page's script chunks are asked for only once its first photo is in,
 * so on a slow line the photo has the line to itself; the page then hydrates as before.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';

const isChunk = (url: string) => /^\/_next\/static\/.+\.js$/.test(new URL(url).pathname);

/** Every chunk request and every finished request, in the order the browser reported them. */
function watch(page: Page): Array<{ kind: 'chunk asked' | 'finished'; url: string }> {
  const events: Array<{ kind: 'chunk asked' | 'finished'; url: string }> = [];
  page.on('request', (request) => {
    if (isChunk(request.url())) events.push({ kind: 'chunk asked', url: request.url() });
  });
  page.on('requestfinished', (request) => events.push({ kind: 'finished', url: request.url() }));
  return events;
}

const hydrated = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });

/** The first result's detail page, read from the HTML so the browser has seen nothing of it. */
async function firstDetailPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/auto')).text();
  const href = /href="(\/auto\/aanbod\/[^"?]+)/.exec(html)?.[1];
  if (!href) throw new Error('no result on /auto');
  return href;
}

test.describe('the first photo before the code (decision 054)', () => {
  for (const which of ['/', '/auto', 'detail']) {
    test(`${which}: no script chunk is asked for before the first photo is in, and the page hydrates`, async ({ page, request }) => {
      const path = which === 'detail' ? await firstDetailPath(request) : which;
      const events = watch(page);
      await page.goto(path);
      await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
      const photo = await page.locator('img[fetchpriority="high"]').first().evaluate((image: HTMLImageElement) => image.currentSrc);
      const photoIn = events.findIndex((event) => event.kind === 'finished' && event.url === photo);
      const firstChunk = events.findIndex((event) => event.kind === 'chunk asked');
      expect(photoIn, `${photo} finished`).toBeGreaterThanOrEqual(0);
      expect(firstChunk, 'a chunk was asked for').toBeGreaterThanOrEqual(0);
      expect(firstChunk).toBeGreaterThan(photoIn);
    });
  }

  test("/auto: the chunks its lazy parts need are asked for with the page's chunks, not when hydration reaches them", async ({ page, request }) => {
    const html = await (await request.get('/auto')).text();
    const lazy = [...html.matchAll(/<script type="text\/x-after-photo" data-href="([^"]+)"><\/script>/g)].map((match) => match[1]);
    expect(lazy.length, 'the filter panel is a lazy part').toBeGreaterThan(0);
    const events = watch(page);
    await page.goto('/auto');
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    const firstChunkIn = events.findIndex((event) => event.kind === 'finished' && isChunk(event.url));
    for (const path of lazy) {
      const asked = events.findIndex((event) => event.kind === 'chunk asked' && new URL(event.url).pathname === path);
      expect(asked, `${path} asked`).toBeGreaterThanOrEqual(0);
      // Asked only by React once the page's code ran, it came after the first chunk was in.
      expect(asked, `${path} asked before any chunk was in`).toBeLessThan(firstChunkIn);
    }
  });

  test('a page with no photo hydrates too, and its chunks are in the HTML only as held tags', async ({ page, request }) => {
    const html = await (await request.get('/disclaimer-en-privacyverklaring')).text();
    expect(html).toContain('type="text/x-after-photo"');
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+\.js" async=""/);
    await page.goto('/disclaimer-en-privacyverklaring');
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
  });
});
