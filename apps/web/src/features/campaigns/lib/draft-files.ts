/*
 * The files a visitor attaches to the wizard before signing in (issue 18, docs/decisions/0019):
 * uploads need an account, and localStorage cannot hold bytes, so each file waits in IndexedDB (its
 * name, type, size and bytes) until the login, then goes up and onto the campaign. A copy is kept in
 * memory too, so a browser without IndexedDB (some private modes) still sends it after a login in
 * the same page; only a reload or another tab loses it there, and the wizard says so.
 */

export type DraftFileSlot = 'briefing' | 'spot' | 'banner';

interface StoredFile {
  slot: DraftFileSlot;
  name: string;
  type: string;
  size: number;
  bytes: ArrayBuffer;
  savedAt: number;
}

const DB_NAME = 'patrocina.campaignDraftFiles';
const STORE = 'files';
const inMemory = new Map<DraftFileSlot, File>();

let opening: Promise<IDBDatabase | null> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB'));
  });
}

/** The database, or null when this browser has none or refuses it. */
function openDatabase(): Promise<IDBDatabase | null> {
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const open = indexedDB.open(DB_NAME, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: 'slot' });
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => resolve(null);
      open.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

async function withStore<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDatabase();
  if (!db) throw new Error('IndexedDB unavailable');
  return request(use(db.transaction(STORE, mode).objectStore(STORE)));
}

/** Whether files can outlive a reload here (false: they wait in memory only). */
export async function canKeepFiles(): Promise<boolean> {
  return (await openDatabase()) !== null;
}

/** Keeps a picked file for after the login; answers whether it survives a reload too. */
export async function keepDraftFile(slot: DraftFileSlot, file: File): Promise<boolean> {
  inMemory.set(slot, file);
  try {
    const record: StoredFile = {
      slot,
      name: file.name,
      type: file.type,
      size: file.size,
      bytes: await file.arrayBuffer(),
      savedAt: Date.now(),
    };
    await withStore('readwrite', (store) => store.put(record));
    return true;
  } catch {
    return false;
  }
}

/** The file kept for a slot, or null (never kept, removed, or lost with the page where IndexedDB is missing). */
export async function readDraftFile(slot: DraftFileSlot): Promise<File | null> {
  const kept = inMemory.get(slot);
  if (kept) return kept;
  try {
    const record = (await withStore('readonly', (store) => store.get(slot))) as StoredFile | undefined;
    if (!record) return null;
    return new File([record.bytes], record.name, { type: record.type, lastModified: record.savedAt });
  } catch {
    return null;
  }
}

export async function forgetDraftFile(slot: DraftFileSlot): Promise<void> {
  inMemory.delete(slot);
  try {
    await withStore('readwrite', (store) => store.delete(slot));
  } catch {
    // Nothing kept.
  }
}

/** After the campaign exists: nothing of the draft stays in the browser. */
export async function forgetAllDraftFiles(): Promise<void> {
  inMemory.clear();
  try {
    await withStore('readwrite', (store) => store.clear());
  } catch {
    // Nothing kept.
  }
}
