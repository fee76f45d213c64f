import type { ReturnStatus } from '@mavazi/shared/returns';
import type { Updateable } from 'kysely';
import type { Executor } from '../db/database';
import type { ReturnRow, ReturnsTable } from '../db/schema';
import type { AppDeps } from '../app-deps';
import { conflict, notFound } from '../lib/http-error';
import { recordAudit } from '../modules/audit/audit.repository';
import type { AuditActor } from '../modules/audit/audit-actor';
import { changedFields } from '../modules/audit/changed-fields';
import { notifyReturnStep } from '../modules/returns/returns.notify';
import {
  insertReturnHistory,
  lockReturn,
  updateReturnIf,
} from '../modules/returns/returns.repository';
import { assertTransition, RETURN_NOT_FOUND_TEXT } from '../modules/returns/returns.service';
import { findUserById } from '../modules/accounts/users.repository';
import { findOrderById } from '../modules/orders/orders.repository';

export type ReturnStepDeps = Pick<AppDeps, 'db' | 'dialect' | 'publicUrl' | 'mail'>;

/**
 * The return, locked and checked: it exists and may move to `to`. Every step starts here, so two
 * staff clicking the same step at once do it once (the second gets 409).
 */
export async function lockReturnFor(
  trx: Executor,
  dialect: AppDeps['dialect'],
  id: number,
  to: ReturnStatus,
): Promise<ReturnRow> {
  const ret = await lockReturn(trx, dialect, id);
  if (!ret) throw notFound('RETURN_NOT_FOUND', RETURN_NOT_FOUND_TEXT);
  assertTransition(ret.status, to);
  return ret;
}

/**
 * Records one step of a return in the caller's transaction: the status (only from the status it
 * was read in), the history, the audit row and the shopper's mail and text.
 */
export async function stepReturn(
  trx: Executor,
  deps: Pick<AppDeps, 'publicUrl'>,
  ret: ReturnRow,
  to: ReturnStatus,
  actor: AuditActor,
  note: string | null,
  extra: Updateable<ReturnsTable> = {},
  // The shopper's mail quotes what staff typed, never the shop's own English history notes.
  shopperNote: string | null = note,
): Promise<ReturnRow> {
  const nowIso = new Date().toISOString();
  const moved = await updateReturnIf(trx, ret.id, ret.status, {
    ...extra,
    status: to,
    updated_at: nowIso,
  });
  if (!moved)
    throw conflict('STATUS_CHANGE_NOT_ALLOWED', 'The return changed meanwhile; reload it');
  await insertReturnHistory(trx, {
    return_id: ret.id,
    status: to,
    note,
    changed_by: actor.id,
    created_at: nowIso,
  });
  await recordAudit(
    trx,
    actor,
    {
      action: 'return.status',
      entity: 'return',
      entityId: ret.id,
      changes: changedFields(
        { status: ret.status, ...pick(ret, extra) },
        { status: to, ...extra },
        ['status', ...Object.keys(extra)],
      ),
    },
    nowIso,
  );
  await notifyReturnStep(
    trx,
    await findUserById(trx, ret.user_id),
    await findOrderById(trx, ret.order_id),
    moved,
    shopperNote,
    deps.publicUrl,
  );
  return moved;
}

function pick(row: ReturnRow, keys: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(keys).map((k) => [k, (row as unknown as Record<string, unknown>)[k]]),
  );
}
