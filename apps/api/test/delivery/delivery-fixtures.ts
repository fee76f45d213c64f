import type { FastifyInstance } from 'fastify';
import type { DeliveryKind } from '@mavazi/shared/constants';
import { toCents } from '@mavazi/shared/money';
import type { DeliveryOptionRow } from '../../src/db/schema';

export interface DeliveryOptionFixture {
  name?: string;
  kind?: DeliveryKind;
  counties?: string[];
  fee?: number;
  free_over?: number | null;
  eta_min_days?: number;
  eta_max_days?: number;
  is_active?: boolean;
}

/** Inserts a delivery option straight into the database; by default Nairobi door delivery, KES 250, 1–2 days. */
export async function createDeliveryOption(
  app: FastifyInstance,
  o: DeliveryOptionFixture = {},
): Promise<DeliveryOptionRow> {
  const now = new Date().toISOString();
  return app.db
    .insertInto('delivery_options')
    .values({
      name: o.name ?? 'Door delivery in Nairobi',
      kind: o.kind ?? 'door',
      counties: JSON.stringify(o.counties ?? ['Nairobi']),
      fee_cents: toCents(o.fee ?? 250),
      free_over_cents: o.free_over == null ? null : toCents(o.free_over),
      eta_min_days: o.eta_min_days ?? 1,
      eta_max_days: o.eta_max_days ?? 2,
      is_active: o.is_active === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The checkout body's `delivery` for an option: a Westlands address in Nairobi unless changed. */
export function deliveryFor(optionId: number, overrides: Record<string, unknown> = {}) {
  return {
    option_id: optionId,
    county: 'Nairobi',
    town: 'Westlands',
    street: 'Mpaka Road, Block B, door 4',
    phone: '0712 345 678',
    notes: 'Blue gate opposite the chemist',
    ...overrides,
  };
}
