import type { Return, ReturnCreateBody } from '@mavazi/shared/returns.schemas';
import type { ReturnLinesTable, UserRow } from '../db/schema';
import type { Insertable } from 'kysely';
import type { AppDeps } from '../app-deps';
import { badRequest, conflict, notFound } from '../lib/http-error';
import { recordAudit } from '../modules/audit/audit.repository';
import type { AuditActor } from '../modules/audit/audit-actor';
import { changedFields } from '../modules/audit/changed-fields';
import { findAllVariantsOfProduct } from '../modules/catalog/variants.repository';
import {
  findItemsOfOrders,
  findStatusHistory,
  lockOrder,
} from '../modules/orders/orders.repository';
import { findOrderByRef, ORDER_NOT_FOUND } from '../modules/orders/orders.service';
import { notifyReturnStep } from '../modules/returns/returns.notify';
import {
  findReturnByIdempotencyKey,
  insertReturn,
  insertReturnHistory,
  insertReturnLines,
  returnedQuantities,
  setReturnNumber,
} from '../modules/returns/returns.repository';
import { formatReturnNumber, loadReturn, returnDeadline } from '../modules/returns/returns.service';
import { findUserById } from '../modules/accounts/users.repository';

export type RequestReturnDeps = Pick<AppDeps, 'db' | 'dialect' | 'publicUrl' | 'mail' | 'returns'>;

/** Who asks: the shopper for an own order, or a staff member for a shopper who called. */
export type ReturnRequester =
  { kind: 'shopper'; user: UserRow } | { kind: 'staff'; actor: AuditActor };

export interface ReturnRequested {
  ret: Return;
  /** False when the Idempotency-Key named a return made earlier: nothing new was made. */
  created: boolean;
}

/**
 * A return of delivered items (API.md "Returns, exchanges, refunds"): within RETURN_WINDOW_DAYS of
 * delivery, at most what was bought less what is already in a return that was not rejected. The
 * order row is locked first, so two submits of one return (a double click, two staff) cannot both
 * pass the quantity check; with an Idempotency-Key the second answers the first's return.
 */
export async function requestReturn(
  deps: RequestReturnDeps,
  requester: ReturnRequester,
  orderRef: string,
  body: ReturnCreateBody,
  idempotencyKey: string | undefined,
): Promise<ReturnRequested> {
  const { db, dialect } = deps;
  const found = await findOrderByRef(db, orderRef);
  if (!found || (requester.kind === 'shopper' && found.user_id !== requester.user.id))
    throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);

  const result = await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, dialect, found.id);
    if (!order) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
    if (idempotencyKey) {
      const earlier = await findReturnByIdempotencyKey(trx, order.id, idempotencyKey);
      if (earlier) return { row: earlier, created: false };
    }
    const now = new Date();
    const delivered = (await findStatusHistory(trx, order.id))
      .filter((h) => h.status === 'Delivered')
      .at(-1);
    if (order.status !== 'Delivered' || !delivered)
      throw conflict('RETURN_WINDOW_CLOSED', 'Only a delivered order can be returned');
    const deadline = returnDeadline(delivered.created_at, deps.returns.windowDays);
    if (now.toISOString() > deadline)
      throw conflict(
        'RETURN_WINDOW_CLOSED',
        `Returns are accepted within ${deps.returns.windowDays} days of delivery`,
        { deadline },
      );

    const items = new Map((await findItemsOfOrders(trx, [order.id])).map((i) => [i.id, i]));
    const returned = await returnedQuantities(trx, order.id);
    const lines: Omit<Insertable<ReturnLinesTable>, 'return_id'>[] = [];
    for (const [index, line] of body.lines.entries()) {
      const item = items.get(line.order_item_id);
      if (!item)
        throw badRequest('VALIDATION_FAILED', 'That item is not part of this order', {
          [`lines.${index}.order_item_id`]: 'That item is not part of this order',
        });
      const left = item.quantity - (returned.get(item.id) ?? 0);
      if (line.quantity > left)
        throw conflict(
          'RETURN_QUANTITY',
          left > 0
            ? `At most ${left} of ${item.product_name} can still be returned`
            : `${item.product_name} is already returned`,
          { [`lines.${index}.quantity`]: `At most ${left}` },
        );
      let exchange: { id: number; size: string; colour: string | null } | null = null;
      if (line.exchange_variant_id != null) {
        const variant =
          item.product_id === null
            ? undefined
            : (await findAllVariantsOfProduct(trx, item.product_id)).find(
                (v) => v.id === line.exchange_variant_id && v.hidden === 0,
              );
        if (!variant)
          throw badRequest('VARIANT_NOT_FOUND', 'Choose a size or colour of the same product', {
            [`lines.${index}.exchange_variant_id`]: 'Choose a size or colour of the same product',
          });
        if (variant.inventory < line.quantity)
          throw conflict(
            'OUT_OF_STOCK',
            `Size ${variant.size}${variant.colour ? ` in ${variant.colour}` : ''} of ${item.product_name} is sold out; choose another or ask for a refund`,
          );
        exchange = { id: variant.id, size: variant.size, colour: variant.colour };
      }
      lines.push({
        order_item_id: item.id,
        product_id: item.product_id,
        product_name: item.product_name,
        variant_id: item.variant_id,
        size: item.size,
        colour: item.colour,
        quantity: line.quantity,
        unit_price_cents: item.price_cents,
        reason: line.reason,
        exchange_variant_id: exchange?.id ?? null,
        exchange_size: exchange?.size ?? null,
        exchange_colour: exchange?.colour ?? null,
      });
    }

    const nowIso = now.toISOString();
    const staffId = requester.kind === 'staff' ? requester.actor.id : null;
    const inserted = await insertReturn(trx, {
      // The number derives from the id, known only after the insert: a unique placeholder first.
      number: `TMP-${order.id}-${nowIso}-${Math.random()}`,
      order_id: order.id,
      order_number: order.order_number,
      user_id: order.user_id,
      status: 'Requested',
      note: body.note ?? null,
      exchange_order_id: null,
      exchange_order_number: null,
      idempotency_key: idempotencyKey ?? null,
      created_by: staffId,
      created_at: nowIso,
      updated_at: nowIso,
    });
    const row = await setReturnNumber(trx, inserted.id, formatReturnNumber(inserted.id));
    await insertReturnLines(
      trx,
      lines.map((l) => ({ ...l, return_id: row.id })),
    );
    await insertReturnHistory(trx, {
      return_id: row.id,
      status: 'Requested',
      note: body.note ?? null,
      changed_by: staffId,
      created_at: nowIso,
    });
    if (requester.kind === 'staff') {
      await recordAudit(
        trx,
        requester.actor,
        {
          action: 'return.create',
          entity: 'return',
          entityId: row.id,
          changes: changedFields(null, {
            number: row.number,
            order_id: order.id,
            lines: lines.map((l) => ({ order_item_id: l.order_item_id, quantity: l.quantity })),
          }),
        },
        nowIso,
      );
    }
    await notifyReturnStep(
      trx,
      await findUserById(trx, order.user_id),
      order,
      row,
      body.note ?? null,
      deps.publicUrl,
    );
    return { row, created: true };
  });
  if (result.created) deps.mail.kick();
  return { ret: await loadReturn(db, result.row), created: result.created };
}
