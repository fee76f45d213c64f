import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

const lockFileSchema = z.object({
  pid: z.number().int().positive(),
  holder: z.enum(['shop', 'restore']),
  since: z.string(),
});
type LockFile = z.infer<typeof lockFileSchema>;
export type LockHolder = LockFile['holder'];

export class DatabaseInUseError extends Error {}

export interface DatabaseLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(lockPath: string): LockFile | undefined {
  try {
    return lockFileSchema.parse(JSON.parse(readFileSync(lockPath, 'utf8')));
  } catch {
    // unreadable or half written: treated as stale
    return undefined;
  }
}

/**
 * Marks a SQLite file as in use by this process, so the shop and a restore never work on it at
 * the same time. The mark is `<file>.lock` with the holder's pid; a mark left by a process that
 * is gone (killed, crashed) is taken over.
 */
export function lockDatabaseFile(file: string, holder: LockHolder): DatabaseLock {
  const lockPath = `${file}.lock`;
  const mine: LockFile = { pid: process.pid, holder, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lockPath, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
    }
    const other = readLock(lockPath);
    if (other && other.pid !== process.pid && isAlive(other.pid)) {
      const who = other.holder === 'restore' ? 'a restore' : 'the shop';
      throw new DatabaseInUseError(
        `${file} is in use by ${who} (pid ${other.pid}, since ${other.since}). ` +
          `Stop it first; if no such process runs, delete ${lockPath}.`,
      );
    }
    unlinkSync(lockPath);
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      if (readLock(lockPath)?.pid === process.pid) unlinkSync(lockPath);
    },
  };
}
