/**
 * The end-to-end suite's `test`: Playwright's, with a browser that may not complain. Any
 * `console.error` or uncaught page error a test did not announce fails it, so a hydration
 * mismatch, a CSP violation or a failed fetch cannot pass unseen (issue 13, item 9).
 *
 * Announced: a document the test navigated to that answers 4xx/5xx on purpose (a 404 page), and
 * whatever a test names with `allowConsoleErrors(page, /…/)` (a call it makes fail itself).
 */
import { test as base, expect, type Page } from '@playwright/test';

const allowed = new WeakMap<Page, RegExp[]>();

/** Lets `page` log errors matching `pattern`: the test provokes them and checks their effect. */
export function allowConsoleErrors(page: Page, pattern: RegExp): void {
  allowed.set(page, [...(allowed.get(page) ?? []), pattern]);
}

export const test = base.extend<{ browserErrorsFail: void }>({
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
