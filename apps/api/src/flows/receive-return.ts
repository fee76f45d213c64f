import type { Return } from '@mavazi/shared/returns.schemas';
import { receivedReturnNote } from '@mavazi/shared/returns';
import type { AuditActor } from '../modules/audit/audit-actor';
import { applyStockMovement } from '../modules/catalog/stock.repository';
import { findLinesOfReturns } from '../modules/returns/returns.repository';
import { loadReturn } from '../modules/returns/returns.service';
import { lockReturnFor, stepReturn, type ReturnStepDeps } from './return-steps';

/**
 * Approved → Received: the items are back in the shop. Unless `restock` is false (damaged goods),
 * each line goes back to stock as a `return` movement naming the return and its order, in the same
 * transaction as the step. A line whose product or size was removed since is not restocked.
 */
export async function receiveReturn(
  deps: ReturnStepDeps,
  actor: AuditActor,
  id: number,
  note: string | null,
  restock: boolean,
): Promise<Return> {
  const { db, dialect } = deps;
  const row = await db.transaction().execute(async (trx) => {
    const ret = await lockReturnFor(trx, dialect, id, 'Received');
    let restocked = false;
    const skipped: string[] = [];
    if (restock) {
      const nowIso = new Date().toISOString();
      for (const line of await findLinesOfReturns(trx, [ret.id])) {
        const applied =
          line.product_id === null
            ? null
            : await applyStockMovement(trx, {
                productId: line.product_id,
                variantId: line.variant_id,
                delta: line.quantity,
                reason: 'return',
                orderId: ret.order_id,
                returnId: ret.id,
                actor: { id: actor.id, username: actor.username },
                note: ret.number,
                at: nowIso,
              });
        if (applied) restocked = true;
        else skipped.push(line.product_name);
      }
    }
    const fullNote = receivedReturnNote(note, skipped);
    return stepReturn(
      trx,
      deps,
      ret,
      'Received',
      actor,
      fullNote,
      { restocked: restocked ? 1 : 0 },
      note,
    );
  });
  deps.mail.kick();
  return loadReturn(db, row);
}
