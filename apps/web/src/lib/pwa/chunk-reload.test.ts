import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnceForNewRelease } from './chunk-reload';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('chunk reload', () => {
  it('recognises the failures of a missing chunk in Chromium, Firefox, Safari and Vite', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://shop.example/assets/about-page-abc.js',
      'error loading dynamically imported module: https://shop.example/assets/x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/checkout-abc.css',
    ])
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    expect(isChunkLoadError(new Error('Request failed with status 500'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once, then not again within a minute, then again later', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForNewRelease({ storage, online: true, now: 1_000_000, reload })).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadOnceForNewRelease({ storage, online: true, now: 1_030_000, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForNewRelease({ storage, online: true, now: 1_100_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads offline or without sessionStorage', () => {
    const reload = vi.fn();
    expect(reloadOnceForNewRelease({ storage: memoryStorage(), online: false, reload })).toBe(
      false,
    );
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(reloadOnceForNewRelease({ storage: broken, online: true, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
