import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * With RECORD_STATEMENTS=DIR, every distinct SQL text the shop's own code (apps/api/src) prepares on SQLite is
 * appended to DIR/<pid>.jsonl with the file that ran it, for check-query-plans.ts to read after the suite. Statements the tests write
 * themselves are left out. A vitest setup file: it runs for every test file, and patches once per process.
 */
const dir = process.env.RECORD_STATEMENTS;
const PATCHED = Symbol.for('mavazi.recordStatements');
const state = globalThis as { [PATCHED]?: true };

/**
 * The shop's file that ran the statement (`src/...`), or undefined for a test's own statement: the first
 * frame outside SQLite's driver, Kysely and the statement cache decides.
 */
function shopFileOf(stack: string): string | undefined {
  for (const frame of stack.split('\n').slice(1)) {
    if (/node_modules|node:|record-statements|\/src\/db\/database\.ts/.test(frame)) continue;
    return /\/apps\/api\/(src\/[^:)]+)/.exec(frame)?.[1];
  }
  return undefined;
}

/** A stack deep enough to get past Kysely's frames to the code that ran the query. */
function stackHere(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return stack;
}

if (dir && !state[PATCHED]) {
  state[PATCHED] = true;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${process.pid}.jsonl`);
  const recorded = new Set<string>();
  const prepare = SQLite.prototype.prepare;
  SQLite.prototype.prepare = function (this: SQLite.Database, source: string) {
    const from = recorded.has(source) ? undefined : shopFileOf(stackHere());
    if (from) {
      recorded.add(source);
      appendFileSync(file, `${JSON.stringify({ sql: source, from })}\n`);
    }
    return prepare.call(this, source);
  } as typeof prepare;
}
