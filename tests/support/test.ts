/**
 * The end-to-end suite's `test`: Playwright's, with a browser that may not complain. Any
 * `console.error` or uncaught page error a test did not announce fails it, so a hydration
 * mismatch, a CSP violation or a failed fetch cannot pass unseen (issue 13, item 9).
 *
 * Its `page.goto` and `page.reload`, when they wait for `load` (the default), also wait for the
 * page's script chunks to have run: the chunks are held until the first photo is painted (decision
 * 054), so `load` no longer waits for them as it did. A test of what happens before the code has
 * run goes with `waitUntil: 'commit'`.
 *
 * Announced: a document the test navigated to that answers 4xx/5xx on purpose (a 404 page), and
 * whatever a test names with `allowConsoleErrors(page, /…/)` (a call it makes fail itself).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { HELD_TYPE, RAN_FLAG } from '../../scripts/serve/page-scripts/hold-scripts';

const allowed = new WeakMap<Page, RegExp[]>();

/** Lets `page` log errors matching `pattern`: the test provokes them and checks their effect. */
export function allowConsoleErrors(page: Page, pattern: RegExp): void {
  allowed.set(page, [...(allowed.get(page) ?? []), pattern]);
}

type GotoOptions = Parameters<Page['goto']>[1];

/**
 * Waits for the page's held chunks to have run and the page to be idle (hydrated). `goto` and
 * `reload` do it themselves; a test that reaches a page through a plain link's full load calls it.
 */
export async function chunksRan(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      ([type, flag]) => !document.querySelector(`script[type="${type}"]`) || (window as unknown as Record<string, unknown>)[flag] === true,
      [HELD_TYPE, RAN_FLAG] as const,
      { timeout: 15_000 },
    );
    // Ran is not hydrated: React hydrates in tasks of its own after the chunks ran, as it did
    // before `load` when they ran early. The first idle moment comes after them.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  } catch (error) {
    // The page went on to another document meanwhile: that one is the test's to wait for.
    if (!/Execution context was destroyed|navigat/i.test(String(error))) throw error;
  }
}

export const test = base.extend<{ browserErrorsFail: void }>({
  // Not named `use`: the React hooks rule would take this fixture for a component calling a hook.
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const waitsForLoad = (options: GotoOptions) => javaScriptEnabled && (options?.waitUntil ?? 'load') === 'load';
    Object.assign(page, {
      async goto(url: string, options?: GotoOptions) {
        const response = await goto(url, options);
        if (waitsForLoad(options)) await chunksRan(page);
        return response;
      },
      async reload(options?: GotoOptions) {
        const response = await reload(options);
        if (waitsForLoad(options)) await chunksRan(page);
        return response;
      },
    });
    await provide(page);
  },
  browserErrorsFail: [
    async ({ context }, use) => {
      const problems: string[] = [];
      // Documents that answered an error status: the browser logs their status, which is the point of the test.
      const failedDocuments = new Set<string>();
      const watch = (page: Page) => {
        page.on('response', (response) => {
          if (response.request().isNavigationRequest() && response.status() >= 400) failedDocuments.add(response.url());
        });
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = message.text();
          const source = message.location().url;
          if (/^Failed to load resource/.test(text) && failedDocuments.has(source)) return;
          if ((allowed.get(page) ?? []).some((pattern) => pattern.test(text) || pattern.test(source))) return;
          problems.push(`console.error on ${page.url()}: ${text}${source ? ` (${source})` : ''}`);
        });
        page.on('pageerror', (error) => {
          if ((allowed.get(page) ?? []).some((pattern) => pattern.test(error.message))) return;
          problems.push(`page error on ${page.url()}: ${error.message}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(problems, 'the browser reported errors this test did not announce').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
