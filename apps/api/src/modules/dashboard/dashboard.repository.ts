import type { Executor } from '../../db/database';

/** Reporting read model: counts across domains, read-only. */
export async function readDashboardCounts(db: Executor) {
  const [products, orders, users] = await Promise.all([
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalProducts: Number(products.n),
    totalOrders: Number(orders.n),
    totalUsers: Number(users.n),
  };
}
