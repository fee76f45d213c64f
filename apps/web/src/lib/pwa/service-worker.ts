/// <reference lib="webworker" />
// The shop's service worker, built by vite-plugin-pwa (injectManifest) in production builds only.
// Why each strategy: docs/decisions/040-offline-service-worker.md.
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { clientsClaim, type RouteHandlerCallbackOptions } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { PrecacheEntry } from 'workbox-precaching';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  isBuildAsset,
  isCatalogRead,
  isShippedImage,
  isShopNavigation,
  isStorablePage,
  isUploadedPhoto,
  mayStore,
} from './cache-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const DAY = 24 * 60 * 60;
/** Long enough for a phone on a weak connection to answer, short enough that a dead one does not hang. */
const NAVIGATION_TIMEOUT_SECONDS = 4;

/** Writes an answer to a cache only when cache-rules allow it (no token, not private, a whole 200). */
const onlyPublic: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => (mayStore(request, response) ? response : null),
};

// A new release takes over at once: pages are network-first, so the next navigation runs the new app.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

const pages = new NetworkFirst({
  cacheName: 'mavazi-pages',
  networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
  plugins: [onlyPublic, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY })],
});

/**
 * Network first: an online shopper always gets the server's page. Offline (or past the timeout) a page seen
 * before comes from the cache, any other shop page from the precached app shell, which renders it itself.
 */
async function navigate(options: RouteHandlerCallbackOptions): Promise<Response> {
  const { request } = options;
  try {
    if (isStorablePage(new URL(request.url))) return await pages.handle(options);
    return await fetch(request);
  } catch {
    return (await matchPrecache('/index.html')) ?? Response.error();
  }
}

// Registered first so a navigation to / never reaches the precache route below.
registerRoute(({ request, url }) => request.mode === 'navigate' && isShopNavigation(url), navigate);

// The app shell (index.html, its entry script and styles) and the icons, refreshed with every release.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && isBuildAsset(url),
  new CacheFirst({
    cacheName: 'mavazi-assets',
    plugins: [onlyPublic, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * DAY })],
  }),
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && isUploadedPhoto(url),
  new CacheFirst({
    cacheName: 'mavazi-photos',
    plugins: [
      onlyPublic,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && isShippedImage(url),
  new StaleWhileRevalidate({
    cacheName: 'mavazi-images',
    plugins: [
      onlyPublic,
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

const catalog = { cacheName: 'mavazi-catalog', matchOptions: { ignoreVary: true } };
const catalogExpiry = () =>
  new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true });
const isSameOriginCatalogRead = (url: URL, request: Request) =>
  request.method === 'GET' && url.origin === self.location.origin && isCatalogRead(url);

// A guest's catalog reads: the kept answer at once, refreshed behind it; when the refreshed answer differs
// (its ETag), open pages are told (CACHE_UPDATED) and read again, so a changed price shows within moments.
registerRoute(
  ({ url, request }) =>
    isSameOriginCatalogRead(url, request) && !request.headers.has('authorization'),
  new StaleWhileRevalidate({
    ...catalog,
    plugins: [onlyPublic, catalogExpiry(), new BroadcastUpdatePlugin()],
  }),
);
// A signed-in shopper's (the server marks them no-store, so none is written): the network's answer, and the
// public copy a guest visit kept only when offline, so a stale copy never outlives a sign-in.
registerRoute(
  ({ url, request }) =>
    isSameOriginCatalogRead(url, request) && request.headers.has('authorization'),
  new NetworkFirst({
    ...catalog,
    networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
    plugins: [onlyPublic],
  }),
);
