import type { ManifestOptions } from 'vite-plugin-pwa';

/** The web app manifest: what a phone needs to install the shop to its home screen. */
export const webAppManifest: Partial<ManifestOptions> = {
  name: 'Mavazi — Culture, Style, And Fashion',
  short_name: 'Mavazi',
  description:
    "Mavazi: culture, style and fashion for Kenya. Shop men's, women's and kids' clothing and accessories.",
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
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
