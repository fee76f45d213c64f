import { KENYA_COUNTIES, type KenyaCounty } from '@mavazi/shared/kenya';
import type { DeliveryKind } from '@mavazi/shared/constants';
import { toCents } from '@mavazi/shared/money';
import type { Db } from '../database';
import {
  anyDeliveryOptionExists,
  insertDeliveryOption,
} from '../../modules/delivery/delivery.repository';

interface DemoDeliveryOption {
  name: string;
  kind: DeliveryKind;
  counties: readonly KenyaCounty[];
  fee: number;
  free_over: number | null;
  eta_min_days: number;
  eta_max_days: number;
}

/** In the official (alphabetical) order, as the admin form writes counties. */
const MAIN_TOWNS: readonly KenyaCounty[] = [
  'Kajiado',
  'Kiambu',
  'Kisumu',
  'Machakos',
  'Mombasa',
  'Nakuru',
  'Uasin Gishu',
];

/** How a Nairobi shop delivers: cheap and quick in town, more for the main towns, most for the rest. */
export const demoDeliveryOptions: ReadonlyArray<DemoDeliveryOption> = [
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
    const now = new Date().toISOString();
    for (const option of demoDeliveryOptions) {
      await insertDeliveryOption(trx, {
        name: option.name,
        kind: option.kind,
        counties: JSON.stringify(option.counties),
        fee_cents: toCents(option.fee),
        free_over_cents: option.free_over === null ? null : toCents(option.free_over),
        eta_min_days: option.eta_min_days,
        eta_max_days: option.eta_max_days,
        is_active: 1,
        created_at: now,
        updated_at: now,
      });
    }
    return true;
  });
}
