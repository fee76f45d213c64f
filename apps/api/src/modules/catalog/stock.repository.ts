import { sql } from 'kysely';
import type { DialectName, Executor } from '../../db/database';
import type { ProductVariantRow, StockMovementRow } from '../../db/schema';
import { visibleTo, type Audience } from './catalog.repository';
import type { StockLine } from './stock-lines';

/** Stock as order flows see it: checkout takes, cancelling gives back (in the caller's transaction). */

export interface SellableProduct {
  id: number;
  name: string;
  price_cents: number;
  inventory: number;
  image_url: string;
  /** The first photo's files, when the product has photos. */
  cover_file_key: string | null;
  cover_widths: string | null;
}

/** Products the audience may see (soft-deleted ones always left out), with their first photo's columns. */
function sellableProductsQuery(db: Executor, ids: readonly number[], audience: Audience) {
  return visibleTo(db.selectFrom('products'), audience)
    .leftJoin('product_images as cover', (join) =>
      join.onRef('cover.product_id', '=', 'products.id').on('cover.position', '=', 0),
    )
    .select([
      'products.id',
      'products.name',
      'products.price_cents',
      'products.inventory',
      'products.image_url',
      'cover.file_key as cover_file_key',
      'cover.widths as cover_widths',
    ])
    .where('products.id', 'in', [...ids]);
}

/**
 * Products the audience may see, with their first photo: checkout asks as a shopper (a draft cannot
 * be bought), stock moves of past orders as staff.
 */
export function findSellableProducts(
  db: Executor,
  ids: readonly number[],
  audience: Audience,
): Promise<SellableProduct[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return sellableProductsQuery(db, ids, audience).execute();
}

/** A size as checkout sees it. */
export type SellableVariant = Pick<
  ProductVariantRow,
  'id' | 'product_id' | 'sku' | 'size' | 'colour' | 'inventory' | 'price_cents'
>;

/**
 * The products a checkout names, as shoppers see them (with their first photo), and their sizes on
 * sale, in one query.
 */
export async function findSellableProductsWithSizes(
  db: Executor,
  ids: readonly number[],
): Promise<{ products: SellableProduct[]; variants: SellableVariant[] }> {
  if (ids.length === 0) return { products: [], variants: [] };
  const rows = await sellableProductsQuery(db, ids, {})
    .leftJoin('product_variants as size', (join) =>
      join.onRef('size.product_id', '=', 'products.id').on('size.hidden', '=', 0),
    )
    .select([
      'size.id as size_id',
      'size.sku as size_sku',
      'size.size as size_size',
      'size.colour as size_colour',
      'size.inventory as size_inventory',
      'size.price_cents as size_price_cents',
    ])
    .orderBy('products.id')
    .orderBy('size.id')
    .execute();
  const products = new Map<number, SellableProduct>();
  const variants: SellableVariant[] = [];
  for (const row of rows) {
    if (!products.has(row.id))
      products.set(row.id, {
        id: row.id,
        name: row.name,
        price_cents: row.price_cents,
        inventory: row.inventory,
        image_url: row.image_url,
        cover_file_key: row.cover_file_key,
        cover_widths: row.cover_widths,
      });
    if (
      row.size_id !== null &&
      row.size_sku !== null &&
      row.size_size !== null &&
      row.size_inventory !== null
    )
      variants.push({
        id: row.size_id,
        product_id: row.id,
        sku: row.size_sku,
        size: row.size_size,
        colour: row.size_colour,
        inventory: row.size_inventory,
        price_cents: row.size_price_cents,
      });
  }
  return { products: [...products.values()], variants };
}

export type StockReason = 'sale' | 'cancel' | 'return' | 'restock' | 'count' | 'damaged' | 'import';

/** Who moved stock: a staff member, or nobody for the shop's own jobs and shoppers' checkouts. */
export interface StockActor {
  id: number | null;
  username: string;
}

export interface StockMovementInput {
  productId: number;
  /** Null for a product without sizes. */
  variantId: number | null;
  /** Units added (negative: taken), or the stock counted (`set`): exactly one of them. */
  delta?: number;
  set?: number;
  reason: StockReason;
  orderId?: number | null;
  returnId?: number | null;
  actor?: StockActor | null;
  note?: string;
  at?: string;
  /** The caller already raised the product's version in this write (a product save). */
  versionBumped?: boolean;
}

