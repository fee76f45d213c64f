import { productInputSchema, type Product } from '@mavazi/shared/catalog.schemas';
import { z } from 'zod';

const shape = productInputSchema.shape;

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
      .pipe(shape.inventory),
    category: z.string().min(1, 'Category is required').pipe(shape.category),
  })
  .pipe(productInputSchema);

export type ProductFormValues = z.input<typeof productFormSchema>;

export const emptyProductForm: ProductFormValues = {
  name: '',
  description: '',
  imageUrl: '',
  price: '',
  inventory: '',
  category: '',
};

export function productToFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    imageUrl: product.imageUrl,
    price: product.price.toFixed(2),
    inventory: String(product.inventory),
    category: product.category,
  };
}
