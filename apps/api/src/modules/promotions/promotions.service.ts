import type { Promo, PromoInput } from '@mavazi/shared/promotions.schemas';
import { promoRedeemability } from '@mavazi/shared/promo-redeemability';
import { isBareDate } from '@mavazi/shared/dates';
import type { Executor } from '../../db/database';
import type { AppDeps, DbDeps } from '../../app-deps';
import { refundAttempt, rule, takeAttempt } from '../limits/attempt-limiter';
import type { PromotionRow } from '../../db/schema';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit.repository';
import { changedFields } from '../audit/changed-fields';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import {
  deletePromotion,
  findPromotionByCodeKey,
  findPromotionById,
  insertPromotion,
  listPromotions,
  updatePromotion,
} from './promotions.repository';

export const PROMO_INVALID_TEXT = 'Invalid or expired promotion code';
export const PROMO_USED_UP_TEXT = 'Promotion code has reached its usage limit';
export const PROMO_CUSTOMER_LIMIT_TEXT =
  'You have already used this promotion code as often as it allows';
const PROMO_EXISTS_TEXT = 'Promotion code already exists';
const PROMO_NOT_FOUND_TEXT = 'Promotion not found';

/** Codes are looked up case-insensitively through their upper-cased key. */
export function promoCodeKey(code: string): string {
  // Codes hold no spaces: "karibu 10" as typed on a phone finds KARIBU10.
  return code.replace(/\s+/g, '').toUpperCase();
}

export function toPromoDto(row: PromotionRow): Promo {
  return {
    id: row.id,
    code: row.code,
    discount_percentage: row.discount_percentage,
    start_date: row.start_date,
    end_date: row.end_date,
    usage_limit: row.usage_limit,
    per_customer_limit: row.per_customer_limit,
    times_used: row.times_used,
    is_active: row.is_active === 1,
  };
}

/**
 * Throws the shopper-facing error when the promo cannot be redeemed now (the shared rule): 404 when
 * unknown, inactive or out of dates, 409 when its usage limit is reached.
 */
export function assertPromoRedeemable(
  row: PromotionRow | undefined,
  now: Date = new Date(),
): PromotionRow {
  const state = row ? promoRedeemability(toPromoDto(row), now) : 'invalid';
  if (!row || state === 'invalid') throw notFound('PROMO_INVALID', PROMO_INVALID_TEXT);
  if (state === 'used_up') throw conflict('PROMO_USED_UP', PROMO_USED_UP_TEXT);
  return row;
}

export const TOO_MANY_PROMO_GUESSES = 'Too many promotion codes tried. Please try again later.';

/** Every look-up counts against the address until it finds a usable code: misses are guesses. */
export async function findRedeemablePromo(
  { db, limits }: Pick<AppDeps, 'db' | 'limits'>,
  code: string,
  clientIp: string,
): Promise<Promo> {
  const guesses = rule('promo-lookup', 'address', clientIp, limits.promoLookupsPerAddress);
  await takeAttempt(db, [guesses], TOO_MANY_PROMO_GUESSES);
  const promo = assertPromoRedeemable(await findPromotionByCodeKey(db, promoCodeKey(code)));
  await refundAttempt(db, guesses);
  return toPromoDto(promo);
}

/** The promo a checkout redeems (none for an empty code), read inside the checkout's transaction. */
export async function findPromoToRedeem(
  trx: Executor,
  code: string | null | undefined,
): Promise<PromotionRow | undefined> {
  const wanted = code?.trim();
  if (!wanted) return undefined;
  return assertPromoRedeemable(await findPromotionByCodeKey(trx, promoCodeKey(wanted)));
}

/** Bare dates are kept (they mean the whole day); date-times are stored as UTC ISO text. */
function normalizeDate(value: string): string {
  return isBareDate(value) ? value : new Date(value).toISOString();
}

