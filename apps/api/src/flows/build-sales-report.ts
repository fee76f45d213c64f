import { addDays, kenyaDate, startOfKenyaDay } from '@mavazi/shared/dates';
import { allocateCents, fromCents, vatIncludedCents } from '@mavazi/shared/money';
import type { ProductSales, ReportGrouping, SalesReportRow } from '@mavazi/shared/reports.schemas';
import type { Executor } from '../db/database';
import type { OrderItemRow } from '../db/schema';
import { findProductSummaries, findStockedProducts } from '../modules/catalog/catalog.repository';
import {
  findItemsOfOrders,
  findOrderFiguresByIds,
  type PaidOrderRow as OrderFigures,
} from '../modules/orders/orders.repository';
import { findOrderPayments, findPaidBetween } from '../modules/payments/order-payments.repository';
import { refundsCompletedBetween } from '../modules/refunds/refunds.repository';

/** An order's figures with when and how it was paid (from payments, decision 045). */
type PaidOrderRow = OrderFigures & { paid_at: string | null; payment_method: string };

/** A report row in cents while it is summed. */
interface Sums {
  key: string;
  orderIds: Set<number>;
  units: number;
  gross: number;
  discounts: number;
  deliveryFees: number;
  refunds: number;
  vat: number;
}

export interface SalesReportInput {
  from: string;
  to: string;
  groupBy: ReportGrouping;
}

export interface SalesReport {
  rows: SalesReportRow[];
  total: SalesReportRow;
  /** Per product id, for best sellers and slow movers. */
  byProduct: Map<number, { name: string; units: number; net: number }>;
}

/** The instants a range of Kenyan days covers: [start of from, start of the day after to). */
export function kenyanDaysToInstants(from: string, to: string): { fromIso: string; toIso: string } {
  return {
    fromIso: new Date(startOfKenyaDay(from)).toISOString(),
    toIso: new Date(startOfKenyaDay(addDays(to, 1))).toISOString(),
  };
}

const NO_COUNTY = 'No county';
const UNKNOWN_CATEGORY = 'Unknown';

/** One share of an order (all of it, or one line) and what it adds to its row. */
interface Share {
  key: string;
  orderId: number;
  units: number;
  gross: number;
  discounts: number;
  deliveryFees: number;
  vat: number;
}

/** The order split over its lines in whole cents: each column's shares add up to the order's figure. */
function lineShares(order: PaidOrderRow, lines: readonly OrderItemRow[]) {
  const weights = lines.map((l) => l.price_cents * l.quantity);
  const gross = allocateCents(order.subtotal_cents, weights);
  const discounts = allocateCents(order.discount_cents, weights);
  const fees = allocateCents(order.delivery_fee_cents, weights);
  const vat = allocateCents(order.vat_amount_cents, weights);
  return lines.map((line, i) => ({
    line,
    gross: gross[i] ?? 0,
    discounts: discounts[i] ?? 0,
    deliveryFees: fees[i] ?? 0,
    vat: vat[i] ?? 0,
  }));
}

function toRow(s: Sums): SalesReportRow {
  const net = s.gross - s.discounts + s.deliveryFees - s.refunds;
  return {
    key: s.key,
    orders: s.orderIds.size,
    units: s.units,
    gross: fromCents(s.gross),
    discounts: fromCents(s.discounts),
    delivery_fees: fromCents(s.deliveryFees),
    refunds: fromCents(s.refunds),
    net: fromCents(net),
    vat: fromCents(s.vat),
  };
}

const emptySums = (key: string): Sums => ({
  key,
  orderIds: new Set(),
  units: 0,
  gross: 0,
  discounts: 0,
  deliveryFees: 0,
  refunds: 0,
  vat: 0,
});

/**
 * Money received in a range of Kenyan days: Paid orders by the day they were paid, refunds by the
 * day they completed. Summed in integer cents in code (not SQL), so both engines agree to the cent;
 * an order split over products or categories is shared out by line value in whole cents, so the
 * rows always add up to the totals.
 */
