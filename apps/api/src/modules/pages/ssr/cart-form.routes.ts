import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS, SERVER_CART_COOKIE } from '@mavazi/shared/constants';
import type { ProductDetail } from '@mavazi/shared/catalog.schemas';
import { cookieValue } from './page-language';

/** Enough for a cart filled without JavaScript and far below a cookie's 4 KB. */
const MAX_LINES = 20;

interface Line {
  productId: number;
  variantId: number | null;
  quantity: number;
}

const linesSchema = z
  .array(
    z.object({
      productId: z.number().int().positive(),
      variantId: z.number().int().positive().nullable(),
      quantity: z.number().int().min(1).max(LIMITS.quantityMax),
    }),
  )
  .max(MAX_LINES);

function heldLines(cookieHeader: string | undefined): Line[] {
  const raw = cookieValue(cookieHeader, SERVER_CART_COOKIE);
  if (!raw) return [];
  try {
    const parsed = linesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const formSchema = z.object({
  productId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  size: z.string().max(40).optional(),
  colour: z.string().max(60).optional(),
  quantity: z.coerce.number().int().min(1).max(LIMITS.quantityMax).catch(1).optional(),
});

/**
 * POST /cart/add: the product page's "Add to cart" before (or without) its script
 * (docs/decisions/042-server-rendered-shop-pages.md). The line goes into a cookie the web app moves into its
 * cart on the next page with a script; the shopper goes back to the product, told what happened.
 */
/** The catalog's look-up, passed in by app.ts: this module does not import the catalog. */
export interface CartFormOptions {
  findProduct: (id: number) => Promise<Pick<ProductDetail, 'variants' | 'inventory'>>;
}

export const cartFormRoutes: FastifyPluginAsyncZod<CartFormOptions> = async (
  app,
  { findProduct },
) => {
  await app.register(formbody, { bodyLimit: 4096 });

  app.post(
    '/cart/add',
    {
      schema: {
        tags: ['pages'],
        summary: "The product page's add-to-cart form without JavaScript: 303 back to the product",
        body: formSchema,
        response: { 303: z.null() },
      },
    },
    async (request, reply) => {
      const { productId, size, colour, quantity = 1 } = request.body;
      const back = (result: string) => reply.redirect(`/product/${productId}?cart=${result}`, 303);
      let product;
      try {
        product = await findProduct(productId);
      } catch {
        return reply.redirect('/products', 303);
      }
      const variants = product.variants;
      // In colours a size alone names no line: guessing one could add a sold-out or unwanted colour.
      const needsColour = colour === undefined && variants.some((v) => (v.colour ?? '') !== '');
      const variant = needsColour
        ? undefined
        : variants.find(
            (v) => v.size === size && (colour === undefined || (v.colour ?? '') === colour),
          );
      if (variants.length > 0 && !variant) return back('choose-size');
      const stock = variant ? variant.inventory : product.inventory;
      if (stock <= 0) return back('sold-out');
      const lines = heldLines(request.headers.cookie);
      const variantId = variant?.id ?? null;
      const existing = lines.find((l) => l.productId === productId && l.variantId === variantId);
      if (existing)
        existing.quantity = Math.min(existing.quantity + quantity, stock, LIMITS.quantityMax);
      else if (lines.length < MAX_LINES)
        lines.push({ productId, variantId, quantity: Math.min(quantity, stock) });
      else return back('full');
      reply.header(
        'Set-Cookie',
        `${SERVER_CART_COOKIE}=${encodeURIComponent(JSON.stringify(lines))}; Path=/; Max-Age=2592000; SameSite=Lax`,
      );
      return back('added');
    },
  );
};
