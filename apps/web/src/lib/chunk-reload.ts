/**
 * SPEC §8: a failed code-chunk load reloads the page, at most once per 60 s. After a deploy the old
 * hashed chunks are gone, so a tab opened before it can only recover by loading the new index.html;
 * the time guard stops a reload loop when the chunk is missing for another reason.
 */
const RELOAD_KEY = 'patrocina:chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

function readLastReload(): number {
  try {
    return Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  } catch {
    return 0;
  }
}

/** Reloads unless it already did in the last minute; says whether it did. */
export function reloadForStaleChunk(now: number = Date.now()): boolean {
  if (now - readLastReload() < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    sessionStorage.setItem(RELOAD_KEY, String(now));
  } catch {
    // Without storage there is no loop guard; better to stay on the error page than to risk a loop.
    return false;
  }
  window.location.reload();
  return true;
}

/** Vite announces failed lazy imports with this event before the import promise rejects. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForStaleChunk()) event.preventDefault();
  });
}
