import { deliveryKindSchema, type OrderDelivery } from '@mavazi/shared/delivery.schemas';
import type { ChosenDelivery } from '@mavazi/shared/delivery';
import { fromCents } from '@mavazi/shared/money';
import type { OrderRow } from '../../db/schema';

/** The order's copy of the delivery chosen at checkout (all empty and a fee of 0 without one). */
export function deliveryColumns(chosen: ChosenDelivery | undefined) {
  return {
    delivery_fee_cents: chosen?.feeCents ?? 0,
    delivery_option_id: chosen?.optionId ?? null,
    delivery_option_name: chosen?.optionName ?? null,
    delivery_kind: chosen?.kind ?? null,
    delivery_county: chosen?.county ?? null,
    delivery_town: chosen?.town ?? null,
    delivery_street: chosen?.street ?? null,
    delivery_phone: chosen?.phone ?? null,
    delivery_notes: chosen?.notes ?? null,
    delivery_eta_min_days: chosen?.etaMinDays ?? null,
    delivery_eta_max_days: chosen?.etaMaxDays ?? null,
  };
}

/** Null for orders placed without a delivery option (before delivery existed, or the spec's body). */
export function toOrderDeliveryDto(row: OrderRow): OrderDelivery | null {
  if (row.delivery_option_id === null || row.delivery_eta_max_days === null) return null;
  return {
    option_id: row.delivery_option_id,
    option_name: row.delivery_option_name ?? '',
    kind: deliveryKindSchema.parse(row.delivery_kind),
    county: row.delivery_county ?? '',
    town: row.delivery_town ?? '',
    street: row.delivery_street ?? '',
    phone: row.delivery_phone ?? '',
    notes: row.delivery_notes,
    fee: fromCents(row.delivery_fee_cents),
    eta_min_days: row.delivery_eta_min_days ?? row.delivery_eta_max_days,
    eta_max_days: row.delivery_eta_max_days,
  };
}
