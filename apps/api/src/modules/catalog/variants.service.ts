import type { VariantInput } from '@mavazi/shared/catalog.schemas';
import { toCents } from '@mavazi/shared/money';
import { colourKey } from '@mavazi/shared/sizes';
import type { Executor } from '../../db/database';
import type { OrderReads } from '../../app-deps';
import type { ProductVariantRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-error';
import { setInventoryToVariantSum } from './catalog.repository';
import { applyStockMovement, type StockActor } from './stock.repository';
import {
  deleteVariants,
  findAllVariantsOfProduct,
  insertVariant,
  skuTaken,
  updateVariant,
} from './variants.repository';

interface Planned {
  index: number;
  input: VariantInput;
  sku: string | null;
  colour: string | null;
  key: string;
  row: ProductVariantRow | undefined;
}

const keyOf = (size: string, colour: string | null | undefined) => `${size}|${colourKey(colour)}`;

/** SKU letters: upper case, anything else a dash ("Navy Blue" -> "NAVY-BLUE"). */
function skuPart(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A readable SKU for a new size of a product: MZ42-M-RED; a number is added if taken. */
export async function newVariantSku(
  trx: Executor,
  productId: number,
  size: string,
  colour: string | null,
  reserved: Set<string>,
): Promise<string> {
  const stem = ['MZ' + String(productId), skuPart(size), skuPart(colour ?? '')]
    .filter(Boolean)
    .join('-');
  for (let n = 1; ; n += 1) {
    const sku = n === 1 ? stem : `${stem}-${n}`;
    if (!reserved.has(sku) && !(await skuTaken(trx, sku))) return sku;
  }
}

/** A readable SKU for a variant saved without one: MZ42-M-RED; a number is added if taken. */
async function generatedSku(
  trx: Executor,
  productId: number,
  planned: Planned,
  reserved: Set<string>,
): Promise<string> {
  const stem = [
    'MZ' + String(productId),
    skuPart(planned.input.size),
    skuPart(planned.colour ?? ''),
  ]
    .filter(Boolean)
    .join('-');
  for (let n = 1; ; n += 1) {
    const sku = n === 1 ? stem : `${stem}-${n}`;
    if (!reserved.has(sku) && !(await skuTaken(trx, sku, planned.row?.id))) return sku;
  }
}

/** Each row of the grid matched to a stored variant: by id, else by size and colour (a removed one comes back). */
function plan(
  productId: number,
  inputs: readonly VariantInput[],
  existing: readonly ProductVariantRow[],
): Planned[] {
  const byId = new Map(existing.map((v) => [v.id, v]));
  const claimed = new Set(inputs.flatMap((v) => (v.id === undefined ? [] : [v.id])));
  const byKey = new Map(
    existing.filter((v) => !claimed.has(v.id)).map((v) => [keyOf(v.size, v.colour_key), v]),
  );
  return inputs.map((input, index) => {
    const colour = input.colour?.trim().replace(/\s+/g, ' ') || null;
    const key = keyOf(input.size, colour);
    const row = input.id !== undefined ? byId.get(input.id) : byKey.get(key);
    if (input.id !== undefined && !row) {
      const text = `Variant ${input.id} is not one of product ${productId}'s`;
      throw badRequest('VALIDATION_FAILED', text, { [`variants.${index}.id`]: text });
    }
    return { index, input, sku: input.sku?.trim().toUpperCase() || null, colour, key, row };
  });
}

/**
 * Replaces a product's variants with the admin's grid in the caller's transaction (which already
 * locked the product row and raised its version): rows left out are deleted, or hidden when past
 * orders name them. A row's stock, when given, is a count: the ledger records the difference. With
 * sellable variants the product's inventory is their sum. `undefined` (a body without `variants`)
 * keeps the variants as they are. Which sizes past orders name is asked of orders (`orderedAmong`).
 */
export async function saveVariants(
  trx: Executor,
  productId: number,
  inputs: readonly VariantInput[] | undefined,
  now: string,
  orderedAmong: OrderReads['orderedVariantIds'],
  actor: StockActor | null = null,
): Promise<void> {
  const existing = await findAllVariantsOfProduct(trx, productId);
  if (inputs === undefined) {
    if (existing.some((v) => v.hidden === 0)) await setInventoryToVariantSum(trx, productId);
    return;
  }
  const planned = plan(productId, inputs, existing);
  const kept = new Set(planned.flatMap((p) => (p.row ? [p.row.id] : [])));
  const removed = existing.filter((v) => !kept.has(v.id)).map((v) => v.id);
  const ordered = await orderedAmong(trx, removed);
  await deleteVariants(
    trx,
    removed.filter((id) => !ordered.has(id)),
  );
  for (const id of ordered) await updateVariant(trx, id, { hidden: 1, updated_at: now });

  // Rows whose SKU or size/colour change step aside first, so swapping two of them breaks no unique index.
  for (const p of planned) {
    const row = p.row;
    if (!row) continue;
    if ((p.sku && p.sku !== row.sku) || p.key !== keyOf(row.size, row.colour_key)) {
      await updateVariant(trx, row.id, { sku: `#${row.id}`, colour_key: `#${row.id}` });
    }
  }

  const reserved = new Set(planned.flatMap((p) => (p.sku ? [p.sku] : [])));
  for (const p of planned) {
    if (p.sku && (await skuTaken(trx, p.sku, p.row?.id))) {
      const text = `SKU ${p.sku} is already used by another product`;
      throw conflict('SKU_TAKEN', text, { [`variants.${p.index}.sku`]: text });
    }
  }
  const counts: Array<{ variantId: number; set: number; added: boolean }> = [];
  for (const p of planned) {
    const values = {
      sku: p.sku ?? p.row?.sku ?? (await generatedSku(trx, productId, p, reserved)),
      size: p.input.size,
      colour: p.colour,
      colour_key: colourKey(p.colour),
      price_cents: p.input.price == null ? null : toCents(p.input.price),
      compare_at_price_cents:
        p.input.compare_at_price == null ? null : toCents(p.input.compare_at_price),
      hidden: 0,
      updated_at: now,
    };
    reserved.add(values.sku);
    if (p.row) {
      await updateVariant(trx, p.row.id, values);
      if (p.input.inventory !== undefined)
        counts.push({ variantId: p.row.id, set: p.input.inventory, added: false });
    } else {
      // A new size starts empty; its first stock is a movement like any other.
      const row = await insertVariant(trx, {
        ...values,
        inventory: 0,
        product_id: productId,
        created_at: now,
      });
      if (p.input.inventory)
        counts.push({ variantId: row.id, set: p.input.inventory, added: true });
    }
  }
  if (planned.length === 0) return;
  // Sizes that came back from hidden bring their stock: the product's sum first, then the counts.
  await setInventoryToVariantSum(trx, productId);
  for (const count of counts) {
    await applyStockMovement(trx, {
      productId,
      variantId: count.variantId,
      set: count.set,
      reason: count.added ? 'restock' : 'count',
      actor,
      note: count.added ? 'new size' : 'product form',
      at: now,
      versionBumped: true,
    });
  }
}

/** A checkout line as the catalog sees it. */
export interface LineChoice {
  productId: number;
  variantId: number | null;
}

/**
 * The variant each checkout line names, among the sellable variants of its products (read in the
 * caller's transaction): a product with sizes needs one (400 naming the product), and it must be one
 * of that product's sellable variants (400).
 */
export function chosenVariantsOf<V extends Pick<ProductVariantRow, 'id' | 'product_id'>>(
  variants: readonly V[],
  lines: readonly LineChoice[],
  productName: (productId: number) => string,
): Map<number, V> {
  const byId = new Map(variants.map((v) => [v.id, v]));
  const withSizes = new Set(variants.map((v) => v.product_id));
  for (const line of lines) {
    const name = productName(line.productId);
    if (line.variantId === null) {
      if (!withSizes.has(line.productId)) continue;
      const text = `Choose a size for ${name}`;
      throw badRequest('SIZE_REQUIRED', text, { items: text });
    }
    if (byId.get(line.variantId)?.product_id !== line.productId) {
      const text = `${name} has no size with id ${line.variantId}`;
      throw badRequest('VARIANT_NOT_FOUND', text, { items: text });
    }
  }
  return byId;
}
