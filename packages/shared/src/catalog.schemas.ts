import { z } from 'zod';
import { CATEGORIES, INT4_MAX, LIMITS, PRODUCT_SORTS, PRODUCT_STATUSES } from './constants';
import { idSchema, imageUrlSchema, kesAmountSchema, paginationQuerySchema } from './common.schemas';
import { colourKey, sizeSchema } from './sizes';

export const categorySchema = z.enum(
  CATEGORIES,
  'Category must be one of Men, Women, Kids, Accessories',
);

export const reviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  author: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** The author had a Delivered order with this product. */
  verified_purchase: z.boolean(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A size (and colour) of a product with its own stock; a null price means the product's price. */
export const productVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  size: z.string(),
  colour: z.string().nullable(),
  inventory: z.number().int(),
  price: z.number().nullable(),
  /** The size's own "was" price; null: the product's when the size has no own price. */
  compare_at_price: z.number().nullable(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** A product photo: WebP copies at several widths (`srcset`), `url` the middle one; width/height of the largest. */
export const productImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  srcset: z.string(),
  /** The same widths as AVIF (smaller); null for a photo whose AVIF copies are not made yet. */
  avif_srcset: z.string().nullable().optional(),
  /** A data: URI of a ~20 px blurred copy to show while the photo loads; null when not made yet. */
  placeholder: z.string().nullable().optional(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The colour (of the product's variants) the photo shows; null for every colour. */
  colour: z.string().nullable(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productStatusSchema = z.enum(
  PRODUCT_STATUSES,
  'Status must be one of active, draft, scheduled',
);

/** A collection's address: lower-case letters and digits joined by single dashes ("kitenge", "new-in"). */
export const collectionSlugSchema = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(LIMITS.collectionSlugMax, `Slug must be at most ${LIMITS.collectionSlugMax} characters`)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Slug may hold lower-case letters, digits and single dashes',
  );

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  /** The first photo's URL, or the URL the admin gave when the product has no photo. */
  imageUrl: z.string(),
  category: categorySchema,
  inventory: z.number().int(),
  rating_average: z.number().nullable(),
  rating_count: z.number().int(),
  /** Sizes with stock, in size order (empty for a product without variants). */
  sizes: z.array(z.string()),
  /** The first photo with its srcset and size, or null when the product has none. */
  image: productImageSchema.nullable(),
  /** The "was" price shown struck through (above `price`), or null when the product is not on sale. */
  compare_at_price: z.number().nullable(),
  /** Shoppers only ever see `active` (a scheduled product is `active` from its publish_at). */
  status: productStatusSchema,
  publish_at: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** One product with everything the product page and the admin form need. */
export const productDetailSchema = productSchema.extend({
  variants: z.array(productVariantSchema),
  images: z.array(productImageSchema),
  /** Slugs of the collections the product is in, by name. */
  collections: z.array(z.string()),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productWithReviewsSchema = productDetailSchema.extend({
  reviews: z.array(reviewSchema),
});
export type ProductWithReviews = z.infer<typeof productWithReviewsSchema>;

/** A price bound in a query string, in KES (`min_price=500`, `max_price=2499.99`). */
const priceBoundSchema = z.coerce
  .number('Price must be a number')
  .min(0, 'Price cannot be negative')
  .max(LIMITS.priceMax, `Price must be at most ${LIMITS.priceMax}`)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Use at most 2 decimals');

export const productListQuerySchema = paginationQuerySchema
  .extend({
    category: categorySchema.optional(),
    /** Case-insensitive substring of the name or the description; name matches come first. */
    q: z.string().trim().max(100).optional(),
    /** Only products with this size in stock. */
    size: sizeSchema.optional(),
    /** Without it: by id (the spec's order); with `q`, name matches still come first. */
    sort: z.enum(PRODUCT_SORTS, `Sort must be one of ${PRODUCT_SORTS.join(', ')}`).optional(),
    min_price: priceBoundSchema.optional(),
    max_price: priceBoundSchema.optional(),
    /** `true`: only products with stock left; `false` or absent: every product. */
    in_stock: z
      .enum(['true', 'false'], 'in_stock must be true or false')
      .transform((v) => v === 'true')
      .optional(),
    /** `true`: only products with a "was" price (the product's or a size's). */
    on_sale: z
      .enum(['true', 'false'], 'on_sale must be true or false')
      .transform((v) => v === 'true')
      .optional(),
    /** Only products in the collection with this slug (none when there is no such collection). */
    collection: collectionSlugSchema.optional(),
  })
  .refine(
    (q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price,
    { message: 'The lowest price must not be above the highest', path: ['min_price'] },
  );
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** An id inside a JSON body: a number, never a numeric string. */
const bodyIdSchema = z.number().int().positive().max(INT4_MAX);

const STOCK_TEXT = 'Stock must be a whole number';

/** One row of the admin's variant grid; `id` names an existing variant, without it one is added. */
export const variantInputSchema = z.object({
  id: bodyIdSchema.optional(),
  sku: z
    .string()
    .trim()
    .max(LIMITS.skuMax, `SKU must be at most ${LIMITS.skuMax} characters`)
    .regex(/^[A-Za-z0-9._-]*$/, 'SKU may hold letters, digits, dots, dashes and underscores')
    .nullish(),
  size: sizeSchema,
  colour: z
    .string()
    .trim()
    .max(LIMITS.colourMax, `Colour must be at most ${LIMITS.colourMax} characters`)
    .nullish(),
  /** Absent: an existing size keeps its stock (the admin app changes it by adjustments), a new one starts at 0. */
  inventory: z
    .number(STOCK_TEXT)
    .int(STOCK_TEXT)
    .min(0, 'Stock cannot be negative')
    .max(LIMITS.inventoryMax, `Stock must be at most ${LIMITS.inventoryMax}`)
    .optional(),
  price: kesAmountSchema
    .refine((n) => n > 0, 'Price must be greater than 0')
    .refine((n) => n <= LIMITS.priceMax, `Price must be at most ${LIMITS.priceMax}`)
    .nullish(),
  /** The size's own "was" price, above its price (its own or the product's). */
  compare_at_price: kesAmountSchema
    .refine((n) => n <= LIMITS.priceMax, `Price must be at most ${LIMITS.priceMax}`)
    .nullish(),
});
export type VariantInput = z.infer<typeof variantInputSchema>;

/** The variant grid as a whole: one row per size and colour, one SKU per row. */
export const variantsInputSchema = z
  .array(variantInputSchema)
  .max(LIMITS.variantsMax, `A product can have at most ${LIMITS.variantsMax} sizes and colours`)
  .superRefine((variants, ctx) => {
    const seen = new Set<string>();
    const skus = new Set<string>();
    variants.forEach((v, i) => {
      const key = `${v.size}|${colourKey(v.colour)}`;
      if (seen.has(key)) {
        const colour = v.colour?.trim() ? ` in ${v.colour.trim()}` : '';
        ctx.addIssue({
          code: 'custom',
          path: [i, 'size'],
          message: `Size ${v.size}${colour} is listed twice`,
        });
      }
      seen.add(key);
      const sku = v.sku?.trim().toUpperCase();
      if (sku) {
        if (skus.has(sku))
          ctx.addIssue({ code: 'custom', path: [i, 'sku'], message: `SKU ${sku} is listed twice` });
        skus.add(sku);
      }
    });
  });

const COMPARE_AT_TEXT = 'The compare-at price must be greater than the price';

/** Admin product form and API body: the same rules on both sides. */
export const productFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(LIMITS.productNameMax),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(LIMITS.productDescriptionMax),
  /** Optional: a product can be saved first and get its photos right after. */
  imageUrl: z.union([z.literal(''), imageUrlSchema]).optional(),
  price: kesAmountSchema
    .refine((n) => n > 0, 'Price must be greater than 0')
    .refine((n) => n <= LIMITS.priceMax, `Price must be at most ${LIMITS.priceMax}`),
  /** Absent: the product keeps its stock (a new one starts at 0); the admin app sends adjustments instead. */
  inventory: z
    .number()
    .int('Inventory must be a whole number')
    .min(0, 'Inventory cannot be negative')
    .max(LIMITS.inventoryMax)
    .optional(),
  category: categorySchema,
  /** The full variant list; absent keeps the product's variants, [] removes them. With variants, inventory is their sum. */
  variants: variantsInputSchema.optional(),
  /** The version the form was read at; another one answers 409 STALE_EDIT (absent: no check). */
  version: z.number().int().positive().max(INT4_MAX).optional(),
  /** Absent: `active` for a new product, unchanged for an existing one. */
  status: productStatusSchema.optional(),
  /** When a scheduled product goes on sale (ISO instant); required with status `scheduled`. */
  publish_at: z.iso.datetime({ offset: true, message: 'Enter a date and time' }).nullish(),
  /** The "was" price, above the price; null or absent: not on sale. */
  compare_at_price: kesAmountSchema
    .refine((n) => n <= LIMITS.priceMax, `Price must be at most ${LIMITS.priceMax}`)
    .nullish(),
  /** Slugs of the collections the product is in; absent keeps them. */
  collections: z
    .array(collectionSlugSchema)
    .max(LIMITS.productCollectionsMax, `At most ${LIMITS.productCollectionsMax} collections`)
    .optional(),
});

type ProductFields = z.infer<typeof productFieldsSchema>;

/** Rules across fields, shared by the create and replace bodies. */
function checkProductFields(p: ProductFields, ctx: z.RefinementCtx<ProductFields>): void {
  if (p.compare_at_price != null && !(p.compare_at_price > p.price))
    ctx.addIssue({ code: 'custom', path: ['compare_at_price'], message: COMPARE_AT_TEXT });
  if (p.status === 'scheduled' && !p.publish_at)
    ctx.addIssue({
      code: 'custom',
      path: ['publish_at'],
      message: 'Choose when the product goes on sale',
    });
  p.variants?.forEach((v, i) => {
    const price = v.price ?? p.price;
    if (v.compare_at_price != null && !(v.compare_at_price > price))
      ctx.addIssue({
        code: 'custom',
        path: ['variants', i, 'compare_at_price'],
        message: COMPARE_AT_TEXT,
      });
  });
}

export const productInputSchema = productFieldsSchema.superRefine(checkProductFields);
export type ProductInput = z.infer<typeof productInputSchema>;

/** A new product names its stock (the spec's required field); with sizes it is their sum. */
export const productCreateInputSchema = productFieldsSchema
  .extend({ inventory: productFieldsSchema.shape.inventory.unwrap() })
  .superRefine(checkProductFields);

export const reviewInputSchema = z.object({
  rating: z
    .number()
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be from 1 to 5')
    .max(5, 'Rating must be from 1 to 5'),
  comment: z
    .string()
    .trim()
    .min(1, 'Comment is required')
    .max(LIMITS.reviewCommentMax, `Comment must be at most ${LIMITS.reviewCommentMax} characters`),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewCreatedSchema = z.object({ message: z.string(), review: reviewSchema });

export const imageAltSchema = z
  .string()
  .trim()
  .max(LIMITS.imageAltMax, `Alt text must be at most ${LIMITS.imageAltMax} characters`);
/** A photo's colour: one of the product's variant colours, or empty/null for every colour. */
export const imageColourSchema = z
  .string()
  .trim()
  .max(LIMITS.colourMax, `Colour must be at most ${LIMITS.colourMax} characters`);
/** `colour` absent keeps the photo's colour; null or '' makes it a photo of every colour. */
export const imageAltInputSchema = z.object({
  alt: imageAltSchema,
  colour: imageColourSchema.nullish(),
});
export type ImageAltInput = z.infer<typeof imageAltInputSchema>;

/** The product's photos in their new order: every photo id once. */
export const imageOrderInputSchema = z.object({
  ids: z.array(bodyIdSchema).min(1, 'List the photos in their new order').max(LIMITS.imagesMax),
});
export type ImageOrderInput = z.infer<typeof imageOrderInputSchema>;

export const imageParamsSchema = z.object({ id: idSchema, imageId: idSchema });

export const collectionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  /** Products shoppers can see in it (active ones). */
  product_count: z.number().int(),
});
export type Collection = z.infer<typeof collectionSchema>;

export const adminCollectionSchema = collectionSchema.extend({
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCollection = z.infer<typeof adminCollectionSchema>;

export const collectionInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(LIMITS.collectionNameMax, `Name must be at most ${LIMITS.collectionNameMax} characters`),
  slug: collectionSlugSchema,
  description: z
    .string()
    .trim()
    .max(
      LIMITS.collectionDescriptionMax,
      `Description must be at most ${LIMITS.collectionDescriptionMax} characters`,
    )
    .default(''),
  image_url: z.union([z.literal(''), imageUrlSchema]).nullish(),
});
export type CollectionInput = z.infer<typeof collectionInputSchema>;
