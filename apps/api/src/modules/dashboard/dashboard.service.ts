import type { Dashboard } from '@mavazi/shared/auth.schemas';
import type { DbDeps } from '../../lib/deps';
import { countProducts } from '../catalog/catalog.repository';
import { countOrders } from '../orders/orders.repository';
import { countUsers } from '../users/users.repository';

/** Reporting: counts read through each owning module's repository. */
export async function readDashboard({ db }: DbDeps): Promise<Dashboard> {
  const [totalProducts, totalOrders, totalUsers] = await Promise.all([
    countProducts(db, {}),
    countOrders(db),
    countUsers(db),
  ]);
  return { totalProducts, totalOrders, totalUsers };
}