export async function buildSalesReport(
  db: Executor,
  { from, to, groupBy }: SalesReportInput,
): Promise<SalesReport> {
  const { fromIso, toIso } = kenyanDaysToInstants(from, to);
  const [paid, refunds] = await Promise.all([
    findPaidBetween(db, fromIso, toIso),
    refundsCompletedBetween(db, fromIso, toIso),
  ]);
  const refundedIds = refunds.map((r) => r.order_id);
  const [figures, refundedPayments] = await Promise.all([
    findOrderFiguresByIds(db, [...paid.map((p) => p.order_id), ...refundedIds]),
    findOrderPayments(db, refundedIds),
  ]);
  const withFigures = (p: { order_id: number; paid_at: string | null; payment_method: string }) => {
    const f = figures.get(p.order_id);
    return f ? [{ ...f, paid_at: p.paid_at, payment_method: p.payment_method }] : [];
  };
  const orders: PaidOrderRow[] = paid.flatMap(withFigures);
  const refundedOrders: PaidOrderRow[] = [...refundedPayments.values()].flatMap(withFigures);
  const allOrders = new Map<number, PaidOrderRow>(
    [...refundedOrders, ...orders].map((o) => [o.id, o]),
  );
  const items = await findItemsOfOrders(db, [...allOrders.keys()]);
  const linesOf = new Map<number, OrderItemRow[]>();
  for (const item of items)
    linesOf.set(item.order_id, [...(linesOf.get(item.order_id) ?? []), item]);
  const products = new Map(
    (
      await findProductSummaries(
        db,
        items.flatMap((i) => (i.product_id === null ? [] : [i.product_id])),
      )
    ).map((p) => [p.id, p]),
  );
  const productKey = (line: OrderItemRow) =>
    line.product_id === null ? `name:${line.product_name}` : `id:${line.product_id}`;
  const productName = (line: OrderItemRow) =>
    (line.product_id === null ? undefined : products.get(line.product_id)?.name) ??
    line.product_name;
  const categoryOf = (line: OrderItemRow) =>
    (line.product_id === null ? undefined : products.get(line.product_id)?.category) ??
    UNKNOWN_CATEGORY;

  const rows = new Map<string, Sums>();
  const names = new Map<string, string>();
  const byProduct = new Map<number, { name: string; units: number; net: number }>();
  const add = (s: Share) => {
    const sums = rows.get(s.key) ?? emptySums(s.key);
    sums.orderIds.add(s.orderId);
    sums.units += s.units;
    sums.gross += s.gross;
    sums.discounts += s.discounts;
    sums.deliveryFees += s.deliveryFees;
    sums.vat += s.vat;
    rows.set(s.key, sums);
  };
  const orderKey = (order: PaidOrderRow, day: string) =>
    groupBy === 'day'
      ? day
      : groupBy === 'county'
        ? (order.delivery_county ?? NO_COUNTY)
        : order.payment_method;

  for (const order of orders) {
    const day = kenyaDate(Date.parse(order.paid_at ?? ''));
    const lines = linesOf.get(order.id) ?? [];
    const shares = lineShares(order, lines);
    for (const share of shares) {
      if (share.line.product_id === null) continue;
      const entry = byProduct.get(share.line.product_id) ?? {
        name: productName(share.line),
        units: 0,
        net: 0,
      };
      entry.units += share.line.quantity;
      entry.net += share.gross - share.discounts + share.deliveryFees;
      byProduct.set(share.line.product_id, entry);
    }
    if (groupBy === 'product' || groupBy === 'category') {
      for (const share of shares) {
        const key = groupBy === 'product' ? productKey(share.line) : categoryOf(share.line);
        if (groupBy === 'product') names.set(key, productName(share.line));
        add({ key, orderId: order.id, units: share.line.quantity, ...share });
      }
    } else {
      add({
        key: orderKey(order, day),
        orderId: order.id,
        units: lines.reduce((n, l) => n + l.quantity, 0),
        gross: order.subtotal_cents,
        discounts: order.discount_cents,
        deliveryFees: order.delivery_fee_cents,
        vat: order.vat_amount_cents,
      });
    }
  }

  for (const refund of refunds) {
    const order = allOrders.get(refund.order_id);
    if (!order) continue;
    const vatRate = order.total_cents > 0 ? (order.vat_amount_cents * 100) / order.total_cents : 0;
    const refundVat =
      order.total_cents > 0
        ? Math.round((refund.amount_cents * order.vat_amount_cents) / order.total_cents)
        : vatIncludedCents(refund.amount_cents, vatRate);
    const day = kenyaDate(Date.parse(refund.completed_at));
    const lines = linesOf.get(order.id) ?? [];
    const weights = lines.map((l) => l.price_cents * l.quantity);
    const split =
      groupBy === 'product' || groupBy === 'category'
        ? allocateCents(refund.amount_cents, weights).map((amount, i) => {
            const line = lines[i];
            const key = !line
              ? UNKNOWN_CATEGORY
              : groupBy === 'product'
                ? productKey(line)
                : categoryOf(line);
            if (line && groupBy === 'product') names.set(key, productName(line));
            return { key, amount, vat: allocateCents(refundVat, weights)[i] ?? 0 };
          })
        : [{ key: orderKey(order, day), amount: refund.amount_cents, vat: refundVat }];
    for (const part of split) {
      const sums = rows.get(part.key) ?? emptySums(part.key);
      sums.refunds += part.amount;
      sums.vat -= part.vat;
      rows.set(part.key, sums);
    }
  }

  let list: Sums[];
  if (groupBy === 'day') {
    const days: Sums[] = [];
    for (let day = from; day <= to; day = addDays(day, 1))
      days.push(rows.get(day) ?? emptySums(day));
    list = days;
  } else {
    list = [...rows.values()]
      .map((s) => ({ ...s, key: names.get(s.key) ?? s.key }))
      .sort((a, b) => {
        const net = (s: Sums) => s.gross - s.discounts + s.deliveryFees - s.refunds;
        return net(b) - net(a) || a.key.localeCompare(b.key);
      });
  }
  const total = emptySums('Total');
  for (const s of rows.values()) {
    for (const id of s.orderIds) total.orderIds.add(id);
    total.units += s.units;
    total.gross += s.gross;
    total.discounts += s.discounts;
    total.deliveryFees += s.deliveryFees;
    total.refunds += s.refunds;
    total.vat += s.vat;
  }
  return { rows: list.map(toRow), total: toRow(total), byProduct };
}

