/**
 * A value kept in this browser's localStorage under one key, for useSyncExternalStore: a snapshot
 * that stays the same object while the stored text does not change (React compares snapshots by
 * identity), and a subscription that hears this tab's writes (a window event) and other tabs'
 * (the storage event). The stored text is user-editable and outlives deployments, so `parse`
 * decides what of it is valid. One implementation for the compare selection, saved searches,
 * recent searches and recently viewed vehicles.
 */
export interface StoredValue<T> {
  /** The parsed value, or `blocked` where the browser keeps nothing (private mode, policy, quota). */
  snapshot(): T | typeof BLOCKED;
  subscribe(onChange: () => void): () => void;
  /** False when the browser refused the write; `remove` deletes the key instead (an empty list). */
  write(value: T, options?: { remove?: boolean }): boolean;
}

export const BLOCKED = Symbol('storage blocked');

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createStoredValue<T>(key: string, parse: (raw: string | null) => T, storage: () => StorageLike = () => window.localStorage): StoredValue<T> {
  const changedEvent = `stored:${key}`;
  let cached: { raw: string | null; value: T } | undefined;

  const readRaw = (): string | null | typeof BLOCKED => {
    try {
      return storage().getItem(key);
    } catch {
      return BLOCKED;
    }
  };

  return {
    snapshot() {
      const raw = readRaw();
      if (raw === BLOCKED) return BLOCKED;
      if (!cached || cached.raw !== raw) cached = { raw, value: parse(raw) };
      return cached.value;
    },
    subscribe(onChange) {
      const onStorage = (event: StorageEvent) => {
        // key null: another tab cleared all storage.
        if (event.key === key || event.key === null) onChange();
      };
      window.addEventListener('storage', onStorage);
      window.addEventListener(changedEvent, onChange);
      return () => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener(changedEvent, onChange);
      };
    },
    write(value, options = {}) {
      let written = true;
      try {
        if (options.remove) storage().removeItem(key);
        else storage().setItem(key, JSON.stringify(value));
      } catch {
        written = false;
      }
      // Subscribers re-read either way: a refused write leaves them with what is really stored.
      window.dispatchEvent(new Event(changedEvent));
      return written;
    },
  };
}
