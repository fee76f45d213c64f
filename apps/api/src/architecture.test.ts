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
  payments: ['payments', 'mpesa_unmatched_payments'],
  delivery: ['delivery_options'],
  support: ['support_tickets', 'support_ticket_replies'],
  mail: ['mail_outbox'],
  sms: ['sms_outbox'],
  health: ['health_probes'],
  audit: ['audit_log'],
  returns: ['returns', 'return_lines', 'return_history'],
  refunds: ['refunds', 'credit_note_counters'],
  carts: ['saved_carts', 'saved_cart_items'],
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
  /\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*\[?\s*'([a-z_]+)/g;
const RAW_SQL = /\bsql(?:<[^>]*>)?`([^`]*)`/g;
const RAW_TABLE = /\b(?:from|join|update|into)\s+([a-z_]+)/gi;

/** The tables a piece of source touches, through Kysely's builder or raw sql`` text. */
export function tablesTouched(code: string, known: readonly string[]): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(QUERY_BUILDER)) found.add(m[1] ?? '');
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
function moduleOf(file: string): string | null {
  const rel = path.relative(SRC, file).split(path.sep);
  if (rel[0] === 'modules') return rel[1] ?? null;
  if (rel[0] === 'mail') return 'mail';
  if (rel[0] === 'sms') return 'sms';
  return null;
}

describe('API architecture', () => {
  const tables = declaredTables();
  const files = sourceFiles(SRC).map((file) => ({ file, code: readFileSync(file, 'utf8') }));
  const rel = (file: string) => path.relative(SRC, file);

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
  });

  it("lets a module's repositories touch only the tables it owns", () => {
    const offenders = files.flatMap(({ file, code }) => {
      const owner = moduleOf(file);
      if (!owner || !file.endsWith('.repository.ts')) return [];
      const allowed = TABLE_OWNERS[owner] ?? [];
      return tablesTouched(code, tables)
        .filter((table) => !allowed.includes(table))
        .map((table) => `${rel(file)} -> ${table}`);
    });
    expect(offenders).toEqual([]);
  });

  it('keeps SQL in repositories: routes, services and plugins call repository functions', () => {
    const offenders = files
      .filter(({ file }) => !file.endsWith('.repository.ts') && !rel(file).startsWith('db/'))
      .filter(({ code }) => touchesSql(code))
      .map(({ file }) => rel(file));
    expect(offenders).toEqual([]);
  });
});
