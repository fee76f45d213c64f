import {
  categorySchema,
  productStatusSchema,
  type Collection,
  type Product,
  type ProductImage,
  type ProductVariant,
  type Review,
} from '@mavazi/shared/catalog.schemas';
import { fromCents } from '@mavazi/shared/money';
import { compareSizes, sortSizes } from '@mavazi/shared/sizes';
import type { ProductImageRow, ProductRow, ProductVariantRow, ReviewRow } from '../../db/schema';
import type { CollectionWithCount } from './collections.repository';
import type { ProductWithRatingRow } from './catalog.repository';
import { servedAvifUrl, servedPhotoUrl } from './image-store';

/** The copy a plain `src` shows: the widest up to this width (phones and cards need no more). */
const DEFAULT_WIDTH = 640;

/** Average to one decimal from integer totals, so both dialects round the same way. */
export function ratingAverage(sum: number, count: number): number | null {
  if (count === 0) return null;
  return Math.round((sum * 10) / count) / 10;
}

type StoredImage = Pick<
  ProductImageRow,
  'id' | 'file_key' | 'widths' | 'width' | 'height' | 'alt' | 'colour'
> &
  Partial<Pick<ProductImageRow, 'avif_widths' | 'placeholder'>>;

export function toProductImage(row: StoredImage): ProductImage {
  const widths = row.widths.split(',').map(Number);
  const url = (w: number) => servedPhotoUrl(row.file_key, w);
  const shown = widths.filter((w) => w <= DEFAULT_WIDTH).pop() ?? widths[0] ?? row.width;
  return {
    id: row.id,
    url: url(shown),
    srcset: widths.map((w) => `${url(w)} ${w}w`).join(', '),
    avif_srcset: row.avif_widths
      ? row.avif_widths
          .split(',')
          .map((w) => `${servedAvifUrl(row.file_key, Number(w))} ${w}w`)
          .join(', ')
      : null,
    placeholder: row.placeholder ?? null,
    alt: row.alt,
    width: row.width,
    height: row.height,
    colour: row.colour,
  };
}

/** The product's picture for order lines and mails: the first photo's smallest copy, or the URL given. */
export function thumbnailUrl(product: {
  image_url: string;
  cover_file_key: string | null;
  cover_widths: string | null;
}): string {
  const smallest = product.cover_widths?.split(',')[0];
  if (!product.cover_file_key || !smallest) return product.image_url;
  return servedPhotoUrl(product.cover_file_key, Number(smallest));
}

function coverOf(row: ProductWithRatingRow | ProductRow): ProductImage | null {
  if (!('cover_id' in row) || row.cover_id === null) return null;
  return toProductImage({
    id: row.cover_id,
    file_key: row.cover_file_key ?? '',
    widths: row.cover_widths ?? '',
    width: row.cover_width ?? 0,
    height: row.cover_height ?? 0,
    alt: row.cover_alt ?? '',
    colour: row.cover_colour,
    avif_widths: row.cover_avif_widths,
    placeholder: row.cover_placeholder,
  });
}

/** A scheduled product whose time has come is active: no job flips it (docs/decisions/027). */
export function effectiveStatus(
  row: Pick<ProductRow, 'status' | 'publish_at'>,
  now: number = Date.now(),
): Product['status'] {
  if (row.status === 'scheduled' && row.publish_at !== null && Date.parse(row.publish_at) <= now)
    return 'active';
  return productStatusSchema.parse(row.status);
}

/** A product as lists show it; `sizes` are the sizes with stock (any order: they are sorted here). */
export function toProduct(
  row: ProductWithRatingRow | ProductRow,
  sizes: readonly string[] = [],
): Product {
  const count = row.rating_count;
  const sum = row.rating_sum;
  const image = coverOf(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: fromCents(row.price_cents),
    imageUrl: image?.url ?? row.image_url,
    category: categorySchema.parse(row.category),
    inventory: row.inventory,
    rating_average: ratingAverage(sum, count),
    rating_count: count,
    sizes: sortSizes(sizes),
    image,
    compare_at_price:
      row.compare_at_price_cents === null ? null : fromCents(row.compare_at_price_cents),
    status: effectiveStatus(row),
    publish_at: row.publish_at,
  };
}

export function toVariant(row: ProductVariantRow): ProductVariant {
  return {
    id: row.id,
    sku: row.sku,
    size: row.size,
    colour: row.colour,
    inventory: row.inventory,
    price: row.price_cents === null ? null : fromCents(row.price_cents),
    compare_at_price:
      row.compare_at_price_cents === null ? null : fromCents(row.compare_at_price_cents),
  };
}

export function toCollection(row: CollectionWithCount): Collection {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image_url: row.image_url,
    product_count: row.product_count,
  };
}

/** Variants in size order, then by colour. */
export function sortVariants<T extends { size: string; colour: string | null }>(rows: T[]): T[] {
  return [...rows].sort(
    (a, b) => compareSizes(a.size, b.size) || (a.colour ?? '').localeCompare(b.colour ?? ''),
  );
}

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    product_id: row.product_id,
    author: row.author,
    rating: row.rating,
    comment: row.comment,
    verified_purchase: row.verified_purchase === 1,
    created_at: row.created_at,
  };
}
