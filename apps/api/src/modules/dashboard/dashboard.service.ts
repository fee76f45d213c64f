import type { Dashboard } from '@mavazi/shared/auth.schemas';
import { LOW_STOCK_LIST_MAX, LOW_STOCK_THRESHOLD } from '@mavazi/shared/constants';
import { addDays, kenyaDate, startOfKenyaDay } from '@mavazi/shared/dates';
import { fromCents } from '@mavazi/shared/money';
import type { DbDeps } from '../../lib/deps';
import { countProducts } from '../catalog/catalog.repository';
import { findLowStock } from '../catalog/stock.repository';
import {
  countAwaitingDispatch,
  countOrders,
  countPaymentsPending,
  findOrderTotalsSince,
} from '../orders/orders.repository';
import { countUsers } from '../users/users.repository';

const CHART_DAYS = 30;

/** Monday of the Kenyan week a date falls in. */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * Reporting, read through each owning module's repository. Orders are grouped by Kenyan day here
 * in code, not in SQL, so SQLite, PostgreSQL and a later switch to timestamptz all agree.
 */
export async function readDashboard({ db }: DbDeps, now = new Date()): Promise<Dashboard> {
  const today = kenyaDate(now);
  const firstDay = addDays(today, -(CHART_DAYS - 1));
  const monday = mondayOf(today);
  const since = new Date(startOfKenyaDay(firstDay < monday ? firstDay : monday)).toISOString();
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
    countPaymentsPending(db),
    findLowStock(db, LOW_STOCK_THRESHOLD, LOW_STOCK_LIST_MAX),
    findOrderTotalsSince(db, since),
  ]);

  const byDay = new Map<string, { orders: number; cents: number }>();
  for (const order of totals) {
    const day = kenyaDate(Date.parse(order.created_at));
    const entry = byDay.get(day) ?? { orders: 0, cents: 0 };
    entry.orders += 1;
    entry.cents += order.total_cents;
    byDay.set(day, entry);
  }
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
