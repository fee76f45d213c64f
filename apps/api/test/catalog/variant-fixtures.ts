import type { FastifyInstance } from 'fastify';
import { fromCents, toCents } from '@mavazi/shared/money';
import { colourKey } from '@mavazi/shared/sizes';
import type { ProductRow, ProductVariantRow } from '../../src/db/schema';
import { createProduct } from '../helpers/fixtures';
import { bearer } from '../helpers/test-app';

export interface VariantFixture {
  size: string;
  colour?: string;
  inventory: number;
  /** KES; the product's price when left out. */
  price?: number;
  hidden?: boolean;
}

let counter = 0;

/** A product with sizes, inserted straight into the database; its inventory is their sum. */
export async function createSizedProduct(
  app: FastifyInstance,
  p: { price: number; variants: readonly VariantFixture[]; name?: string },
): Promise<{ product: ProductRow; variants: ProductVariantRow[] }> {
  const inventory = p.variants.filter((v) => !v.hidden).reduce((sum, v) => sum + v.inventory, 0);
  const product = await createProduct(app, {
    price: p.price,
    inventory,
    ...(p.name ? { name: p.name } : {}),
  });
  const now = new Date().toISOString();
  const variants: ProductVariantRow[] = [];
  for (const v of p.variants) {
    counter += 1;
    variants.push(
      await app.db
        .insertInto('product_variants')
        .values({
          product_id: product.id,
          sku: `T${process.pid}-${counter}`,
          size: v.size,
          colour: v.colour ?? null,
          colour_key: colourKey(v.colour),
          inventory: v.inventory,
          price_cents: v.price === undefined ? null : toCents(v.price),
          hidden: v.hidden ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    const row = variants[variants.length - 1]!;
    // The size's opening balance, as migration 016 writes for sizes that existed before the ledger.
    await app.db
      .insertInto('stock_movements')
      .values({
        at: now,
        product_id: product.id,
        variant_id: row.id,
        delta: row.inventory,
        stock_after: row.inventory,
        reason: 'count',
        note: 'opening balance',
      })
      .execute();
  }
  return { product, variants };
}

/** An admin PUT of the product as it is, with this variant grid. */
export function saveGrid(
  app: FastifyInstance,
  token: string,
  product: ProductRow,
  variants: ReadonlyArray<{ id?: number; size: string; inventory: number }>,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/admin/products/${product.id}`,
    headers: bearer(token),
    payload: {
      name: product.name,
      description: product.description,
      price: fromCents(product.price_cents),
      imageUrl: product.image_url,
      category: product.category,
      inventory: 0,
      variants,
    },
  });
}

/** The product's inventory and each variant's, to compare before and after. */
export async function stockOf(
  app: FastifyInstance,
  productId: number,
): Promise<{ product: number; variants: Record<string, number> }> {
  const product = await app.db
    .selectFrom('products')
    .select('inventory')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const rows = await app.db
    .selectFrom('product_variants')
    .select(['size', 'colour', 'inventory'])
    .where('product_id', '=', productId)
    .execute();
  const variants = Object.fromEntries(
    rows.map((r) => [r.colour ? `${r.size}/${r.colour}` : r.size, r.inventory]),
  );
  return { product: product.inventory, variants };
}
