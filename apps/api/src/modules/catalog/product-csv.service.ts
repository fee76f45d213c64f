import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@mavazi/shared/catalog-ops.schemas';
import { fromCents } from '@mavazi/shared/money';
import { compareSizes } from '@mavazi/shared/sizes';
import type { Executor } from '../../db/database';
import type { ProductImageRow, ProductRow, ProductVariantRow } from '../../db/schema';
import { findProductsAfter } from './catalog.repository';
import { toProductImage } from './catalog-dto';
import { findSlugsOfProducts } from './collections.repository';
import { findImagesOfProducts } from './images.repository';
import { findAllVariantsOf } from './variants.repository';

export type CsvRow = Record<ProductCsvColumn, string>;

/** Products per read while exporting: memory stays flat however large the catalog. */
const BATCH = 500;

/** Money as the CSV writes it: 2499.5 -> "2499.50". */
export const csvMoney = (cents: number) => fromCents(cents).toFixed(2);

/** What `image_urls` holds: the photos' URLs, or the URL the product was given when it has none. */
export function imageUrlsOf(product: ProductRow, images: readonly ProductImageRow[]): string {
  if (images.length === 0) return product.image_url;
  return images.map((image) => toProductImage(image).url).join(' ');
}

/**
 * A product's CSV rows: one per size on sale (in size order), or one for a product without sizes.
 * `status` is the stored one (a scheduled product stays scheduled), `collections` slugs by spaces.
 */
export function productCsvRows(
  product: ProductRow,
  variants: readonly ProductVariantRow[],
  images: readonly ProductImageRow[],
  collections: readonly string[] = [],
): CsvRow[] {
  const common = {
    product_id: String(product.id),
    name: product.name,
    description: product.description,
    category: product.category,
    collections: collections.join(' '),
    status: product.status,
    price: csvMoney(product.price_cents),
    compare_at_price:
      product.compare_at_price_cents === null ? '' : csvMoney(product.compare_at_price_cents),
    image_urls: imageUrlsOf(product, images),
  };
  const sellable = variants
    .filter((v) => v.hidden === 0)
    .sort((a, b) => compareSizes(a.size, b.size) || a.id - b.id);
  if (sellable.length === 0)
    return [
      {
        ...common,
        sku: '',
        size: '',
        colour: '',
        variant_price: '',
        inventory: String(product.inventory),
      },
    ];
  return sellable.map((v) => ({
    ...common,
    sku: v.sku,
    size: v.size,
    colour: v.colour ?? '',
    variant_price: v.price_cents === null ? '' : csvMoney(v.price_cents),
    inventory: String(v.inventory),
  }));
}

async function* csvRecords(db: Executor): AsyncGenerator<CsvRow> {
  let after = 0;
  for (;;) {
    const products = await findProductsAfter(db, after, BATCH);
    if (products.length === 0) return;
    const ids = products.map((p) => p.id);
    const [variants, images, collections] = await Promise.all([
      findAllVariantsOf(db, ids),
      findImagesOfProducts(db, ids),
      findSlugsOfProducts(db, ids),
    ]);
    const variantsOf = groupBy(variants, (v) => v.product_id);
    const imagesOf = groupBy(images, (i) => i.product_id);
    for (const product of products)
      yield* productCsvRows(
        product,
        variantsOf.get(product.id) ?? [],
        imagesOf.get(product.id) ?? [],
        collections.get(product.id) ?? [],
      );
    after = products[products.length - 1]?.id ?? after;
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

/**
 * The catalog as CSV, streamed in batches: UTF-8 with a byte order mark (Excel then reads accents
 * and KSh right), every field quoted when it holds a comma, quote or line break.
 */
export function exportProductsCsv(db: Executor): Readable {
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: [...PRODUCT_CSV_COLUMNS],
    record_delimiter: 'windows',
  });
  return Readable.from(csvRecords(db)).pipe(stringifier);
}
