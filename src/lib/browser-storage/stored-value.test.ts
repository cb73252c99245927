import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCKED, createStoredValue, type StorageLike } from './stored-value';

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const parseNumbers = (raw: string | null): number[] => {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
};

describe('createStoredValue', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hands out the same snapshot while the stored text is unchanged', () => {
    const store = createStoredValue('k', parseNumbers, () => storage);
    storage.setItem('k', '[1,2]');
    const first = store.snapshot();
    expect(first).toEqual([1, 2]);
    expect(store.snapshot()).toBe(first);
    storage.setItem('k', '[3]');
    expect(store.snapshot()).toEqual([3]);
  });

  it('parses what another version or the visitor wrote, defensively', () => {
    const store = createStoredValue('k', parseNumbers, () => storage);
    storage.setItem('k', '{not json');
    expect(store.snapshot()).toEqual([]);
  });

  it('tells subscribers of its own writes and of other tabs\' writes to its key', () => {
    const store = createStoredValue('k', parseNumbers, () => storage);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    expect(store.write([4])).toBe(true);
    expect(storage.getItem('k')).toBe('[4]');
    const otherTab = (key: string | null) => Object.assign(new Event('storage'), { key });
    window.dispatchEvent(otherTab('k'));
    window.dispatchEvent(otherTab('another-key'));
    window.dispatchEvent(otherTab(null));
    expect(onChange).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.write([5]);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('removes the key on request', () => {
    const store = createStoredValue('k', parseNumbers, () => storage);
    store.write([1]);
    store.write([], { remove: true });
    expect(storage.items.has('k')).toBe(false);
  });

  it('says when the browser keeps nothing, and when a write is refused', () => {
    const refusing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createStoredValue('k', parseNumbers, () => refusing);
    expect(store.snapshot()).toBe(BLOCKED);
    expect(store.write([1])).toBe(false);
  });
});
