import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Who owns which table. Only the owner's repositories touch a table; a flow that crosses modules
 * (checkout) calls the owners' repository functions inside its one transaction.
 */
const TABLE_OWNERS: Record<string, readonly string[]> = {
  accounts: [
    'users',
    'email_change_tokens',
    'email_verification_tokens',
    'staff_invitations',
    'revoked_tokens',
    'password_reset_tokens',
    'staff_recovery_codes',
  ],
  limits: ['rate_limits'],
  catalog: [
    'products',
    'product_variants',
    'product_images',
    'reviews',
    'stock_movements',
    'collections',
    'product_collections',
  ],
  promotions: ['promotions'],
  orders: ['orders', 'order_items', 'order_status_history', 'invoice_counters'],
  payments: ['payments', 'mpesa_unmatched_payments', 'order_payments'],
  delivery: ['delivery_options'],
  support: ['support_tickets', 'support_ticket_replies'],
  mail: ['mail_outbox'],
  sms: ['sms_outbox'],
  health: ['health_probes'],
  audit: ['audit_log'],
  returns: ['returns', 'return_lines', 'return_history'],
  refunds: ['refunds', 'credit_note_counters'],
  carts: ['saved_carts', 'saved_cart_items'],
  newsletter: ['newsletter_subscribers'],
  'stock-alerts': ['stock_alerts'],
};

const SRC = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Table names the Database interface declares (db/schema.ts). */
function declaredTables(): string[] {
  const schema = readFileSync(path.join(SRC, 'db/schema.ts'), 'utf8');
  const body = /export interface Database \{([^}]*)\}/.exec(schema)?.[1] ?? '';
  return [...body.matchAll(/^\s*([a-z_]+):/gm)].map((m) => m[1] ?? '');
}

