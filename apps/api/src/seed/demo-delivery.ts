import type { DeliveryOptionValues } from '@mavazi/shared/delivery.schemas';
import { KENYA_COUNTIES, type KenyaCounty } from '@mavazi/shared/kenya';
import type { Db } from '../db/database';
import { anyDeliveryOptionExists } from '../modules/delivery/delivery.repository';
import { systemActor } from '../modules/audit/audit-actor';
import { addDeliveryOption } from '../modules/delivery/delivery.service';

/** In the official (alphabetical) order, as the admin form writes counties. */
const MAIN_TOWNS: KenyaCounty[] = [
  'Kajiado',
  'Kiambu',
  'Kisumu',
  'Machakos',
  'Mombasa',
  'Nakuru',
  'Uasin Gishu',
];

/** How a Nairobi shop delivers: cheap and quick in town, more for the main towns, most for the rest. */
export const demoDeliveryOptions: ReadonlyArray<DeliveryOptionValues> = [
  {
    name: 'Door delivery in Nairobi',
    kind: 'door',
    counties: ['Nairobi'],
    fee: 250,
    free_over: 5000,
    eta_min_days: 1,
    eta_max_days: 2,
  },
  {
    name: 'Door delivery to the main towns',
    kind: 'door',
    counties: MAIN_TOWNS,
    fee: 400,
    free_over: null,
    eta_min_days: 2,
    eta_max_days: 3,
  },
  {
    name: 'Door delivery across Kenya',
    kind: 'door',
    counties: KENYA_COUNTIES.filter((c) => c !== 'Nairobi' && !MAIN_TOWNS.includes(c)),
    fee: 600,
    free_over: null,
    eta_min_days: 3,
    eta_max_days: 5,
  },
  {
    name: 'Pick-up at our shop, Moi Avenue, Nairobi CBD',
    kind: 'pickup',
    counties: ['Nairobi'],
    fee: 0,
    free_over: null,
    eta_min_days: 0,
    eta_max_days: 1,
  },
];

/**
 * Adds the demo delivery options when the shop has none, also to a database that was seeded before
 * delivery options existed. Returns false when options were already there.
 */
export async function seedDeliveryOptionsIfEmpty(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (await anyDeliveryOptionExists(trx)) return false;
    for (const option of demoDeliveryOptions)
      await addDeliveryOption(trx, systemActor('demo seed'), option);
    return true;
  });
}
