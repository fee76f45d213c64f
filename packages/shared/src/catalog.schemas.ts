import { z } from 'zod';
import { CATEGORIES, LIMITS } from './constants';
import { imageUrlSchema, kesAmountSchema, paginationQuerySchema } from './common.schemas';

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

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  imageUrl: z.string(),
  category: categorySchema,
  inventory: z.number().int(),
  rating_average: z.number().nullable(),
  rating_count: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

export const productWithReviewsSchema = productSchema.extend({ reviews: z.array(reviewSchema) });
export type ProductWithReviews = z.infer<typeof productWithReviewsSchema>;

export const productListQuerySchema = paginationQuerySchema.extend({
  category: categorySchema.optional(),
  q: z.string().trim().max(100).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** Admin product form and API body: the same rules on both sides. */
export const productInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(LIMITS.productNameMax),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(LIMITS.productDescriptionMax),
  imageUrl: imageUrlSchema,
  price: kesAmountSchema
    .refine((n) => n > 0, 'Price must be greater than 0')
    .refine((n) => n <= LIMITS.priceMax, `Price must be at most ${LIMITS.priceMax}`),
  inventory: z
    .number()
    .int('Inventory must be a whole number')
    .min(0, 'Inventory cannot be negative')
    .max(LIMITS.inventoryMax),
  category: categorySchema,
});
export type ProductInput = z.infer<typeof productInputSchema>;

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
