import {
  productCreateInputSchema,
  productInputSchema,
  type ProductDetail,
  type ProductVariant,
  type VariantInput,
  variantInputSchema,
} from '@mavazi/shared/catalog.schemas';
import { z } from 'zod';

const shape = productInputSchema.shape;

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
    price: z
      .string()
      .trim()
      .transform((v): number | null | undefined => (v ? Number(v) : null))
      .pipe(row.price),
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
    imageUrl: z.string().trim().min(1, 'Image URL is required').pipe(shape.imageUrl),
    price: z.string().trim().min(1, 'Price is required').transform(Number).pipe(shape.price),
    inventory: z
      .string()
      .trim()
      .min(1, 'Inventory is required')
      .transform(Number)
      .pipe(shape.inventory.unwrap()),
    category: z.string().min(1, 'Category is required').pipe(shape.category),
    variants: z.array(variantRowSchema).optional(),
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
};

export function variantToRow(v: ProductVariant): VariantRowValues {
  return {
    id: v.id,
    size: v.size,
    colour: v.colour ?? '',
    inventory: String(v.inventory),
    price: v.price === null ? '' : v.price.toFixed(2),
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
  };
}
