import { z } from 'zod';

/** What the shop list's filters may offer for the products matching the current filters. */
export const productFacetsSchema = z.object({
  /** Products matching every filter (as X-Total-Count of GET /products). */
  total: z.number().int(),
  /** Sizes in stock among the products matching every filter but `size`, in size order. */
  sizes: z.array(z.object({ size: z.string(), count: z.number().int() })),
  /** The search text actually used when `q` matched nothing and a spelling fix did; else null. */
  corrected_q: z.string().nullable(),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;
