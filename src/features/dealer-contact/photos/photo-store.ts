/**
 * The trade-in photos among the saved form inputs (product §3). localStorage holds a few megabytes of
 * text at most, so the photos themselves live in IndexedDB; the saved inputs in localStorage keep
 * their ids. That way the photos share the inputs' 7-day expiry and their sync across tabs (the
 * storage event fires for the ids; the other tab reads the photos by id). Every failure is
 * swallowed: without IndexedDB (some private modes) photos are just not remembered.
 */
const DATABASE = 'opgeslagen-fotos-v1';
const STORE = 'photos';

export interface SavedPhoto {
  id: string;
  blob: Blob;
  name: string;
}

interface PhotoRecord extends SavedPhoto {
  expiresAt: number;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

async function open(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE, { keyPath: 'id' });
  return request(opening);
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T>): Promise<T> {
  const db = await open();
  try {
    const transaction = db.transaction(STORE, mode);
    const finished = done(transaction);
    const result = await work(transaction.objectStore(STORE));
    await finished;
    return result;
  } finally {
    db.close();
  }
}

/** Keeps the photos until `expiresAt`; true when they are all stored. */
export async function putSavedPhotos(photos: readonly SavedPhoto[], expiresAt: number): Promise<boolean> {
  try {
    await withStore('readwrite', async (store) => {
      for (const photo of photos) store.put({ id: photo.id, blob: photo.blob, name: photo.name, expiresAt } satisfies PhotoRecord);
    });
    return true;
  } catch {
    return false;
  }
}

/** The photos with these ids that are still there, in the order of the ids. */
export async function getSavedPhotos(ids: readonly string[], now: number): Promise<SavedPhoto[]> {
  if (ids.length === 0) return [];
  try {
    const records = await withStore('readonly', (store) => Promise.all(ids.map((id) => request(store.get(id) as IDBRequest<PhotoRecord | undefined>))));
    return records.filter((record): record is PhotoRecord => !!record && record.blob instanceof Blob && record.expiresAt > now).map(({ id, blob, name }) => ({ id, blob, name }));
  } catch {
    return [];
  }
}

/** Deletes the photos no saved input refers to any more, and the expired ones. */
export async function pruneSavedPhotos(keep: ReadonlySet<string>, now: number): Promise<void> {
  try {
    await withStore('readwrite', async (store) => {
      const records = await request(store.getAll() as IDBRequest<PhotoRecord[]>);
      for (const record of records) if (!keep.has(record.id) || record.expiresAt <= now) store.delete(record.id);
    });
  } catch {
    // Nothing to clean up where nothing could be stored.
  }
}
