// Prints the JavaScript a first visit to the shop's landing pages downloads, gzipped and brotli, from the
// build's manifest: the entry with everything it imports, plus the page's own lazily loaded chunk.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

// The first pages a shopper lands on and the module each route loads.
const PAGES = [
  ['/', 'src/features/landing/pages/landing-page.tsx'],
  ['/products', 'src/features/catalog/pages/products-page.tsx'],
  ['/product/:id', 'src/features/catalog/pages/product-detail-page.tsx'],
];

/** The chunk files a module needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

function size(file, suffix) {
  const full = path.join(dist, file);
  if (existsSync(full + suffix)) return statSync(full + suffix).size;
  // Files too small for the build to compress are sent as they are.
  return suffix === '.gz'
    ? Math.min(gzipSync(readFileSync(full)).length, statSync(full).size)
    : statSync(full).size;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
console.log('first visit    gzip KB  brotli KB  files');
for (const [page, source] of PAGES) {
  const files = [...closure(source, closure(entry))].filter((file) => file.endsWith('.js'));
  const gz = files.reduce((sum, file) => sum + size(file, '.gz'), 0);
  const br = files.reduce((sum, file) => sum + size(file, '.br'), 0);
  console.log(`${page.padEnd(14)} ${kb(gz)}  ${kb(br)}     ${files.length}`);
}
