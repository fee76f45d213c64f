import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

// The lists are the migration: a table or column added by a later branch adds its instants, days and
// flags here (or, once 011 has shipped, to a new migration). Checked against schema.ts after 008 and 010.

/** Instants: ISO 8601 UTC text on SQLite, timestamptz on PostgreSQL. */
const TIMES: Record<string, readonly string[]> = {
  users: ['created_at', 'updated_at'],
  revoked_tokens: ['expires_at'],
  password_reset_tokens: ['expires_at', 'used_at', 'created_at'],
  email_change_tokens: ['expires_at', 'used_at', 'created_at'],
  health_probes: ['created_at'],
  rate_limits: ['reset_at'],
  products: ['deleted_at', 'created_at', 'updated_at'],
  product_variants: ['created_at', 'updated_at'],
  product_images: ['created_at'],
  reviews: ['created_at'],
  promotions: ['created_at', 'updated_at'],
  orders: ['pay_requested_at', 'last_notified_at', 'created_at', 'updated_at'],
  order_status_history: ['created_at'],
  payments: ['query_after', 'created_at', 'updated_at', 'settled_at'],
  delivery_options: ['created_at', 'updated_at'],
  support_tickets: ['created_at', 'updated_at'],
  support_ticket_replies: ['created_at'],
  mail_outbox: ['next_attempt_at', 'created_at', 'sent_at'],
};

/** Calendar days ('YYYY-MM-DD'): text on SQLite, date on PostgreSQL. */
const DAYS: Record<string, readonly string[]> = {
  orders: ['expected_delivery_date'],
};

/** 0/1 flags: integers on SQLite, boolean on PostgreSQL; the value is the column's default. */
const FLAGS: Record<string, Record<string, boolean>> = {
  users: { is_admin: false },
  product_variants: { hidden: false },
  reviews: { verified_purchase: false },
  promotions: { is_active: true },
  delivery_options: { is_active: true },
};

const flagColumns = Object.fromEntries(
  Object.entries(FLAGS).map(([table, columns]) => [table, Object.keys(columns)]),
);

async function alter(db: Kysely<unknown>, table: string, column: string, change: string) {
  await sql
    .raw(`alter table ${table} alter column ${column} ${change.replaceAll('$c', column)}`)
    .execute(db);
}

/** Each existing column's type, by `table.column`. */
async function columnTypes(db: Kysely<unknown>): Promise<Map<string, string>> {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
     where table_schema = current_schema()`.execute(db);
  return new Map(rows.map((r) => [`${r.table_name}.${r.column_name}`, r.data_type]));
}

/**
 * The listed columns that exist and do not have the type yet: a column is skipped rather than
 * failing the migration on a database that lacks it (a migration that adds it has not run).
 */
function toChange(
  types: Map<string, string>,
  lists: Record<string, readonly string[]>,
  from: string,
): [table: string, column: string][] {
  return Object.entries(lists).flatMap(([table, columns]) =>
    columns
      .filter((column) => types.get(`${table}.${column}`) === from)
      .map((column): [string, string] => [table, column]),
  );
}

/**
 * PostgreSQL columns get PostgreSQL's types, for the people who query the database: timestamptz for
 * instants, date for calendar days, boolean for flags (money stays integer cents). The application
 * still sees ISO strings and 0/1 (db/postgres-pool.ts parses them back), so SQLite is unchanged.
 * Promotion start and end stay text: they hold either a Kenyan calendar day or an instant, as the
 * admin entered it, and neither type holds both.
 */
export function postgresTypesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      // ISO strings without a zone (none are written, but older tools might have) are read as UTC.
      await sql`set local time zone 'UTC'`.execute(db);
      const types = await columnTypes(db);
      for (const [table, column] of toChange(types, TIMES, 'text'))
        await alter(db, table, column, 'type timestamptz using $c::timestamptz');
      for (const [table, column] of toChange(types, DAYS, 'text'))
        await alter(db, table, column, 'type date using $c::date');
      for (const [table, column] of toChange(types, flagColumns, 'integer')) {
        // The integer default cannot be cast with the column: drop it, change, put it back.
        await alter(db, table, column, 'drop default');
        await alter(db, table, column, 'type boolean using $c <> 0');
        await alter(db, table, column, `set default ${FLAGS[table]?.[column] ?? false}`);
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`set local time zone 'UTC'`.execute(db);
      const types = await columnTypes(db);
      for (const [table, column] of toChange(types, flagColumns, 'boolean')) {
        await alter(db, table, column, 'drop default');
        await alter(db, table, column, 'type integer using case when $c then 1 else 0 end');
        await alter(db, table, column, `set default ${FLAGS[table]?.[column] ? 1 : 0}`);
      }
      for (const [table, column] of toChange(types, DAYS, 'date'))
        await alter(db, table, column, `type text using to_char($c, 'YYYY-MM-DD')`);
      for (const [table, column] of toChange(types, TIMES, 'timestamp with time zone'))
        await alter(
          db,
          table,
          column,
          `type text using to_char($c, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        );
    },
  };
}
