import type { Executor } from '../../db/database';
import type { OrderRow } from '../../db/schema';

/**
 * The next invoice number of a year: one statement that creates the year's counter or moves it on.
 * The row stays locked until the caller's transaction ends, so concurrent payments (in any process)
 * queue here and a rolled-back payment gives its number back: the numbers have no gaps.
 */
export async function takeInvoiceNumber(db: Executor, year: number): Promise<number> {
  const row = await db
    .insertInto('invoice_counters')
    .values({ year, last_number: 1 })
    .onConflict((oc) =>
      oc
        .column('year')
        .doUpdateSet((eb) => ({ last_number: eb('invoice_counters.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/** Stamps the order's invoice number, once: undefined when it already has one. */
export function setInvoiceIfNone(
  db: Executor,
  orderId: number,
  invoiceNumber: string,
): Promise<OrderRow | undefined> {
  return db
    .updateTable('orders')
    .set({ invoice_number: invoiceNumber })
    .where('id', '=', orderId)
    .where('invoice_number', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
