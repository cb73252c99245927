import { describe, expect, it } from 'vitest';
import { bootEmbeddedMode, EMBEDDED_BOOT_SCRIPT } from './embedded-mode';

function fakeWindow(search: string, framed: boolean, stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  const attributes = new Set<string>();
  const top = {};
  const win = {
    location: { search },
    self: framed ? {} : top,
    top,
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    document: { documentElement: { setAttribute: (name: string) => void attributes.add(name) } },
  };
  return { win, storage, attributes };
}

const boot = (win: ReturnType<typeof fakeWindow>['win']) => bootEmbeddedMode(win, 'iframe', 'k', 'data-embedded');

describe('bootEmbeddedMode', () => {
  it('embeds with ?iframe=true and remembers it', () => {
    const { win, storage, attributes } = fakeWindow('?iframe=true', true);
    expect(boot(win)).toBe(true);
    expect(storage.get('k')).toBe('1');
    expect(attributes.has('data-embedded')).toBe(true);
  });
  it('stays embedded on later pages inside the same frame', () => {
    const { win, attributes } = fakeWindow('?pagina=2', true, { k: '1' });
    expect(boot(win)).toBe(true);
    expect(attributes.has('data-embedded')).toBe(true);
  });
  it('shows the full site in a normal tab even after an embedded visit', () => {
    const { win, attributes } = fakeWindow('', false, { k: '1' });
    expect(boot(win)).toBe(false);
    expect(attributes.size).toBe(0);
  });
  it('forgets the mode with ?iframe=false', () => {
    const { win, storage } = fakeWindow('?iframe=false', true, { k: '1' });
    expect(boot(win)).toBe(false);
    expect(storage.has('k')).toBe(false);
  });
  it('still embeds when storage is blocked', () => {
    const { win } = fakeWindow('?iframe=true', true);
    win.sessionStorage.setItem = () => {
      throw new Error('SecurityError');
    };
    expect(boot(win)).toBe(true);
  });
  it('serialises into a script that runs on its own', () => {
    const { win, attributes } = fakeWindow('?iframe=true', true);
    new Function('window', EMBEDDED_BOOT_SCRIPT)(win);
    expect(attributes.has('data-embedded')).toBe(true);
  });
});
