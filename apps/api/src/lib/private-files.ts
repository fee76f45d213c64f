import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Data files hold password-reset links, the signing secret and every shopper's details, so other
 * local users get no access at all: directories 0700, files 0600, whatever the umask says.
 */
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/** Sets the mode; a path owned by another user (a mounted volume) keeps the mode its owner gave it. */
function tighten(file: string, mode: number): void {
  try {
    chmodSync(file, mode);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
  }
}

/** Where uploaded files (product photos) live, under DATA_DIR. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Makes the directory (and missing parents) private, and tightens it if it already existed. */
export function ensurePrivateDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  tighten(dir, DIR_MODE);
  return dir;
}

/** Creates the file empty and private if it is missing; tightens it if it exists. */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', FILE_MODE));
  tighten(file, FILE_MODE);
}

/** Tightens files that may exist (a database's -wal and -shm). */
export function tightenIfPresent(files: readonly string[]): void {
  for (const file of files) if (existsSync(file)) tighten(file, FILE_MODE);
}

/**
 * Writes a private file so that readers only ever see it whole: a temporary file in the same
 * directory (so the rename never crosses file systems), then a rename over the final name.
 */
export async function writePrivateFileAtomic(
  dir: string,
  name: string,
  data: string | Buffer,
): Promise<string> {
  const target = path.join(dir, name);
  const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, data, { mode: FILE_MODE, flag: 'wx' });
    await rename(temp, target);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  return target;
}
