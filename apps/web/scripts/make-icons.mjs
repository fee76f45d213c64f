// Draws the home-screen icons (PNG) from the shop's mark, once; the PNGs are committed so builds need no sharp.
// Run again after changing the mark: node apps/web/scripts/make-icons.mjs
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../public/icons');
const BRAND = '#b45309';
const CREAM = '#fff7ed';

/** The "M" mark on the brand colour; `inset` leaves the safe zone a maskable icon needs. */
function mark(size, { rounded, inset }) {
  const pad = size * inset;
  const scale = (size - 2 * pad) / 64;
  const radius = rounded ? size * 0.22 : 0;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
      `<rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND}"/>` +
      `<g transform="translate(${pad} ${pad}) scale(${scale})">` +
      `<path d="M14 46V18l18 16 18-16v28" fill="none" stroke="${CREAM}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
      `</g></svg>`,
  );
}

const ICONS = [
  ['icon-192.png', 192, { rounded: true, inset: 0 }],
  ['icon-512.png', 512, { rounded: true, inset: 0 }],
  ['maskable-512.png', 512, { rounded: false, inset: 0.12 }],
  ['apple-touch-icon-180.png', 180, { rounded: false, inset: 0.06 }],
];

mkdirSync(out, { recursive: true });
for (const [name, size, options] of ICONS) {
  await sharp(mark(size, options))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, name));
  console.log(`wrote public/icons/${name}`);
}