/** The products that sold most units in the range (paid orders), then by money. */
export async function bestSellers(
  db: Executor,
  range: { from: string; to: string },
  limit: number,
): Promise<ProductSales[]> {
  const { byProduct } = await buildSalesReport(db, { ...range, groupBy: 'product' });
  const stock = new Map(
    (await findProductSummaries(db, [...byProduct.keys()])).map((p) => [p.id, p.inventory]),
  );
  return [...byProduct.entries()]
    .sort(([a, x], [b, y]) => y.units - x.units || y.net - x.net || a - b)
    .slice(0, limit)
    .map(([id, p]) => ({
      product_id: id,
      product_name: p.name,
      units: p.units,
      net: fromCents(p.net),
      inventory: stock.get(id) ?? 0,
    }));
}

/** Products on sale with stock that sold fewest units in the range (none first), most stock first. */
export async function slowMovers(
  db: Executor,
  range: { from: string; to: string },
  limit: number,
): Promise<ProductSales[]> {
  const [{ byProduct }, stocked] = await Promise.all([
    buildSalesReport(db, { ...range, groupBy: 'product' }),
    findStockedProducts(db),
  ]);
  return stocked
    .map((p) => ({ p, sold: byProduct.get(p.id) }))
    .sort(
      (a, b) =>
        (a.sold?.units ?? 0) - (b.sold?.units ?? 0) ||
        b.p.inventory - a.p.inventory ||
        a.p.id - b.p.id,
    )
    .slice(0, limit)
    .map(({ p, sold }) => ({
      product_id: p.id,
      product_name: p.name,
      units: sold?.units ?? 0,
      net: fromCents(sold?.net ?? 0),
      inventory: p.inventory,
    }));
}
