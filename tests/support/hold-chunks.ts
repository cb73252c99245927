import type { Page, Route } from '@playwright/test';

export const CHUNKS = /\/_next\/static\/chunks\/.+\.js(\?.*)?$/;

/**
 * Holds back the script chunks `which` picks until `release()`; the others load as usual. The
 * gate is per test, so a page opened after the release loads normally.
 */
export async function holdChunks(page: Page, which: (body: string) => boolean): Promise<{ release(): void; held(): number }> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let released = false;
  let count = 0;
  await page.route(CHUNKS, async (route: Route) => {
    // A keep-alive socket the server closed as idle just as this request went out reads as a reset: Node's
    // client does not retry that, a browser does. Once more, then.
    const response = await route.fetch().catch(() => route.fetch());
    const body = await response.text();
    if (!released && which(body)) {
      count += 1;
      await gate;
    }
    await route.fulfill({ response, body });
  });
  return {
    release() {
      released = true;
      open();
    },
    held: () => count,
  };
}

/** A string only the filter panel's own chunk holds (the panel's id). */
export const PANEL_CHUNK_MARK = 'filterpaneel';
