import type { Executor } from '../../db/database';
import { visibleTo } from './catalog.repository';

/** A size as "notify me" sees it: of a product shoppers may see, not hidden. */
export interface ShopperVariant {
  variant_id: number;
  product_id: number;
  product_name: string;
  size: string;
  colour: string | null;
  inventory: number;
}

function shopperVariants(db: Executor) {
  return visibleTo(
    db
      .selectFrom('product_variants')
      .innerJoin('products', 'products.id', 'product_variants.product_id'),
    {},
  )
    .select([
      'product_variants.id as variant_id',
      'product_variants.product_id',
      'products.name as product_name',
      'product_variants.size',
      'product_variants.colour',
      'product_variants.inventory',
    ])
    .where('product_variants.hidden', '=', 0);
}

/** The size of a product shoppers may see, or undefined (unknown, hidden, another product's, a draft). */
export function findShopperVariant(
  db: Executor,
  productId: number,
  variantId: number,
): Promise<ShopperVariant | undefined> {
  return shopperVariants(db)
    .where('product_variants.id', '=', variantId)
    .where('product_variants.product_id', '=', productId)
    .executeTakeFirst();
}

/** Of these sizes, those shoppers can buy again now (stock above 0, product on sale). */
export function findVariantsBackInStock(
  db: Executor,
  variantIds: readonly number[],
): Promise<ShopperVariant[]> {
  if (variantIds.length === 0) return Promise.resolve([]);
  return shopperVariants(db)
    .where('product_variants.id', 'in', [...variantIds])
    .where('product_variants.inventory', '>', 0)
    .execute();
}