const QUERY_BUILDER =
  /\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*\[?\s*['"]([a-z_]+)/g;
const BUILDER_ON_NAME =
  /\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*\[?\s*([A-Za-z_$][\w$]*)/g;
const NAME_CONSTANT = /\b(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*['"]([a-z_]+)['"]/g;
const CTE_NAME = /\.with\(\s*['"]([a-z_]+)['"]/g;
const RAW_SQL = /\bsql(?:<[^>]*>)?`([^`]*)`/g;
const RAW_TABLE = /\b(?:from|join|update|into)\s+"?([a-z_]+)"?/gi;

/** The tables a piece of source touches: Kysely's builder (quoted or through a constant) or raw sql``. */
export function tablesTouched(code: string, known: readonly string[]): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(QUERY_BUILDER)) found.add(m[1] ?? '');
  // A common table expression's name (`with('placed', ...)`, then `selectFrom('placed')`) is no table.
  for (const m of code.matchAll(CTE_NAME))
    if (!known.includes(m[1] ?? '')) found.delete(m[1] ?? '');
  const constants = new Map([...code.matchAll(NAME_CONSTANT)].map((m) => [m[1], m[2] ?? '']));
  for (const m of code.matchAll(BUILDER_ON_NAME)) {
    const table = constants.get(m[1]);
    if (table) found.add(table);
  }
  for (const block of code.matchAll(RAW_SQL)) {
    for (const m of (block[1] ?? '').matchAll(RAW_TABLE)) {
      const name = (m[1] ?? '').toLowerCase();
      if (known.includes(name)) found.add(name);
    }
  }
  return [...found].filter(Boolean).sort();
}

function touchesSql(code: string): boolean {
  return /\b(?:selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql(?:<[^>]*>)?`/.test(code);
}

/** The module a file belongs to: modules/<name>/..., or mail/... and sms/... for the outboxes. */
function moduleOf(relFile: string): string | null {
  const rel = relFile.split('/');
  if (rel[0] === 'modules') return rel[1] ?? null;
  if (rel[0] === 'mail') return 'mail';
  if (rel[0] === 'sms') return 'sms';
  return null;
}

/** A source file as the rules see it: its path under src/ (with /) and its text. */
export interface Source {
  rel: string;
  code: string;
}

/** Repositories, wherever they live, that touch a table their module does not own (or have no module). */
export function strayRepositories(files: readonly Source[], known: readonly string[]): string[] {
  return files.flatMap(({ rel, code }) => {
    if (!rel.endsWith('.repository.ts')) return [];
    const owner = moduleOf(rel);
    const allowed = owner ? (TABLE_OWNERS[owner] ?? []) : [];
    const touched = tablesTouched(code, known);
    if (!owner && touched.length === 0 && touchesSql(code)) return [`${rel} -> (no owning module)`];
    return touched.filter((table) => !allowed.includes(table)).map((table) => `${rel} -> ${table}`);
  });
}

/** Files with SQL that are not repositories; only migrations are exempt (they shape every table). */
export function sqlOutsideRepositories(files: readonly Source[]): string[] {
  return files
    .filter(({ rel }) => !rel.endsWith('.repository.ts') && !rel.startsWith('db/migrations/'))
    .filter(({ code }) => touchesSql(code))
    .map(({ rel }) => rel);
}

/** Modules every module may use: they import no module, so they can never close a cycle. */
const SHARED_MODULES = ['audit', 'limits'];
/** Low floors: they serve everyone and import no module, flow, seed or composition. */
const FLOORS = ['lib', 'db', 'plugins', 'mail', 'sms', 'i18n', 'config.ts'];
/** A module's doors to the outside: only these may call a flow. */
const EDGE_FILE = /\.(?:routes|admin-routes|plugin)\.ts$/;

/** Relative imports of a file, resolved to paths under src/ without their extension. */
function importsOf({ rel, code }: Source): string[] {
  const dir = path.posix.dirname(rel);
  return [...code.matchAll(/\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) =>
    path.posix.normalize(path.posix.join(dir, (m[1] ?? '').replace(/\.(?:js|ts)$/, ''))),
  );
}

/**
 * Imports that break the plan: a module importing another module (other than a shared one), a
 * module's inner file (not a route or plugin) calling a flow, and a low floor reaching up.
 */
export function forbiddenImports(files: readonly Source[]): string[] {
  return files.flatMap((file) => {
    const [top, name] = file.rel.split('/');
    return importsOf(file).flatMap((target) => {
      const [targetTop, targetName] = target.split('/');
      const edge = `${file.rel} -> ${target}`;
      if (top === 'modules') {
        if (
          targetTop === 'modules' &&
          targetName !== name &&
          !SHARED_MODULES.includes(targetName ?? '')
        )
          return [edge];
        if (targetTop === 'modules' && SHARED_MODULES.includes(name ?? '') && targetName !== name)
          return [edge];
        if (targetTop === 'flows' && !EDGE_FILE.test(file.rel)) return [edge];
        return [];
      }
      if (FLOORS.includes(top ?? '') || FLOORS.includes(file.rel)) {
        const up = ['modules', 'flows', 'seed', 'app', 'server', 'scripts'];
        if (up.includes(targetTop ?? '')) return [edge];
      }
      return [];
    });
  });
}

describe('API architecture', () => {
  const tables = declaredTables();
  const files: Source[] = sourceFiles(SRC).map((file) => ({
    rel: path.relative(SRC, file).split(path.sep).join('/'),
    code: readFileSync(file, 'utf8'),
  }));

  it('gives every table exactly one owning module', () => {
    expect(tables.length).toBeGreaterThan(10);
    const owned = Object.values(TABLE_OWNERS).flat();
    expect([...owned].sort()).toEqual([...new Set(owned)].sort());
    expect([...tables].sort()).toEqual([...owned].sort());
  });

  it('notices a repository that reaches into another module (the check itself)', () => {
    const stray = "db.selectFrom('promotions').where(sql`id in (select id from products)`)";
    expect(tablesTouched(stray, tables)).toEqual(['products', 'promotions']);
    expect(
      tablesTouched("trx.updateTable('orders as o').innerJoin('users', 'a', 'b')", tables),
    ).toEqual(['orders', 'users']);
    // Double quotes, a table name held in a constant, a quoted name in raw SQL.
    expect(tablesTouched('db.deleteFrom("refunds")', tables)).toEqual(['refunds']);
    expect(
      tablesTouched(
        "db.with('placed', (qc) => qc.insertInto('orders')).selectFrom('placed')",
        tables,
      ),
    ).toEqual(['orders']);
    expect(tablesTouched("const TABLE = 'returns';\ndb.selectFrom(TABLE)", tables)).toEqual([
      'returns',
    ]);
    expect(tablesTouched('sql`delete from "payments" where id = 1`', tables)).toEqual(['payments']);
  });

  it('checks repositories wherever they live (the check itself)', () => {
    expect(
      strayRepositories(
        [
          { rel: 'lib/orders.repository.ts', code: "db.selectFrom('orders')" },
          { rel: 'modules/catalog/x.repository.ts', code: 'db.selectFrom("orders")' },
          { rel: 'db/misc.repository.ts', code: 'sql`select 1`' },
        ],
        tables,
      ),
    ).toEqual([
      'lib/orders.repository.ts -> orders',
      'modules/catalog/x.repository.ts -> orders',
      'db/misc.repository.ts -> (no owning module)',
    ]);
    expect(
      sqlOutsideRepositories([
        { rel: 'db/database.ts', code: "db.selectFrom('users')" },
        { rel: 'seed/seed-demo.ts', code: 'sql`select 1`' },
        { rel: 'db/migrations/001-initial.ts', code: 'sql`create table x ()`' },
      ]),
    ).toEqual(['db/database.ts', 'seed/seed-demo.ts']);
  });

  it('lets a repository touch only the tables its module owns, wherever it lives', () => {
    expect(strayRepositories(files, tables)).toEqual([]);
  });

  it('keeps SQL in repositories: routes, services, plugins, db/ and the seed call them', () => {
    expect(sqlOutsideRepositories(files)).toEqual([]);
  });

  it('forbids module-to-module imports, flows inside modules and floors reaching up (the check itself)', () => {
    expect(
      forbiddenImports([
        {
          rel: 'modules/catalog/x.service.ts',
          code: "import { a } from '../orders/orders.repository';",
        },
        {
          rel: 'modules/catalog/y.service.ts',
          code: "import { b } from '../../flows/place-order';",
        },
        { rel: 'modules/limits/z.ts', code: "import { c } from '../audit/audit.repository';" },
        { rel: 'plugins/p.ts', code: "import { d } from '../modules/catalog/image-store';" },
        { rel: 'lib/l.ts', code: "import type { E } from '../flows/place-order';" },
        { rel: 'db/d.ts', code: "import { f } from '../seed/seed-demo';" },
      ]),
    ).toEqual([
      'modules/catalog/x.service.ts -> modules/orders/orders.repository',
      'modules/catalog/y.service.ts -> flows/place-order',
      'modules/limits/z.ts -> modules/audit/audit.repository',
      'plugins/p.ts -> modules/catalog/image-store',
      'lib/l.ts -> flows/place-order',
      'db/d.ts -> seed/seed-demo',
    ]);
    expect(
      forbiddenImports([
        { rel: 'modules/catalog/catalog.routes.ts', code: "import { a } from '../../flows/x';" },
        {
          rel: 'modules/catalog/x.service.ts',
          code: "import { a } from '../audit/audit.repository';",
        },
        { rel: 'flows/x.ts', code: "import { a } from '../modules/orders/orders.repository';" },
        { rel: 'app.ts', code: "import { a } from './modules/orders/orders.routes';" },
      ]),
    ).toEqual([]);
  });

  it('keeps modules apart: only flows and app.ts cross them', () => {
    expect(forbiddenImports(files)).toEqual([]);
  });
});
