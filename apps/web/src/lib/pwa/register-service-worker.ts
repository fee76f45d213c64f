import { isBuildAsset, isCatalogRead, isShippedImage, isUploadedPhoto } from './cache-rules';

/** Built by vite-plugin-pwa from ./service-worker.ts into dist/service-worker.js. */
const SERVICE_WORKER_URL = '/service-worker.js';
/** An app left open for days still picks up a release. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * What this page loaded before the worker controlled it (its scripts, photos and catalog reads): Workbox's
 * CACHE_URLS message runs them through the worker's routes, so the first page seen also opens offline.
 */
function loadedUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, window.location.href))
    .filter(
      (url) =>
        url.origin === window.location.origin &&
        (isBuildAsset(url) || isUploadedPhoto(url) || isShippedImage(url) || isCatalogRead(url)),
    )
    .map((url) => url.href);
}

/**
 * Registers the shop's service worker in production builds only (development and tests never have one), after
 * the page has loaded so it never competes with the first visit.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    try {
      // updateViaCache 'none': the browser always asks the server for a new worker, never its HTTP cache.
      const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, {
        scope: '/',
        updateViaCache: 'none',
      });
      window.setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
      const ready = await navigator.serviceWorker.ready;
      ready.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: loadedUrls() } });
    } catch {
      // No worker (private mode, an old browser): the shop works online as before.
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
