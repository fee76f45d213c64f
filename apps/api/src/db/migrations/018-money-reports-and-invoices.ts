import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * Money received, VAT and invoices (API.md, third edition, "Money"): when each order was paid, its
 * VAT, its invoice number, and one invoice counter per year. Orders paid before get their payment
 * time back (the M-Pesa settlement, else the history row that marked them paid, else their last
 * change) and invoice numbers in the order they were paid, so every year's numbers stay gap-free.
 * Their VAT stays 0: the shop's rate at the time is not known.
 */
export function moneyReportsAndInvoicesMigration(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('orders')
        .addColumn('paid_at', pg ? 'timestamptz' : 'text')
        .execute();
      await db.schema
        .alterTable('orders')
        .addColumn('vat_rate', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('orders')
        .addColumn('vat_amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('orders').addColumn('invoice_number', 'text').execute();
      await db.schema
        .createIndex('orders_invoice_number')
        .on('orders')
        .column('invoice_number')
        .unique()
        .execute();
      // Reports read paid orders by the day they were paid.
      await db.schema
        .createIndex('orders_paid_at')
        .on('orders')
        .columns(['paid_at', 'id'])
        .execute();
      await db.schema
        .createTable('invoice_counters')
        .addColumn('year', 'integer', (c) => c.primaryKey())
        .addColumn('last_number', 'integer', (c) => c.notNull())
        .execute();

      await sql`
        update orders set paid_at = coalesce(
          (select max(p.settled_at) from payments p where p.order_id = orders.id and p.status = 'Paid'),
          (select min(h.created_at) from order_status_history h
            where h.order_id = orders.id and h.payment_status = 'Paid'),
          orders.updated_at)
        where payment_status in ('Paid', 'Refunded')`.execute(db);

      const paid = await sql<{ id: number; paid_at: string | Date }>`
        select id, paid_at from orders where paid_at is not null order by paid_at, id`.execute(db);
      const last = new Map<number, number>();
      for (const row of paid.rows) {
        const at = row.paid_at instanceof Date ? row.paid_at : new Date(row.paid_at);
        // The Kenyan year (UTC+3) the order was paid in.
        const year = new Date(at.getTime() + 3 * 3600_000).getUTCFullYear();
        const n = (last.get(year) ?? 0) + 1;
        last.set(year, n);
        const number = `INV-${year}-${String(n).padStart(6, '0')}`;
        await sql`update orders set invoice_number = ${number} where id = ${row.id}`.execute(db);
      }
      for (const [year, n] of last)
        await sql`insert into invoice_counters (year, last_number) values (${year}, ${n})`.execute(
          db,
        );
    },
  };
}
