import type { Dashboard } from '@mavazi/shared/auth.schemas';
import { LOW_STOCK_LIST_MAX, LOW_STOCK_THRESHOLD } from '@mavazi/shared/constants';
import { addDays, kenyaDate } from '@mavazi/shared/dates';
import { toCents, fromCents } from '@mavazi/shared/money';
import type { DbDeps } from '../app-deps';
import { countProducts } from '../modules/catalog/catalog.repository';
import { findLowStock } from '../modules/catalog/stock.repository';
import { buildSalesReport } from './build-sales-report';
import {
  countAwaitingDispatch,
  countOrders,
  countPaymentsPending,
} from '../modules/orders/orders.repository';
import { countUsers } from '../modules/accounts/users.repository';
import { orderPaymentMatches } from '../modules/payments/order-payments.repository';

const CHART_DAYS = 30;

/** Monday of the Kenyan week a date falls in. */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * Reporting, read through each owning module's repository. Revenue is money received, as in the
 * sales report: Paid orders by the Kenyan day they were paid, less refunds by the day they completed.
 */
export async function readDashboard(
  { db }: DbDeps,
  now = new Date(),
  /** LOW_STOCK_THRESHOLD: sizes with this many units or fewer are low. */
  lowStockThreshold: number = LOW_STOCK_THRESHOLD,
): Promise<Dashboard> {
  const today = kenyaDate(now);
  const firstDay = addDays(today, -(CHART_DAYS - 1));
  const monday = mondayOf(today);
  const since = firstDay < monday ? firstDay : monday;
  const [
    totalProducts,
    totalOrders,
    totalUsers,
    awaitingDispatch,
    paymentsPending,
    lowStock,
    totals,
  ] = await Promise.all([
    countProducts(db, { staff: true }),
    countOrders(db),
    countUsers(db),
    countAwaitingDispatch(db),
    countPaymentsPending(db, orderPaymentMatches({ status: 'Pending' })),
    findLowStock(db, lowStockThreshold, LOW_STOCK_LIST_MAX),
    buildSalesReport(db, { from: since, to: today, groupBy: 'day' }),
  ]);

  const byDay = new Map(
    totals.rows.map((row) => [row.key, { orders: row.orders, cents: toCents(row.net) }]),
  );
  const sum = (from: string) => {
    let orders = 0;
    let cents = 0;
    for (const [day, entry] of byDay)
      if (day >= from && day <= today) {
        orders += entry.orders;
        cents += entry.cents;
      }
    return { orders, revenue: fromCents(cents) };
  };
  const salesByDay = Array.from({ length: CHART_DAYS }, (_, i) => {
    const date = addDays(firstDay, i);
    const entry = byDay.get(date);
    return { date, orders: entry?.orders ?? 0, revenue: fromCents(entry?.cents ?? 0) };
  });

  return {
    totalProducts,
    totalOrders,
    totalUsers,
    today: sum(today),
    week: sum(monday),
    awaitingDispatch,
    paymentsPending,
    lowStock,
    salesByDay,
  };
}
