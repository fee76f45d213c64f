import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (apps/api), found by walking up from this module: the same answer
 * whether the code runs from src/ under tsx or from the bundle in dist/.
 */
export function apiPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@mavazi/api') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/api/package.json not found above the running code');
    dir = parent;
  }
}
