import {
  deliveryKindSchema,
  type AdminDeliveryOption,
  type CheckoutDelivery,
  type DeliveryOption,
  type DeliveryOptionValues,
} from '@mavazi/shared/delivery.schemas';
import { deliveryFeeCents, servesCounty, type ChosenDelivery } from '@mavazi/shared/delivery';
import { KENYA_COUNTIES, type KenyaCounty } from '@mavazi/shared/kenya';
import { fromCents, toCents } from '@mavazi/shared/money';
import type { Executor } from '../../db/database';
import type { DeliveryOptionRow } from '../../db/schema';
import type { DbDeps } from '../../app-deps';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit.repository';
import { changedFields } from '../audit/changed-fields';
import {
  anyActiveDeliveryOption,
  deleteDeliveryOption,
  findDeliveryOption,
  insertDeliveryOption,
  listDeliveryOptions,
  updateDeliveryOption,
} from './delivery.repository';

const NOT_FOUND_TEXT = 'Delivery option not found';
const UNAVAILABLE_TEXT = 'This delivery option is no longer available, please choose another';

/** The stored JSON list; names that are not counties (none are written) are left out. */
function countiesOf(row: DeliveryOptionRow): KenyaCounty[] {
  const stored: unknown = JSON.parse(row.counties);
  return Array.isArray(stored) ? KENYA_COUNTIES.filter((county) => stored.includes(county)) : [];
}

export function toDeliveryOptionDto(row: DeliveryOptionRow): DeliveryOption {
  return {
    id: row.id,
    name: row.name,
    kind: deliveryKindSchema.parse(row.kind),
    counties: countiesOf(row),
    fee: fromCents(row.fee_cents),
    free_over: row.free_over_cents === null ? null : fromCents(row.free_over_cents),
    eta_min_days: row.eta_min_days,
    eta_max_days: row.eta_max_days,
  };
}

function toAdminDto(row: DeliveryOptionRow): AdminDeliveryOption {
  return { ...toDeliveryOptionDto(row), is_active: row.is_active === 1 };
}

export async function listActiveDeliveryOptions({ db }: DbDeps): Promise<DeliveryOption[]> {
  return (await listDeliveryOptions(db, { activeOnly: true })).map(toDeliveryOptionDto);
}

export async function listAllDeliveryOptions({ db }: DbDeps): Promise<AdminDeliveryOption[]> {
  return (await listDeliveryOptions(db, { activeOnly: false })).map(toAdminDto);
}

function columnsOf(input: DeliveryOptionValues) {
  return {
    name: input.name,
    kind: input.kind,
    counties: JSON.stringify(input.counties),
    fee_cents: toCents(input.fee),
    eta_min_days: input.eta_min_days,
    eta_max_days: input.eta_max_days,
  };
}

/** The audit log's view of an option: what staff see and edit, without the row's times. */
function audited(row: DeliveryOptionRow | undefined): Record<string, unknown> | null {
  if (!row) return null;
  const { id: _id, ...fields } = toAdminDto(row);
  return fields;
}

/** Adds an option inside the caller's transaction (the demo seed adds several in one). */
export async function addDeliveryOption(
  trx: Executor,
  actor: AuditActor,
  input: DeliveryOptionValues,
): Promise<AdminDeliveryOption> {
  const now = new Date().toISOString();
  const created = await insertDeliveryOption(trx, {
    ...columnsOf(input),
    free_over_cents: input.free_over == null ? null : toCents(input.free_over),
    is_active: input.is_active === false ? 0 : 1,
    created_at: now,
    updated_at: now,
  });
  await recordAudit(trx, actor, {
    action: 'delivery_option.create',
    entity: 'delivery_option',
    entityId: created.id,
    changes: changedFields(null, audited(created)),
  });
  return toAdminDto(created);
}

