import type { Executor } from '../../db/database';
import type { AuditLogRow } from '../../db/schema';
import type { AuditActor } from './audit-actor';
import type { Changes } from './changed-fields';

export interface AuditEntry {
  /** What was done, `entity.verb`: product.update, order.status, refund.create, staff.invite */
  action: string;
  entity: string;
  entityId: number | string | null;
  changes: Changes;
}

/**
 * Records one staff write. Call it with the write's own transaction, so the row exists exactly when the
 * write committed. Nothing in the API updates or deletes these rows.
 */
export async function recordAudit(
  db: Executor,
  actor: AuditActor,
  entry: AuditEntry,
  at: string = new Date().toISOString(),
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at,
      actor_id: actor.id,
      actor_username: actor.username,
      actor_role: actor.role,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      changes: JSON.stringify(entry.changes),
      ip: actor.ip,
    })
    .execute();
}

export interface AuditFilter {
  actorId?: number;
  entity?: string;
  entityId?: string;
  /** ISO instants, from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

/** One page of the log, newest first, and how many rows match. */
export async function listAudit(
  db: Executor,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ items: AuditLogRow[]; total: number }> {
  let query = db.selectFrom('audit_log');
  if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
  if (filter.entity !== undefined) query = query.where('entity', '=', filter.entity);
  if (filter.entityId !== undefined) query = query.where('entity_id', '=', filter.entityId);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('at', '<', filter.to);
  const [items, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}