export async function listAllPromos({ db }: DbDeps): Promise<Promo[]> {
  return (await listPromotions(db)).map(toPromoDto);
}

const AUDITED = [
  'code',
  'discount_percentage',
  'start_date',
  'end_date',
  'usage_limit',
  'per_customer_limit',
  'is_active',
] as const;

function audited(row: PromotionRow | undefined): Record<string, unknown> | null {
  return row ? Object.fromEntries(AUDITED.map((field) => [field, row[field]])) : null;
}

export async function createPromo(
  { db }: DbDeps,
  actor: AuditActor,
  input: PromoInput,
): Promise<Promo> {
  const now = new Date().toISOString();
  try {
    const row = await db.transaction().execute(async (trx) => {
      const created = await insertPromotion(trx, {
        code: input.code,
        code_key: promoCodeKey(input.code),
        discount_percentage: input.discount_percentage,
        start_date: normalizeDate(input.start_date),
        end_date: normalizeDate(input.end_date),
        usage_limit: input.usage_limit ?? null,
        per_customer_limit: input.per_customer_limit ?? null,
        is_active: input.is_active === false ? 0 : 1,
        created_at: now,
        updated_at: now,
      });
      await recordAudit(trx, actor, {
        action: 'promotion.create',
        entity: 'promotion',
        entityId: created.id,
        changes: changedFields(null, audited(created)),
      });
      return created;
    });
    return toPromoDto(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('PROMO_EXISTS', PROMO_EXISTS_TEXT);
    throw error;
  }
}

/** Replaces the promo's fields; an omitted usage_limit, per_customer_limit or is_active keeps its value. */
export async function updatePromo(
  { db }: DbDeps,
  actor: AuditActor,
  id: number,
  input: PromoInput,
): Promise<Promo> {
  const current = await findPromotionById(db, id);
  if (!current) throw notFound('PROMO_NOT_FOUND', PROMO_NOT_FOUND_TEXT);
  const usageLimit = input.usage_limit === undefined ? current.usage_limit : input.usage_limit;
  let row: PromotionRow | undefined;
  try {
    row = await db.transaction().execute(async (trx) => {
      const updated = await updatePromotion(
        trx,
        id,
        {
          code: input.code,
          code_key: promoCodeKey(input.code),
          discount_percentage: input.discount_percentage,
          start_date: normalizeDate(input.start_date),
          end_date: normalizeDate(input.end_date),
          usage_limit: usageLimit,
          per_customer_limit:
            input.per_customer_limit === undefined
              ? current.per_customer_limit
              : input.per_customer_limit,
          is_active: input.is_active === undefined ? current.is_active : input.is_active ? 1 : 0,
          updated_at: new Date().toISOString(),
        },
        usageLimit,
      );
      if (updated)
        await recordAudit(trx, actor, {
          action: 'promotion.update',
          entity: 'promotion',
          entityId: id,
          changes: changedFields(audited(current), audited(updated)),
        });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('PROMO_EXISTS', PROMO_EXISTS_TEXT);
    throw error;
  }
  if (row) return toPromoDto(row);
  const latest = await findPromotionById(db, id);
  if (!latest) throw notFound('PROMO_NOT_FOUND', PROMO_NOT_FOUND_TEXT);
  const text = `Usage limit cannot be below the ${latest.times_used} times this code was already used`;
  throw badRequest('PROMO_USAGE_BELOW_USED', text, { usage_limit: text });
}

/** Orders that used the promo keep their promotion_code text; the foreign key is set to null. */
export async function removePromo({ db }: DbDeps, actor: AuditActor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await findPromotionById(trx, id);
    if (!(await deletePromotion(trx, id))) throw notFound('PROMO_NOT_FOUND', PROMO_NOT_FOUND_TEXT);
    await recordAudit(trx, actor, {
      action: 'promotion.delete',
      entity: 'promotion',
      entityId: id,
      changes: changedFields(audited(current), null),
    });
  });
}
