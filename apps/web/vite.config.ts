import { readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { afterPhotoPage, START_AFTER_PHOTO } from './build/after-photo-page';

/** The web app manifest: what a phone needs to install the shop to its home screen. */
const webAppManifest: Partial<ManifestOptions> = {
  name: 'Mavazi — Culture, Style, And Fashion',
  short_name: 'Mavazi',
  description:
    "Mavazi: culture, style and fashion for Kenya. Shop men's, women's and kids' clothing and accessories.",
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  // The brand colour (index.css --color-brand-600) and the page background (stone-50).
  theme_color: '#b45309',
  background_color: '#fafaf9',
  lang: 'en',
  categories: ['shopping', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * Of the build's scripts, precache only those index.html loads (the app shell) and the start script of pages
 * that lead with a photo; page chunks are cached when a shopper first opens them, so a shopper's phone never
 * downloads the admin area.
 */
async function shellScriptsOnly<T extends { url: string }>(entries: T[]) {
  const html = readFileSync(path.resolve(import.meta.dirname, 'dist/index.html'), 'utf8');
  const manifest = entries.filter(
    (entry) =>
      !entry.url.endsWith('.js') ||
      html.includes(entry.url) ||
      /^assets\/start-after-photo-[\w-]+\.js$/.test(entry.url),
  );
  return { manifest, warnings: [] };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [afterPhotoPage()]),
    // The service worker exists only in production builds: `vite` (development) and the unit tests never see it.
    ...(isSsrBuild
      ? []
      : [
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/lib/pwa',
            filename: 'service-worker.ts',
            // Registered by src/lib/pwa/register-service-worker.ts after the page has loaded.
            injectRegister: false,
            manifest: webAppManifest,
            injectManifest: {
              globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg'],
              manifestTransforms: [shellScriptsOnly],
            },
            devOptions: { enabled: false },
          }),
        ]),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/use-sync-external-store-shim.ts'),
      },
      // React Router's package exports only its development build (remix-run/react-router#12532); the
      // browser's production build takes the production one, which leaves out the development warnings.
      ...(command === 'build' && !isSsrBuild
        ? [
            {
              find: /^react-router$/,
              replacement: path.resolve(
                import.meta.dirname,
                '../../node_modules/react-router/dist/production/index.mjs',
              ),
            },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  // The server renderer (src/entry-server.tsx, built into dist/server) carries its dependencies: the API
  // loads it from any directory.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: !isSsrBuild,
    // The renderer needs no copy of the public files.
    copyPublicDir: !isSsrBuild,
    // scripts/first-visit-js.mjs reads which chunks each first page loads.
    manifest: !isSsrBuild,
    // Every browser the shop supports preloads modules itself (Chrome since 66, Safari since 17; an older
    // Safari only skips the hint): the polyfill would cost every first visit 0.2 KB gzipped.
    modulePreload: { polyfill: false },
    // The start script of pages that lead with a photo (decision 051) is an entry of its own.
    rollupOptions: isSsrBuild
      ? undefined
      : {
          input: {
            index: path.resolve(import.meta.dirname, 'index.html'),
            'start-after-photo': path.resolve(import.meta.dirname, START_AFTER_PHOTO),
          },
        },
  },
}));
