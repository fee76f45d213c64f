// Writes brotli (.br) and gzip (.gz) copies of the built web app's text files next to them, once at
// build time, so the server sends compressed bytes without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    // The server renderer (dist/server) is read by the API, never sent.
    if (full === path.join(dist, 'server')) return [];
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

let count = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const raw = readFileSync(file);
  if (raw.length < MIN_BYTES) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
  count += 1;
}
console.log(`Pre-compressed ${count} files in apps/web/dist (brotli and gzip)`);
