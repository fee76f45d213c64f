import type { FastifyInstance } from 'fastify';
import { bearer } from '../helpers/test-app';

/**
 * Every size and every product without sizes whose stock differs from the sum of its movements
 * (decision 026): empty when the ledger holds.
 */
export async function ledgerMismatches(app: FastifyInstance): Promise<string[]> {
  const sums = await app.db
    .selectFrom('stock_movements')
    .select(['product_id', 'variant_id', (eb) => eb.fn.sum<number | string>('delta').as('n')])
    .groupBy(['product_id', 'variant_id'])
    .execute();
  const sumOf = new Map(sums.map((s) => [`${s.product_id}:${s.variant_id ?? ''}`, Number(s.n)]));
  const variants = await app.db
    .selectFrom('product_variants')
    .select(['id', 'product_id', 'inventory'])
    .execute();
  const withSizes = new Set(variants.map((v) => v.product_id));
  const products = await app.db.selectFrom('products').select(['id', 'inventory']).execute();
  const wrong: string[] = [];
  for (const v of variants) {
    const sum = sumOf.get(`${v.product_id}:${v.id}`) ?? 0;
    if (sum !== v.inventory) wrong.push(`variant ${v.id}: stock ${v.inventory}, movements ${sum}`);
  }
  for (const p of products) {
    if (withSizes.has(p.id)) continue;
    const sum = sumOf.get(`${p.id}:`) ?? 0;
    if (sum !== p.inventory) wrong.push(`product ${p.id}: stock ${p.inventory}, movements ${sum}`);
  }
  return wrong;
}

/** A product made through the admin API, as staff make them: its stock is in the ledger. */
export async function adminCreateProduct(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: bearer(token),
    payload: {
      name: 'Kikoi shorts',
      description: 'Striped cotton',
      price: 1500,
      imageUrl: 'https://cdn.example.com/kikoi.jpg',
      category: 'Men',
      inventory: 0,
      ...body,
    },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<{
    id: number;
    version: number;
    inventory: number;
    variants: Array<{ id: number; sku: string; size: string; inventory: number }>;
  }>();
}
