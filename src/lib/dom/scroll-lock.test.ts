import { describe, expect, it } from 'vitest';
import { lockPageScroll } from './scroll-lock';

function page() {
  const root = { dataset: {} as Record<string, string | undefined> };
  return { root, locked: () => 'scrollLock' in root.dataset };
}

describe('lockPageScroll', () => {
  it('locks the page until the last of nested locks is released', () => {
    const { root, locked } = page();
    expect(locked()).toBe(false);
    const drawer = lockPageScroll(root);
    const sheet = lockPageScroll(root);
    expect(locked()).toBe(true);
    drawer();
    expect(locked()).toBe(true);
    sheet();
    expect(locked()).toBe(false);
  });

  it('ignores a second release of the same lock', () => {
    const { root, locked } = page();
    const first = lockPageScroll(root);
    const second = lockPageScroll(root);
    first();
    first();
    expect(locked()).toBe(true);
    second();
    expect(locked()).toBe(false);
  });
});
