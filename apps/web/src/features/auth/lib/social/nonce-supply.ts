/** The API keeps a nonce ten minutes; one older than this is fetched again before it is needed. */
export const NONCE_REFRESH_MS = 9 * 60 * 1000;

export interface NonceSupply {
  /** Fetches a nonce unless a fresh one is held, one is on its way, or one is in use. */
  ensure(): void;
  /** The fresh nonce held, synchronously, or null; it is then in use until `release`. */
  take(): string | null;
  /** When `take` had none: the one on its way, or a new one; in use until `release`. */
  acquire(): Promise<string>;
  /** The attempt is over (used, refused or abandoned): fetch the next one, unless told not to. */
  release(refill?: boolean): void;
}

/**
 * Holds one nonce fetched in advance, so that a click can hand it to the provider's SDK without an
 * await (which would lose the click's user activation and get the popup blocked). The API binds each
 * nonce to the browser with a cookie and only the newest counts, so only one fetch is ever on its
 * way, and none starts while a nonce is in use.
 */
export function createNonceSupply(fetchNonce: () => Promise<string>, now: () => number = Date.now): NonceSupply {
  let held: { nonce: string; fetchedAt: number } | null = null;
  let pending: Promise<string> | null = null;
  let inUse = false;

  const fresh = () => held !== null && now() - held.fetchedAt < NONCE_REFRESH_MS;

  function fetchOne(): Promise<string> {
    if (pending) return pending;
    const startedAt = now();
    const request = fetchNonce().then((nonce) => {
      if (!inUse) held = { nonce, fetchedAt: startedAt };
      return nonce;
    });
    pending = request;
    const clear = () => {
      if (pending === request) pending = null;
    };
    request.then(clear, clear);
    return request;
  }

  function ensure() {
    if (inUse || fresh()) return;
    held = null;
    // A failed fetch leaves nothing held: the click acquires one itself, or the next ensure retries.
    fetchOne().catch(() => undefined);
  }

  return {
    ensure,
    take() {
      if (inUse || !fresh()) return null;
      const nonce = held!.nonce;
      held = null;
      inUse = true;
      return nonce;
    },
    acquire() {
      inUse = true;
      held = null;
      return fetchOne();
    },
    release(refill = true) {
      inUse = false;
      if (refill) ensure();
    },
  };
}
