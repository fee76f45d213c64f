// Bundles the API (and its command-line scripts) into plain JavaScript in dist/, so production runs
// without a TypeScript loader. The shop's own workspace package is bundled in; every other
// dependency stays external and is loaded from node_modules (native modules included).
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@mavazi/'));

rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/scripts/create-admin.ts',
    backup: 'src/scripts/backup.ts',
    restore: 'src/scripts/restore.ts',
    'migrate-photos': 'src/scripts/migrate-photos.ts',
  },
  outdir: 'dist',
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS helpers call require(); ESM output needs one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('API built into apps/api/dist');
