import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * Staff roles and the audit log (API.md, third edition). Every existing admin becomes an owner, so a
 * shop that upgrades keeps full access; the audit log is append-only (no route updates or deletes it).
 */
export function staffRolesAndAuditMigration(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('staff_role', 'text', (c) =>
          c.check(sql`staff_role in ('owner', 'manager', 'catalog', 'fulfilment', 'support')`),
        )
        .execute();
      await sql`update users set staff_role = 'owner' where is_admin = ${sql.raw(pg ? 'true' : '1')}`.execute(
        db,
      );
      await db.schema
        .createTable('audit_log')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('actor_username', 'text', (c) => c.notNull())
        .addColumn('actor_role', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .execute();
      // The Audit page's filters: newest first, by person and by entity.
      await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
      await db.schema
        .createIndex('audit_log_actor')
        .on('audit_log')
        .columns(['actor_id', 'at'])
        .execute();
      await db.schema
        .createIndex('audit_log_entity')
        .on('audit_log')
        .columns(['entity', 'entity_id', 'at'])
        .execute();
    },
  };
}
