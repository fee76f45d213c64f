import {
  productCreateInputSchema,
  productInputSchema,
  type ProductDetail,
  type ProductVariant,
  type VariantInput,
  variantInputSchema,
} from '@mavazi/shared/catalog.schemas';
import { imageUrlSchema } from '@mavazi/shared/common.schemas';
import { PRODUCT_STATUSES } from '@mavazi/shared/constants';
import { KENYA_UTC_OFFSET } from '@mavazi/shared/dates';
import { z } from 'zod';

const shape = productInputSchema.shape;

/** A money field typed as text: '' is none. */
const optionalAmount = (schema: z.ZodType<number | null | undefined, number | null | undefined>) =>
  z
    .string()
    .trim()
    .transform((v): number | null | undefined => (v ? Number(v) : null))
    .pipe(schema);

/** `<input type="datetime-local">` text in Kenyan time ('2026-12-01T09:00') as an ISO instant, '' as none. */
export function kenyaLocalToIso(local: string): string | null {
  if (!local.trim()) return null;
  const at = Date.parse(`${local.length === 16 ? `${local}:00` : local}${KENYA_UTC_OFFSET}`);
  return Number.isFinite(at) ? new Date(at).toISOString() : 'invalid';
}

/** An ISO instant as `datetime-local` text in Kenyan time. */
export function isoToKenyaLocal(iso: string | null): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return '';
  return new Date(at + 3 * 3_600_000).toISOString().slice(0, 16);
}

const row = variantInputSchema.shape;

/** One row of the variant grid as typed (numbers as text, optional fields as ''), each cell checked on its own. */
const variantRowSchema = z
  .object({
    id: z.number().optional(),
    size: z.string().pipe(row.size),
    colour: z
      .string()
      .transform((v): string | null | undefined => v.trim() || null)
      .pipe(row.colour),
    inventory: z
      .string()
      .trim()
      .min(1, 'Stock is required')
      .transform(Number)
      .pipe(row.inventory.unwrap()),
    price: optionalAmount(row.price),
    // Not in the grid's cells: kept as the API gave it, so a save does not drop a size's "was" price.
    compare_at_price: optionalAmount(row.compare_at_price),
    sku: z
      .string()
      .trim()
      .transform((v): string | null | undefined => v || null)
      .pipe(row.sku),
  })
  .transform((values): VariantInput => values);

/** Raw input text turned into the API's product, each field checked by productInputSchema (price/inventory as numbers). */
export const productFormSchema = z
  .object({
    name: shape.name,
    description: shape.description,
    // Optional: photos are added right after the product is saved.
    imageUrl: z
      .string()
      .trim()
      .pipe(z.union([z.literal(''), imageUrlSchema]))
      .optional(),
    price: z.string().trim().min(1, 'Price is required').transform(Number).pipe(shape.price),
    inventory: z
      .string()
      .trim()
      .min(1, 'Inventory is required')
      .transform(Number)
      .pipe(shape.inventory.unwrap()),
    category: z.string().min(1, 'Category is required').pipe(shape.category),
    variants: z.array(variantRowSchema).optional(),
    status: z.enum(PRODUCT_STATUSES).optional(),
    publish_at: z
      .string()
      .transform(kenyaLocalToIso)
      .pipe(z.union([z.null(), z.iso.datetime({ message: 'Enter a date and time' })]))
      .optional(),
    compare_at_price: optionalAmount(shape.compare_at_price).optional(),
    collections: z.array(z.string()).optional(),
  })
  .pipe(productCreateInputSchema);

export type ProductFormValues = z.input<typeof productFormSchema>;
export type VariantRowValues = NonNullable<ProductFormValues['variants']>[number];

export const emptyProductForm: ProductFormValues = {
  name: '',
  description: '',
  imageUrl: '',
  price: '',
  inventory: '',
  category: '',
  variants: [],
  status: 'active',
  publish_at: '',
  compare_at_price: '',
  collections: [],
};

export function variantToRow(v: ProductVariant): VariantRowValues {
  return {
    id: v.id,
    size: v.size,
    colour: v.colour ?? '',
    inventory: String(v.inventory),
    price: v.price === null ? '' : v.price.toFixed(2),
    compare_at_price: v.compare_at_price === null ? '' : v.compare_at_price.toFixed(2),
    sku: v.sku,
  };
}

export function productToFormValues(product: ProductDetail): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    imageUrl: product.imageUrl,
    price: product.price.toFixed(2),
    inventory: String(product.inventory),
    category: product.category,
    variants: product.variants.map(variantToRow),
    status: product.status,
    publish_at: isoToKenyaLocal(product.publish_at),
    compare_at_price: product.compare_at_price === null ? '' : product.compare_at_price.toFixed(2),
    collections: product.collections,
  };
}
