import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, reloadForStaleChunk } from './chunk-reload';

function stubReload() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return reload;
}

afterEach(() => {
  sessionStorage.clear();
});

describe('chunk reload (SPEC §8)', () => {
  it('recognises a chunk that could not be fetched', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    const reload = stubReload();
    const start = 1_000_000;

    expect(reloadForStaleChunk(start)).toBe(true);
    expect(reloadForStaleChunk(start + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(reloadForStaleChunk(start + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
