/** When the app last reloaded itself for a missing chunk (sessionStorage: one tab, gone with it). */
export const CHUNK_RELOAD_KEY = 'mavazi_chunk_reload_at';

/** A second failure within this time after a reload shows the error page instead of reloading again. */
const GUARD_MS = 60_000;

/** The messages browsers and Vite give when a lazily loaded script or its styles cannot be fetched. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURE.test(message);
}

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  online: boolean;
  now: number;
  reload: () => void;
}

/**
 * After a new release the old page's chunks are gone from the server: reloading fetches the new page and its
 * chunks. Reloads at most once a minute (a loop would never end when the chunk is really missing), and never
 * offline, where a reload cannot bring the chunk either. True when a reload was started.
 */
export function reloadOnceForNewRelease(deps: Partial<ReloadDeps> = {}): boolean {
  const {
    online = navigator.onLine,
    now = Date.now(),
    reload = () => window.location.reload(),
  } = deps;
  if (!online) return false;
  try {
    const storage = deps.storage ?? window.sessionStorage;
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (last > 0 && now - last >= 0 && now - last < GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // No sessionStorage (a locked-down browser): without the guard a reload could loop, so none.
    return false;
  }
  reload();
  return true;
}
