import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { AdminOrderFilterQuery } from '@mavazi/shared/orders.schemas';
import type { AppDeps } from '../../app-deps';
import type { OrderItemRow, OrderWithPaymentRow, UserRow } from '../../db/schema';
import { adminFilter } from './orders.service';
import { findItemsOfOrders, listOrdersBefore } from './orders.repository';
import { safeCell } from '../../lib/csv-cell';

/** Customers' names come from accounts, through the read app.ts wires in. */
type ExportDeps = Pick<AppDeps, 'db' | 'accountReads' | 'paymentReads'>;

/** Orders read per page: small enough that a 50,000-line export never sits in memory at once. */
const EXPORT_PAGE = 200;

const COLUMNS = [
  'order_number',
  'placed_at',
  'paid_at',
  'invoice_number',
  'status',
  'payment_status',
  'payment_method',
  'mpesa_receipt',
  'customer',
  'email',
  'phone',
  'county',
  'town',
  'product_id',
  'product_name',
  'sku',
  'size',
  'colour',
  'quantity',
  'unit_price',
  'line_total',
  'order_subtotal',
  'order_discount',
  'order_delivery_fee',
  'order_total',
  'order_vat',
] as const;

const kes = (cents: number) => (cents / 100).toFixed(2);

function lineRow(order: OrderWithPaymentRow, item: OrderItemRow, user: UserRow | undefined) {
  return [
    order.order_number,
    order.created_at,
    order.paid_at ?? '',
    order.invoice_number ?? '',
    order.status,
    order.payment_status,
    order.payment_method,
    order.mpesa_receipt ?? '',
    user?.username ?? '',
    user?.email ?? '',
    order.delivery_phone ?? user?.phone_number ?? '',
    order.delivery_county ?? '',
    order.delivery_town ?? order.shipping_city ?? '',
    item.product_id ?? '',
    item.product_name,
    item.sku ?? '',
    item.size ?? '',
    item.colour ?? '',
    item.quantity,
    kes(item.price_cents),
    kes(item.price_cents * item.quantity),
    kes(order.subtotal_cents),
    kes(order.discount_cents),
    kes(order.delivery_fee_cents),
    kes(order.total_cents),
    kes(order.vat_amount_cents),
  ];
}

async function* exportChunks(
  deps: ExportDeps,
  query: AdminOrderFilterQuery,
): AsyncGenerator<string> {
  const { db, accountReads, paymentReads } = deps;
  const filter = await adminFilter(deps, query);
  yield stringify([[...COLUMNS]]);
  let before: number | null = null;
  for (;;) {
    const page = await listOrdersBefore(db, filter, before, EXPORT_PAGE);
    if (page.length === 0) return;
    before = page.at(-1)?.id ?? null;
    const [orders, items, users] = await Promise.all([
      paymentReads.withPayments(db, page),
      findItemsOfOrders(
        db,
        page.map((o) => o.id),
      ),
      accountReads.usersByIds(
        db,
        page.map((o) => o.user_id),
      ),
    ]);
    const usersById = new Map(users.map((u) => [u.id, u]));
    const itemsOf = new Map<number, OrderItemRow[]>();
    for (const item of items)
      itemsOf.set(item.order_id, [...(itemsOf.get(item.order_id) ?? []), item]);
    const rows = orders.flatMap((order) =>
      (itemsOf.get(order.id) ?? []).map((item) =>
        lineRow(order, item, usersById.get(order.user_id)).map(safeCell),
      ),
    );
    if (rows.length > 0) yield stringify(rows);
    if (page.length < EXPORT_PAGE) return;
  }
}

/**
 * The matching orders as CSV, one row per order line, newest first. Read in keyset pages and
 * pulled by the reply as the client reads, so a large export is never held in memory.
 */
export function exportOrdersCsv(deps: ExportDeps, query: AdminOrderFilterQuery): Readable {
  return Readable.from(exportChunks(deps, query));
}
