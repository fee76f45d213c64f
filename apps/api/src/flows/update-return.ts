import { hasPermission, isStaffRole, type Permission } from '@mavazi/shared/staff';
import type { AdminReturnUpdate, Return } from '@mavazi/shared/returns.schemas';
import type { ReturnStatus } from '@mavazi/shared/returns';
import { conflict, HttpError } from '../lib/http-error';
import type { AuditActor } from '../modules/audit/audit-actor';
import { loadReturn } from '../modules/returns/returns.service';
import { lockReturnFor, stepReturn, type ReturnStepDeps } from './return-steps';
import { exchangeReturn } from './exchange-return';
import { receiveReturn } from './receive-return';

/** The permission each step needs (staff.ts): deciding, receiving, paying back. */
const STEP_PERMISSION: Record<Exclude<ReturnStatus, 'Requested'>, Permission> = {
  Approved: 'returns.decide',
  Rejected: 'returns.decide',
  Received: 'returns.receive',
  Exchanged: 'returns.receive',
  Refunded: 'money.manage',
};

/** PATCH /admin/returns/{id}: one step, with the permission that step needs (403 FORBIDDEN_ROLE). */
export async function updateReturn(
  deps: ReturnStepDeps,
  actor: AuditActor,
  id: number,
  body: AdminReturnUpdate,
): Promise<Return> {
  const to = body.status;
  if (!hasPermission(isStaffRole(actor.role) ? actor.role : null, STEP_PERMISSION[to]))
    throw new HttpError(403, 'FORBIDDEN_ROLE', 'Your staff role does not allow this');
  const note = body.note ?? null;
  if (to === 'Received') return receiveReturn(deps, actor, id, note, body.restock ?? true);
  if (to === 'Exchanged') return exchangeReturn(deps, actor, id, note);
  const { db, dialect } = deps;
  const row = await db.transaction().execute(async (trx) => {
    const ret = await lockReturnFor(trx, dialect, id, to);
    if (to === 'Refunded' && ret.refunded_cents <= 0)
      throw conflict(
        'STATUS_CHANGE_NOT_ALLOWED',
        'Record the refund first: a completed refund for this return marks it Refunded',
      );
    return stepReturn(trx, deps, ret, to, actor, note);
  });
  deps.mail.kick();
  return loadReturn(db, row);
}