/** What the ledger holds for a size or a product without sizes: the sum of its movements. */
export async function ledgerStock(
  db: Executor,
  productId: number,
  variantId: number | null,
): Promise<number> {
  const row = await db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('delta'), eb.lit(0)).as('n'))
    .where('product_id', '=', productId)
    .where('variant_id', variantId === null ? 'is' : '=', variantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Locks a product row (and raises its version): every stock writer starts here, so none deadlock. */
async function lockProduct(db: Executor, productId: number, bump: boolean): Promise<boolean> {
  const row = await db
    .updateTable('products')
    .set((eb) => ({ version: eb('version', '+', bump ? 1 : 0) }))
    .where('id', '=', productId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The one way stock changes (decision 026): the product row first (it locks the product, raises
 * its version and keeps its inventory the sum of its sizes), then the size, each only if enough
 * is left, and the movement with the stock after it, all in the caller's transaction. Null when
 * too little is left or the size is not on sale: the caller rolls back. A `set` that changes
 * nothing writes no movement.
 */
export interface AppliedMovement {
  stockAfter: number;
  /** Null when a count found the stock as counted. */
  movement: StockMovementRow | null;
}

export async function applyStockMovement(
  db: Executor,
  input: StockMovementInput,
): Promise<AppliedMovement | null> {
  const { productId, variantId, reason } = input;
  let delta = input.delta ?? 0;
  let bumped = input.versionBumped === true;
  if (input.set !== undefined) {
    if (!(await lockProduct(db, productId, !bumped))) return null;
    bumped = true;
    if (variantId === null) {
      // A product without sizes: its stock becomes the count, the movement what the ledger lacked.
      const before = await ledgerStock(db, productId, null);
      await db
        .updateTable('products')
        .set({ inventory: input.set })
        .where('id', '=', productId)
        .execute();
      const movement =
        input.set === before
          ? null
          : await insertMovement(db, input, input.set - before, input.set);
      return { stockAfter: input.set, movement };
    }
    const variant = await db
      .selectFrom('product_variants')
      .select('inventory')
      .where('id', '=', variantId)
      .where('product_id', '=', productId)
      .where('hidden', '=', 0)
      .executeTakeFirst();
    if (!variant) return null;
    delta = input.set - variant.inventory;
    if (delta === 0) return { stockAfter: input.set, movement: null };
  }
  const sold = reason === 'sale' || reason === 'cancel' ? -delta : 0;
  const product = await db
    .updateTable('products')
    .set((eb) => ({
      inventory: eb('inventory', '+', delta),
      ...(bumped ? {} : { version: eb('version', '+', 1) }),
      // Units sold follow sales and cancels; never below 0 (orders before migration 008 were not counted).
      ...(sold === 0
        ? {}
        : {
            units_sold: sql<number>`case when units_sold + ${sold} > 0 then units_sold + ${sold} else 0 end`,
          }),
    }))
    .where('id', '=', productId)
    .where('inventory', '>=', -delta)
    .returning('inventory')
    .executeTakeFirst();
  if (!product) return null;
  let stockAfter = product.inventory;
  if (variantId !== null) {
    const variant = await db
      .updateTable('product_variants')
      .set((eb) => ({ inventory: eb('inventory', '+', delta) }))
      .where('id', '=', variantId)
      .where('product_id', '=', productId)
      .where('hidden', '=', 0)
      .where('inventory', '>=', -delta)
      .returning('inventory')
      .executeTakeFirst();
    if (!variant) return null;
    stockAfter = variant.inventory;
  }
  return { stockAfter, movement: await insertMovement(db, input, delta, stockAfter) };
}

async function insertMovement(
  db: Executor,
  input: StockMovementInput,
  delta: number,
  stockAfter: number,
): Promise<StockMovementRow> {
  return db
    .insertInto('stock_movements')
    .values({
      at: input.at ?? new Date().toISOString(),
      product_id: input.productId,
      variant_id: input.variantId,
      delta,
      stock_after: stockAfter,
      reason: input.reason,
      order_id: input.orderId ?? null,
      return_id: input.returnId ?? null,
      actor_id: input.actor?.id ?? null,
      actor_username: input.actor?.username ?? null,
      note: input.note ?? '',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface MovementFilter {
  productId?: number;
  variantId?: number;
  reason?: string;
  /** ISO instants, from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

/** One page of movements, newest first, and how many match. */
export async function listStockMovements(
  db: Executor,
  filter: MovementFilter,
  page: { limit: number; offset: number },
): Promise<{ items: StockMovementRow[]; total: number }> {
  let query = db.selectFrom('stock_movements');
  if (filter.productId !== undefined) query = query.where('product_id', '=', filter.productId);
  if (filter.variantId !== undefined) query = query.where('variant_id', '=', filter.variantId);
  if (filter.reason !== undefined) query = query.where('reason', '=', filter.reason);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('at', '<', filter.to);
  const [items, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

/** Takes a line's stock for an order (from its size and product); false when too little is left. */
export async function takeLineStock(
  db: Executor,
  line: StockLine,
  orderId: number,
  reason: StockReason = 'sale',
): Promise<boolean> {
  const after = await applyStockMovement(db, {
    productId: line.productId,
    variantId: line.variantId,
    delta: -line.quantity,
    reason,
    orderId,
  });
  return after !== null;
}

/** Gives a cancelled order's line back to its size (the caller checked that the size is on sale). */
export async function returnLineStock(
  db: Executor,
  line: StockLine,
  orderId: number,
  reason: StockReason = 'cancel',
): Promise<void> {
  await applyStockMovement(db, {
    productId: line.productId,
    variantId: line.variantId,
    delta: line.quantity,
    reason,
    orderId,
  });
}

export interface LowStockRow {
  product_id: number;
  product_name: string;
  variant_id: number | null;
  size: string | null;
  colour: string | null;
  sku: string | null;
  inventory: number;
}

/**
 * What is about to sell out: sizes on sale at or below `threshold`, and products without sizes at
 * or below it; fewest first, at most `limit` of each kind.
 */
export async function findLowStock(
  db: Executor,
  threshold: number,
  limit: number,
): Promise<LowStockRow[]> {
  const [variants, products] = await Promise.all([
    db
      .selectFrom('product_variants')
      .innerJoin('products', 'products.id', 'product_variants.product_id')
      .select([
        'products.id as product_id',
        'products.name as product_name',
        'product_variants.id as variant_id',
        'product_variants.size',
        'product_variants.colour',
        'product_variants.sku',
        'product_variants.inventory',
      ])
      .where('products.deleted_at', 'is', null)
      .where('product_variants.hidden', '=', 0)
      .where('product_variants.inventory', '<=', threshold)
      .orderBy('product_variants.inventory')
      .orderBy('product_variants.id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('products')
      .select(['id', 'name', 'inventory'])
      .where('deleted_at', 'is', null)
      .where('inventory', '<=', threshold)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('product_variants')
              .select('product_variants.id')
              .whereRef('product_variants.product_id', '=', 'products.id'),
          ),
        ),
      )
      .orderBy('inventory')
      .orderBy('id')
      .limit(limit)
      .execute(),
  ]);
  return [
    ...variants,
    ...products.map((p) => ({
      product_id: p.id,
      product_name: p.name,
      variant_id: null,
      size: null,
      colour: null,
      sku: null,
      inventory: p.inventory,
    })),
  ]
    .sort((a, b) => a.inventory - b.inventory)
    .slice(0, limit);
}

/** What an order could not take: the products and sizes with too little left (empty when all was taken). */
export interface ShortStock {
  products: Set<number>;
  variants: Set<number>;
}

/** A bound 0, which PostgreSQL reads as false for its boolean flags (a literal 0 would not compare). */
const NOT_HIDDEN = 0;

/** `(values ($1, $2), ...)` rows of integers (or nulls), typed on PostgreSQL. */
function integerRows(dialect: DialectName, rows: ReadonlyArray<ReadonlyArray<number | null>>) {
  const cast = dialect === 'postgres' ? sql`::integer` : sql``;
  return sql.join(rows.map((row) => sql`(${sql.join(row.map((value) => sql`${value}${cast}`))})`));
}

type StockAfter = { kind: 'product' | 'variant'; id: number; inventory: number };

/**
 * Takes the stock of every line of an order as decision 026's movements do: the products (each only if
 * it has enough for all its lines; raising its version and units sold), then the sizes (each only if it
 * has enough), then one movement per line with the stock after it. Lines are merged and sorted
 * (mergeStockLines). When anything is short the movements are not written, and the caller rolls back.
 *
 * On PostgreSQL the products are locked in id order first, as every stock writer locks them, so
 * concurrent checkouts never deadlock. That lock is FOR NO KEY UPDATE, the one the update itself takes:
 * a checkout has by then inserted its order lines, whose foreign keys hold a key-share lock on the same
 * products, which FOR UPDATE would wait on in every other checkout at once (a deadlock). There the three
 * writes are one statement (decision 057); on SQLite, which has no round trips, one statement per table.
 */
export async function takeOrderStock(
  db: Executor,
  dialect: DialectName,
  lines: readonly StockLine[],
  orderId: number,
  at: string,
): Promise<ShortStock> {
  const perProduct = new Map<number, number>();
  for (const line of lines)
    perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.quantity);
  const sized = lines.filter((l) => l.variantId !== null);
  const taken = sql`taken(id, quantity) as (values ${integerRows(dialect, [...perProduct])})`;
  const sizes = () =>
    sql`sizes(id, product_id, quantity) as (values ${integerRows(
      dialect,
      sized.map((l) => [l.variantId, l.productId, l.quantity]),
    )})`;
  const takeProducts = (lockedJoin = sql``) => sql`
    update products set
      inventory = products.inventory - taken.quantity,
      version = products.version + 1,
      units_sold = case when products.units_sold + taken.quantity > 0 then products.units_sold + taken.quantity else 0 end
    from taken${lockedJoin}
    where products.id = taken.id and products.inventory >= taken.quantity
    returning products.id, products.inventory`;
  const takeSizes = () => sql`
    update product_variants set inventory = product_variants.inventory - sizes.quantity
    from sizes
    where product_variants.id = sizes.id and product_variants.product_id = sizes.product_id
      and product_variants.hidden = ${NOT_HIDDEN} and product_variants.inventory >= sizes.quantity
    returning product_variants.id, product_variants.inventory`;

  let after: StockAfter[];
  if (dialect === 'postgres') {
    const movements = integerRows(
      dialect,
      lines.map((l, n) => [n, l.productId, l.variantId, l.quantity]),
    );
    const sizesAfter =
      sized.length > 0
        ? sql`${sizes()}, sizes_after as (${takeSizes()})`
        : sql`sizes_after(id, inventory) as (select null::integer, null::integer where false)`;
    // Written only when every product and size had enough: the counts of rows the updates took.
    const { rows } = await sql<StockAfter>`
      with ${taken},
      locked as materialized (select products.id from products join taken on taken.id = products.id order by products.id for no key update of products),
      products_after as (${takeProducts(sql` join locked on locked.id = taken.id`)}),
      ${sizesAfter},
      lines(n, product_id, variant_id, quantity) as (values ${movements}),
      moved as (
        insert into stock_movements (at, product_id, variant_id, delta, stock_after, reason, order_id, note)
        select ${at}::timestamptz, lines.product_id, lines.variant_id, -lines.quantity,
          case when lines.variant_id is null then p.inventory else v.inventory end, 'sale', ${orderId}::integer, ''
        from lines join products_after p on p.id = lines.product_id
          left join sizes_after v on v.id = lines.variant_id
        where (select count(*) from products_after) = ${perProduct.size}
          and (select count(*) from sizes_after) = ${sized.length}
        order by lines.n
      )
      select 'product' as kind, id, inventory from products_after
      union all select 'variant' as kind, id, inventory from sizes_after`.execute(db);
    after = rows;
  } else {
    const products = await sql<{ id: number; inventory: number }>`
      with ${taken} ${takeProducts()}`.execute(db);
    const variants =
      sized.length > 0
        ? (await sql<{ id: number; inventory: number }>`with ${sizes()} ${takeSizes()}`.execute(db))
            .rows
        : [];
    after = [
      ...products.rows.map((r) => ({ kind: 'product' as const, ...r })),
      ...variants.map((r) => ({ kind: 'variant' as const, ...r })),
    ];
  }
  const productStock = new Map<number, number>();
  const variantStock = new Map<number, number>();
  for (const r of after)
    (r.kind === 'product' ? productStock : variantStock).set(Number(r.id), Number(r.inventory));
  const short: ShortStock = {
    products: new Set([...perProduct.keys()].filter((id) => !productStock.has(id))),
    variants: new Set(
      sized.flatMap((l) =>
        l.variantId !== null && !variantStock.has(l.variantId) ? [l.variantId] : [],
      ),
    ),
  };
  if (dialect === 'postgres' || short.products.size > 0 || short.variants.size > 0) return short;
  await db
    .insertInto('stock_movements')
    .values(
      lines.map((line) => ({
        at,
        product_id: line.productId,
        variant_id: line.variantId,
        delta: -line.quantity,
        stock_after:
          line.variantId === null
            ? (productStock.get(line.productId) ?? 0)
            : (variantStock.get(line.variantId) ?? 0),
        reason: 'sale',
        order_id: orderId,
        return_id: null,
        actor_id: null,
        actor_username: null,
        note: '',
      })),
    )
    .execute();
  return short;
}