export async function createDeliveryOption(
  { db }: DbDeps,
  actor: AuditActor,
  input: DeliveryOptionValues,
): Promise<AdminDeliveryOption> {
  return db.transaction().execute((trx) => addDeliveryOption(trx, actor, input));
}

/** Replaces the option's fields; an omitted `free_over` or `is_active` keeps its value. */
export async function updateDeliveryOptionAsAdmin(
  { db }: DbDeps,
  actor: AuditActor,
  id: number,
  input: DeliveryOptionValues,
): Promise<AdminDeliveryOption> {
  const changes = {
    ...columnsOf(input),
    ...(input.free_over !== undefined && {
      free_over_cents: input.free_over === null ? null : toCents(input.free_over),
    }),
    ...(input.is_active !== undefined && { is_active: input.is_active ? 1 : 0 }),
    updated_at: new Date().toISOString(),
  };
  const row = await db.transaction().execute(async (trx) => {
    const before = await findDeliveryOption(trx, id);
    const updated = await updateDeliveryOption(trx, id, changes);
    if (!updated) throw notFound('DELIVERY_OPTION_NOT_FOUND', NOT_FOUND_TEXT);
    await recordAudit(trx, actor, {
      action: 'delivery_option.update',
      entity: 'delivery_option',
      entityId: id,
      changes: changedFields(audited(before), audited(updated)),
    });
    return updated;
  });
  return toAdminDto(row);
}

/** Orders that used the option keep their own copy of it. */
export async function removeDeliveryOption(
  { db }: DbDeps,
  actor: AuditActor,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findDeliveryOption(trx, id);
    if (!(await deleteDeliveryOption(trx, id)))
      throw notFound('DELIVERY_OPTION_NOT_FOUND', NOT_FOUND_TEXT);
    await recordAudit(trx, actor, {
      action: 'delivery_option.delete',
      entity: 'delivery_option',
      entityId: id,
      changes: changedFields(audited(before), null),
    });
  });
}

const DELIVERY_REQUIRED_TEXT = 'Choose a delivery option';

/**
 * The checkout's delivery step, inside its transaction: while the shop has active options one must
 * be chosen (a checkout without one would get door delivery for nothing); the option must exist, be
 * active and serve the county; the fee follows the shared rule on the discounted subtotal. A pick-up
 * order goes to the option's pick-up point, never to a street the shopper typed.
 */
export async function resolveDelivery(
  trx: Executor,
  input: CheckoutDelivery | undefined,
  discountedSubtotalCents: number,
): Promise<ChosenDelivery | undefined> {
  if (!input) {
    if (await anyActiveDeliveryOption(trx))
      throw badRequest('VALIDATION_FAILED', DELIVERY_REQUIRED_TEXT, {
        delivery: DELIVERY_REQUIRED_TEXT,
      });
    return undefined;
  }
  const row = await findDeliveryOption(trx, input.option_id);
  if (!row || row.is_active !== 1) throw conflict('DELIVERY_OPTION_UNAVAILABLE', UNAVAILABLE_TEXT);
  const option = toDeliveryOptionDto(row);
  if (!servesCounty(option, input.county)) {
    const text = `${option.name} does not serve ${input.county} County, please choose another option`;
    throw badRequest('DELIVERY_COUNTY_NOT_SERVED', text, { 'delivery.option_id': text });
  }
  return {
    optionId: row.id,
    optionName: row.name,
    kind: option.kind,
    county: input.county,
    town: input.town,
    // The option names its pick-up point (e.g. "Pick-up at our shop, Moi Avenue, Nairobi CBD").
    street: option.kind === 'pickup' ? option.name : input.street,
    phone: input.phone,
    notes: input.notes || null,
    feeCents: deliveryFeeCents(
      { feeCents: row.fee_cents, freeOverCents: row.free_over_cents },
      discountedSubtotalCents,
    ),
    etaMinDays: row.eta_min_days,
    etaMaxDays: row.eta_max_days,
  };
}
