/**
 * Asks SQLite how it runs each statement the shop's code ran during the API suite (recorded by
 * record-statements.ts) and fails on any that walks a whole table that grows with the shop, unless
 * allowed-walks.ts names it with a reason. SQLite keeps no statistics here, so its plans do not depend on
 * the data: an empty database, migrated, answers as a large one would.
 *
 *   RECORD_STATEMENTS=/tmp/statements npx vitest run && npx tsx test/query-plans/check-query-plans.ts /tmp/statements
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { ALLOWED_WALKS } from './allowed-walks';

/** Tables that stay small whatever the shop's size: walking them is fine. */
const SMALL_TABLES = new Set([
  'collections',
  'credit_note_counters',
  'delivery_options',
  'health_probes',
  'invoice_counters',
  'kysely_migration',
  'kysely_migration_lock',
  'promotions',
  'sqlite_sequence',
  'staff_invitations',
  'staff_recovery_codes',
  'products_fts_config',
]);

const dir = process.argv[2];
if (!dir) throw new Error('usage: check-query-plans.ts DIR (the RECORD_STATEMENTS directory)');
/** Each statement once, with the file that ran it first; migrations run once and are not checked. */
const statements = new Map<string, string>();
for (const name of readdirSync(dir).filter((f) => f.endsWith('.jsonl')))
  for (const line of readFileSync(path.join(dir, name), 'utf8').split('\n')) {
    if (!line) continue;
    const { sql, from } = JSON.parse(line) as { sql: string; from: string };
    if (!/^src\/db\/migrat(e|ions\/)/.test(from)) statements.set(sql, from);
  }

const scratch = mkdtempSync(path.join(tmpdir(), 'mavazi-plans-'));
const file = path.join(scratch, 'shop.db');
const handle = createDatabase({ kind: 'sqlite', file });
await migrateToLatest(handle);
await handle.close();
const sqlite = new SQLite(file, { readonly: true });
const tables = new Set(
  sqlite
    .prepare<[], { name: string }>(`select name from sqlite_master where type = 'table'`)
    .all()
    .map((r) => r.name),
);

/** The table a plan's step walks whole, by its name or its alias in the statement; undefined for a CTE. */
function walkedTable(step: string, sql: string): string | undefined {
  const name = /^SCAN (\w+)$/.exec(step)?.[1];
  if (name === undefined) return undefined;
  const aliased = new RegExp(`"?(\\w+)"? as "?${name}"?\\b`).exec(sql)?.[1] ?? name;
  return tables.has(aliased) && !SMALL_TABLES.has(aliased) ? aliased : undefined;
}

/**
 * Walks that are not: a single-row `insert ... values` shows a scan of each table whose foreign keys name the
 * new row's table, but SQLite runs it only while a deferred violation is pending, which immediate keys never
 * leave; an unfiltered `order by id ... limit` walks from one end and stops.
 */
function boundedOrPhantom(sql: string, steps: string[]): boolean {
  if (/^\s*insert\b/i.test(sql) && !/\bselect\b/i.test(sql)) return true;
  return (
    /\blimit\b/i.test(sql) &&
    !/\bwhere\b/i.test(sql) &&
    !steps.some((step) => step.includes('TEMP B-TREE'))
  );
}

const walks: Array<{ sql: string; from: string; tables: string[] }> = [];
const used = new Set<string>();
let checked = 0;
let unplanned = 0;
for (const [sql, from] of statements) {
  if (!/^\s*(with|select|insert|update|delete)\b/i.test(sql)) continue;
  let steps: string[];
  try {
    const explain = sqlite.prepare<unknown[], { detail: string }>(`explain query plan ${sql}`);
    // Plans do not depend on the values bound (no statistics), so every parameter is null.
    const parameters = Array<null>((sql.match(/\?/g) ?? []).length).fill(null);
    steps = explain.all(...parameters).map((r) => r.detail);
  } catch {
    unplanned += 1; // one SQLite cannot plan on its own (a temporary table of the same connection)
    continue;
  }
  checked += 1;
  if (boundedOrPhantom(sql, steps)) continue;
  const walked = steps.flatMap((step) => walkedTable(step, sql) ?? []);
  if (walked.length === 0) continue;
  const allowed = ALLOWED_WALKS.find((a) => a.sql.test(sql));
  if (allowed) used.add(allowed.why);
  else walks.push({ sql, from, tables: walked });
}
sqlite.close();
rmSync(scratch, { recursive: true, force: true });

for (const w of walks)
  console.log(`${w.from} walks ${w.tables.join(', ')}:\n  ${w.sql.replace(/\s+/g, ' ')}\n`);
const unused = ALLOWED_WALKS.filter((a) => !used.has(a.why));
for (const a of unused) console.log(`allowed walk not seen in this run: ${a.sql}`);
console.log(
  `query plans: ${checked} statements of the shop checked (${unplanned} could not be planned alone), ` +
    `${walks.length} walk a growing table without an index`,
);
process.exit(walks.length > 0 || checked === 0 ? 1 : 0);
