import { Gauge, Registry } from 'prom-client';
import type { DbDeps } from '../app-deps';
import { readMailQueueState } from '../mail/outbox.repository';
import { countOrdersByStatus } from '../modules/orders/orders.repository';
import { countOrderPaymentsByState } from '../modules/payments/order-payments.repository';

/** The shop's state read from the database at scrape time: the same from every process, so read once. */
export async function shopMetrics({ db }: DbDeps, now = new Date()): Promise<string> {
  const [orders, orderPayments, mail] = await Promise.all([
    countOrdersByStatus(db),
    countOrderPaymentsByState(db),
    readMailQueueState(db),
  ]);
  const registry = new Registry();
  const ordersGauge = new Gauge({
    name: 'mavazi_orders',
    help: 'Orders in the database, by status',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const payments = new Gauge({
    name: 'mavazi_payments',
    help: 'Order payments in the database, by method and payment status',
    labelNames: ['method', 'status'] as const,
    registers: [registry],
  });
  for (const row of orders) ordersGauge.inc({ status: row.status }, row.n);
  for (const row of orderPayments)
    payments.inc({ method: row.payment_method, status: row.payment_status }, row.n);
  new Gauge({
    name: 'mavazi_mail_queue_depth',
    help: 'Mail waiting in the outbox, retries included',
    registers: [registry],
  }).set(mail.queued);
  new Gauge({
    name: 'mavazi_mail_failed',
    help: 'Mail given up on after every retry',
    registers: [registry],
  }).set(mail.failed);
  new Gauge({
    name: 'mavazi_mail_oldest_unsent_age_seconds',
    help: 'Age of the oldest mail still waiting (0 when none waits)',
    registers: [registry],
  }).set(
    mail.oldestUnsentAt ? Math.max(0, (now.getTime() - Date.parse(mail.oldestUnsentAt)) / 1000) : 0,
  );
  return registry.metrics();
}
