import { parse } from 'csv-parse/sync';
import type { ImportError, ImportResult } from '@mavazi/shared/catalog-ops.schemas';
import {
  categorySchema,
  collectionSlugSchema,
  productInputSchema,
  productStatusSchema,
  variantInputSchema,
} from '@mavazi/shared/catalog.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { toCents } from '@mavazi/shared/money';
import { colourKey } from '@mavazi/shared/sizes';
import type { z } from 'zod';
import { nowIso, type Executor } from '../db/database';
import type { ProductRow, ProductVariantRow } from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import type { AppDeps } from '../app-deps';
import { conflict, HttpError } from '../lib/http-error';
import { PublicFetchError, type PublicFetcher } from '../lib/public-fetch';
import type { AuditActor } from '../modules/audit/audit-actor';
import { recordAudit } from '../modules/audit/audit.repository';
import type { Changes } from '../modules/audit/changed-fields';
import {
  findProductsByIds,
  insertProduct,
  lockProductForEdit,
  setInventoryToVariantSum,
  updateProduct,
} from '../modules/catalog/catalog.repository';
import {
  findCollectionsBySlug,
  findSlugsOfProducts,
  setProductCollections,
} from '../modules/catalog/collections.repository';
import { processImage, type ProcessedImage } from '../modules/catalog/image-pipeline';
import { saveImageFiles } from '../modules/catalog/image-store';
import { findImagesOfProducts } from '../modules/catalog/images.repository';
import { appendImage, imageJobs } from '../modules/catalog/images.service';
import { imageUrlsOf } from '../modules/catalog/product-csv.service';
import { applyStockMovement } from '../modules/catalog/stock.repository';
import {
  findAllVariantsOf,
  findVariantsBySkus,
  insertVariant,
  updateVariant,
} from '../modules/catalog/variants.repository';
import { newVariantSku } from '../modules/catalog/variants.service';

/** Columns an import cannot do without; the others may be left out. */
const REQUIRED = ['name', 'description', 'category', 'price', 'inventory'] as const;
const CHUNK = 1000;
/** New image URLs one import may download: each is a download and a conversion. */
export const IMPORT_IMAGE_URLS_MAX = 200;
/** Downloads (and conversions) at once: a small machine shared with the shop. */
const FETCH_CONCURRENCY = 3;
const field = productInputSchema.shape;
const cell = variantInputSchema.shape;

interface Row {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  productId: number | null;
  name: string;
  description: string;
  category: string;
  priceCents: number;
  /** First URL of image_urls ('' when empty). */
  imageUrl: string;
  imageUrls: string;
  sku: string | null;
  size: string | null;
  colour: string | null;
  variantPriceCents: number | null;
  inventory: number;
  /** null: empty cell, the product keeps its status (a new one is active). */
  status: string | null;
  /** undefined: no such column, the product keeps its "was" price; null: not on sale. */
  compareAtCents: number | null | undefined;
  /** Slugs, sorted; null: no such column, the product keeps its collections. */
  collections: string[] | null;
}

interface Group {
  key: string;
  existing: ProductRow | null;
  rows: Row[];
}

class Problems {
  readonly list: ImportError[] = [];
  /** Rows with a cell error: their product's checks skip them, so one mistake is told once. */
  readonly rows = new Set<number>();
  add(row: number, column: string, message: string): void {
    this.list.push({ row, column, message });
    this.rows.add(row);
  }
}

function check<T>(
  schema: z.ZodType<T>,
  value: unknown,
  row: number,
  column: string,
  problems: Problems,
): T | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  problems.add(row, column, parsed.error.issues[0]?.message ?? 'Invalid value');
  return undefined;
}

function money(text: string, row: number, column: string, problems: Problems): number | undefined {
  const value = Number(text.replace(/,/g, ''));
  if (text === '' || !Number.isFinite(value)) {
    problems.add(row, column, 'Enter an amount in KES, such as 2499.50');
    return undefined;
  }
  const checked = check(field.price, value, row, column, problems);
  return checked === undefined ? undefined : toCents(checked);
}

/** The CSV's records, checked one cell at a time; a file that is not CSV is one error. */
function readRows(csv: Buffer, problems: Problems): Row[] {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    problems.add(line, '', `This file is not readable CSV: ${(error as Error).message}`);
    return [];
  }
  const header = (records[0] ?? []).map((h) => h.trim().toLowerCase());
  const at = new Map(header.map((name, i) => [name, i]));
  for (const name of REQUIRED) if (!at.has(name)) problems.add(1, name, 'This column is missing');
  if (problems.list.length > 0) return [];
  const rows: Row[] = [];
  records.slice(1).forEach((record, index) => {
    const row = index + 2;
    const get = (name: string) => {
      const i = at.get(name);
      return i === undefined ? '' : (record[i] ?? '').trim();
    };
    if (record.length !== header.length)
      problems.add(row, '', `This row has ${record.length} cells, the header ${header.length}`);
    const idText = get('product_id');
    const productId = idText === '' ? null : Number(idText);
    if (productId !== null && !(Number.isInteger(productId) && productId > 0))
      problems.add(
        row,
        'product_id',
        'product_id must be a product number, or empty for a new product',
      );
    const name = check(field.name, get('name'), row, 'name', problems);
    const description = check(field.description, get('description'), row, 'description', problems);
    const category = check(categorySchema, get('category'), row, 'category', problems);
    const priceCents = money(get('price'), row, 'price', problems);
    const imageUrls = get('image_urls').replace(/\s+/g, ' ');
    const imageUrl = imageUrls.split(' ')[0] ?? '';
    const skuText = get('sku').toUpperCase();
    const sku = skuText === '' ? null : check(cell.sku, skuText, row, 'sku', problems);
    const sizeText = get('size');
    const size = sizeText === '' ? null : check(cell.size, sizeText, row, 'size', problems);
    const colourText = get('colour').replace(/\s+/g, ' ');
    const colour =
      colourText === '' ? null : check(cell.colour, colourText, row, 'colour', problems);
    if (size === null && sizeText === '' && (sku || colourText))
      problems.add(row, 'size', 'A row with a SKU or colour needs a size');
    const variantPriceText = get('variant_price');
    const variantPriceCents =
      variantPriceText === '' ? null : money(variantPriceText, row, 'variant_price', problems);
    const inventoryText = get('inventory');
    const inventory = check(
      cell.inventory,
      inventoryText === '' ? Number.NaN : Number(inventoryText),
      row,
      'inventory',
      problems,
    );
    const statusText = get('status').toLowerCase();
    const status =
      statusText === '' ? null : check(productStatusSchema, statusText, row, 'status', problems);
    const compareText = get('compare_at_price');
    const compareAtCents = !at.has('compare_at_price')
      ? undefined
      : compareText === ''
        ? null
        : (money(compareText, row, 'compare_at_price', problems) ?? null);
    let collections: string[] | null = null;
    if (at.has('collections')) {
      const slugs = [
        ...new Set(
          get('collections')
            .split(/[\s,]+/)
            .filter(Boolean),
        ),
      ];
      if (slugs.length > LIMITS.productCollectionsMax)
        problems.add(row, 'collections', `At most ${LIMITS.productCollectionsMax} collections`);
      const wrong = slugs.find((slug) => !collectionSlugSchema.safeParse(slug).success);
      if (wrong !== undefined) check(collectionSlugSchema, wrong, row, 'collections', problems);
      collections = wrong === undefined ? slugs.sort() : [];
    }
    rows.push({
      row,
      productId: productId !== null && Number.isInteger(productId) ? productId : null,
      name: name ?? '',
      description: description ?? '',
      category: category ?? '',
      priceCents: priceCents ?? 0,
      imageUrl,
      imageUrls,
      sku: sku ?? null,
      size: size ?? null,
      colour: colour ?? null,
      variantPriceCents: variantPriceCents ?? null,
      inventory: inventory ?? 0,
      status: status ?? null,
      compareAtCents,
      collections,
    });
  });
  return rows;
}

async function inChunks<T>(ids: readonly T[], read: (chunk: T[]) => Promise<unknown[]>) {
  const out: unknown[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await read(ids.slice(i, i + CHUNK))));
  return out;
}

interface Plan {
  groups: Group[];
  variantsOf: Map<number, ProductVariantRow[]>;
  imagesOf: Map<number, string>;
  /** How many photos each matched product has. */
  photoCounts: Map<number, number>;
  /** Each matched product's collection slugs, sorted. */
  collectionsOf: Map<number, string[]>;
  /** Collection ids by slug, for the slugs the file names. */
  collectionIds: Map<string, number>;
}

/** Rows matched to sizes by SKU, then to products by product_id, else grouped by name as new products. */
async function planImport(
  db: Executor,
  rows: Row[],
  problems: Problems,
  checkUrl: PublicFetcher['check'],
): Promise<Plan> {
  const bySku = new Map(
    (
      (await inChunks(
        rows.flatMap((r) => (r.sku ? [r.sku] : [])),
        (c) => findVariantsBySkus(db, c),
      )) as ProductVariantRow[]
    ).map((v) => [v.sku, v]),
  );
  const wanted = [
    ...new Set(
      rows.flatMap((r) => [
        ...(r.productId === null ? [] : [r.productId]),
        ...(r.sku && bySku.has(r.sku) ? [bySku.get(r.sku)?.product_id ?? 0] : []),
      ]),
    ),
  ];
  const products = new Map(
    ((await inChunks(wanted, (c) => findProductsByIds(db, c))) as ProductRow[]).map((p) => [
      p.id,
      p,
    ]),
  );
  const groups = new Map<string, Group>();
  const seenSku = new Map<string, number>();
  for (const r of rows) {
    if (r.sku) {
      const first = seenSku.get(r.sku);
      if (first !== undefined) problems.add(r.row, 'sku', `SKU ${r.sku} is also on row ${first}`);
      else seenSku.set(r.sku, r.row);
    }
    const variant = r.sku ? bySku.get(r.sku) : undefined;
    let productId = r.productId;
    if (variant) {
      if (productId !== null && productId !== variant.product_id) {
        problems.add(r.row, 'sku', `SKU ${r.sku} belongs to product ${variant.product_id}`);
        continue;
      }
      productId = variant.product_id;
    }
    if (productId !== null && !products.has(productId)) {
      problems.add(r.row, 'product_id', `There is no product ${productId}`);
      continue;
    }
    const key = productId === null ? `new:${r.name.toLowerCase()}` : `id:${productId}`;
    const group = groups.get(key) ?? {
      key,
      existing: productId === null ? null : (products.get(productId) ?? null),
      rows: [],
    };
    group.rows.push(r);
    groups.set(key, group);
  }
  const ids = [...products.keys()];
  const variantsOf = new Map<number, ProductVariantRow[]>();
  for (const v of (await inChunks(ids, (c) => findAllVariantsOf(db, c))) as ProductVariantRow[])
    variantsOf.set(v.product_id, [...(variantsOf.get(v.product_id) ?? []), v]);
  const imagesOf = new Map<number, string>();
  const photoCounts = new Map<number, number>();
  const images = await findImagesOfProducts(db, ids);
  for (const id of ids) {
    const product = products.get(id);
    const own = images.filter((i) => i.product_id === id);
    if (product) imagesOf.set(id, imageUrlsOf(product, own));
    photoCounts.set(id, own.length);
  }
  const slugs = [...new Set(rows.flatMap((r) => r.collections ?? []))];
  const collectionIds = new Map(
    (
      (await inChunks(slugs, (c) => findCollectionsBySlug(db, c))) as Array<{
        id: number;
        slug: string;
      }>
    ).map((c) => [c.slug, c.id]),
  );
  for (const r of rows) {
    const unknown = (r.collections ?? []).filter((slug) => slug && !collectionIds.has(slug));
    if (unknown.length > 0)
      problems.add(r.row, 'collections', `No collection ${unknown.join(', ')}`);
  }
  const collectionsOf = new Map<number, string[]>();
  for (const [id, list] of (await inChunks(ids, async (c) => [
    ...(await findSlugsOfProducts(db, c)).entries(),
  ])) as Array<[number, string[]]>)
    collectionsOf.set(id, [...list].sort());
  for (const group of groups.values())
    checkGroup(
      { ...group, rows: group.rows.filter((r) => !problems.rows.has(r.row)) },
      { variantsOf, imagesOf, photoCounts },
      problems,
      checkUrl,
    );
  const fetches = [...groups.values()].reduce(
    (sum, g) =>
      sum +
      (g.rows[0]
        ? urlsToFetch(g.rows[0], g.existing ? imagesOf.get(g.existing.id) : undefined).length
        : 0),
    0,
  );
  if (fetches > IMPORT_IMAGE_URLS_MAX)
    problems.add(
      1,
      'image_urls',
      `At most ${IMPORT_IMAGE_URLS_MAX} new image URLs per import (this file has ${fetches}): split the file`,
    );
  return {
    groups: [...groups.values()],
    variantsOf,
    imagesOf,
    photoCounts,
    collectionsOf,
    collectionIds,
  };
}

/** Rows of one product agree on the product's fields; sizes are not listed twice. */
function checkGroup(
  group: Group,
  { variantsOf, imagesOf, photoCounts }: Pick<Plan, 'variantsOf' | 'imagesOf' | 'photoCounts'>,
  problems: Problems,
  checkUrl: PublicFetcher['check'],
): void {
  const [first, ...rest] = group.rows;
  if (!first) return;
  const same: Array<[(r: Row) => unknown, string]> = [
    [(r) => r.name, 'name'],
    [(r) => r.description, 'description'],
    [(r) => r.category, 'category'],
    [(r) => r.priceCents, 'price'],
    [(r) => r.imageUrls, 'image_urls'],
    [(r) => r.status, 'status'],
    [(r) => r.compareAtCents, 'compare_at_price'],
    [(r) => r.collections?.join(' '), 'collections'],
  ];
  for (const r of rest)
    for (const [value, column] of same)
      if (value(r) !== value(first))
        problems.add(
          r.row,
          column,
          `Rows of one product must agree: row ${first.row} has another ${column}`,
        );
  const sizes = new Map<string, number>();
  const withoutSize = group.rows.filter((r) => r.size === null);
  const sellable = (group.existing ? (variantsOf.get(group.existing.id) ?? []) : []).filter(
    (v) => v.hidden === 0,
  );
  if (withoutSize.length > 0 && (group.rows.length > 1 || sellable.length > 0))
    for (const r of withoutSize)
      problems.add(r.row, 'size', 'This product has sizes: give the size');
  for (const r of group.rows) {
    if (r.size === null) continue;
    const key = `${r.size}|${colourKey(r.colour)}`;
    const seen = sizes.get(key);
    if (seen !== undefined)
      problems.add(
        r.row,
        'size',
        `Size ${r.size}${r.colour ? ` in ${r.colour}` : ''} is also on row ${seen}`,
      );
    else sizes.set(key, r.row);
  }
  if (first.compareAtCents != null && !(first.compareAtCents > first.priceCents))
    problems.add(
      first.row,
      'compare_at_price',
      'The compare-at price must be greater than the price',
    );
  // A file carries no publish time: only a product already scheduled (with its time) may stay so.
  if (
    first.status === 'scheduled' &&
    !(group.existing?.status === 'scheduled' && group.existing.publish_at)
  )
    problems.add(
      first.row,
      'status',
      'Schedule a product in its form, where its publish time is set',
    );
  // A product may be saved without an image URL and get its photos later.
  const current = group.existing ? imagesOf.get(group.existing.id) : undefined;
  const fetched = urlsToFetch(first, current);
  const refused = fetched.map((url) => checkUrl(url)).find((reason) => reason !== null);
  if (refused) problems.add(first.row, 'image_urls', refused);
  const photos = group.existing ? (photoCounts.get(group.existing.id) ?? 0) : 0;
  if (photos + fetched.length > LIMITS.imagesMax)
    problems.add(first.row, 'image_urls', `A product can have at most ${LIMITS.imagesMax} photos`);
}

/** The image URLs of a product's row to download: https ones it does not show yet (a round trip fetches none). */
function urlsToFetch(first: Row, current: string | undefined): string[] {
  if (first.imageUrls === '' || first.imageUrls === current) return [];
  const have = new Set((current ?? '').split(' '));
  return [...new Set(first.imageUrls.split(' '))].filter(
    (url) => url !== '' && !url.startsWith('/') && !have.has(url),
  );
}

const NOT_AN_IMAGE_TEXT = 'This is not a JPEG, PNG or WebP image';

/** Downloads and converts each URL once, a few at a time; a failure is an `image_urls` error of its rows. */
async function downloadImages(
  publicFetcher: PublicFetcher,
  wanted: ReadonlyArray<{ row: number; url: string }>,
  problems: Problems,
): Promise<Map<string, ProcessedImage>> {
  const urls = [...new Set(wanted.map((w) => w.url))];
  const images = new Map<string, ProcessedImage>();
  const failed = new Map<string, string>();
  let next = 0;
  const convert = async (file: Buffer) => {
    // The same limit as uploads: conversions hold large decoded images.
    let release = await imageJobs.acquire();
    while (!release) release = await imageJobs.acquire();
    try {
      return await processImage(file);
    } finally {
      release();
    }
  };
  const worker = async () => {
    for (let url = urls[next++]; url !== undefined; url = urls[next++]) {
      try {
        images.set(url, await convert(await publicFetcher.fetch(url)));
      } catch (error) {
        if (error instanceof PublicFetchError) failed.set(url, `${url}: ${error.message}`);
        else if (error instanceof HttpError)
          failed.set(
            url,
            `${url}: ${error.code === 'UNSUPPORTED_IMAGE' ? NOT_AN_IMAGE_TEXT : error.message}`,
          );
        else throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(FETCH_CONCURRENCY, urls.length) }, worker));
  for (const w of wanted) {
    const reason = failed.get(w.url);
    if (reason !== undefined) problems.add(w.row, 'image_urls', reason);
  }
  return images;
}

interface Outcome {
  created: number;
  updated: number;
  unchanged: number;
}

/** The size an import row names: by SKU, else by size and colour among those on sale. */
function matchVariant(
  r: Row,
  variants: readonly ProductVariantRow[],
): ProductVariantRow | undefined {
  if (r.sku) {
    const bySku = variants.find((v) => v.sku === r.sku);
    if (bySku) return bySku;
  }
  return variants.find(
    (v) => v.hidden === 0 && v.size === r.size && v.colour_key === colourKey(r.colour) && !r.sku,
  );
}

function productChanges(
  group: Group,
  plan: Pick<Plan, 'imagesOf' | 'collectionsOf'>,
): {
  values: Record<string, string | number | null>;
  changes: Changes;
  /** The collections to set, or null when they stay. */
  collections: string[] | null;
} {
  const p = group.existing;
  const first = group.rows[0];
  if (!p || !first) return { values: {}, changes: {}, collections: null };
  const imagesNow = plan.imagesOf.get(p.id);
  const values: Record<string, string | number | null> = {};
  const changes: Changes = {};
  const compare = (column: string, now: string | number | null, next: string | number | null) => {
    if (now === next) return;
    values[column] = next;
    changes[column] = [now, next];
  };
  compare('name', p.name, first.name);
  compare('description', p.description, first.description);
  compare('category', p.category, first.category);
  compare('price_cents', p.price_cents, first.priceCents);
  // Photos stay as uploaded: only a product without photos takes a local path given.
  if (imagesNow === p.image_url && first.imageUrls !== imagesNow && first.imageUrl.startsWith('/'))
    compare('image_url', p.image_url, first.imageUrl);
  const downloads = urlsToFetch(first, imagesNow);
  if (downloads.length > 0) changes.photos_added = [null, downloads.join(' ')];
  if (first.status !== null && first.status !== p.status) {
    compare('status', p.status, first.status);
    if (first.status !== 'scheduled') compare('publish_at', p.publish_at, null);
  }
  if (first.compareAtCents !== undefined)
    compare('compare_at_price_cents', p.compare_at_price_cents, first.compareAtCents);
  let collections: string[] | null = null;
  const collectionsNow = plan.collectionsOf.get(p.id) ?? [];
  if (first.collections !== null && first.collections.join(' ') !== collectionsNow.join(' ')) {
    collections = first.collections;
    changes.collections = [collectionsNow.join(' '), first.collections.join(' ')];
  }
  return { values, changes, collections };
}

/** What a row would change of its size: its fields and stock. */
function variantChanges(r: Row, v: ProductVariantRow): Changes {
  const changes: Changes = {};
  if (v.size !== r.size) changes.size = [v.size, r.size];
  if (v.colour_key !== colourKey(r.colour)) changes.colour = [v.colour, r.colour];
  if (v.price_cents !== r.variantPriceCents)
    changes.price_cents = [v.price_cents, r.variantPriceCents];
  if (v.inventory !== r.inventory) changes.inventory = [v.inventory, r.inventory];
  if (v.hidden === 1) changes.hidden = [1, 0];
  return changes;
}

function countOutcome(plan: Plan): Outcome {
  const outcome: Outcome = { created: 0, updated: 0, unchanged: 0 };
  for (const group of plan.groups) {
    const p = group.existing;
    const productChanged =
      p !== null && Object.keys(productChanges(group, plan).changes).length > 0;
    const variants = p ? (plan.variantsOf.get(p.id) ?? []) : [];
    for (const r of group.rows) {
      if (!p) outcome.created += 1;
      else if (r.size === null)
        outcome[productChanged || p.inventory !== r.inventory ? 'updated' : 'unchanged'] += 1;
      else {
        const v = matchVariant(r, variants);
        if (!v) outcome.created += 1;
        else
          outcome[
            productChanged || Object.keys(variantChanges(r, v)).length > 0 ? 'updated' : 'unchanged'
          ] += 1;
      }
    }
  }
  return outcome;
}

function collectionIdsOf(slugs: readonly string[], plan: Plan): number[] {
  return slugs.flatMap((slug) => {
    const id = plan.collectionIds.get(slug);
    return id === undefined ? [] : [id];
  });
}

/** Writes one product's rows: the product, its sizes and their stock as `import` movements. */
async function writeGroup(
  trx: Executor,
  group: Group,
  plan: Plan,
  actor: AuditActor,
  now: string,
  reserved: Set<string>,
  downloaded: ReadonlyMap<string, ProcessedImage>,
): Promise<void> {
  const first = group.rows[0];
  if (!first) return;
  const downloads = urlsToFetch(
    first,
    group.existing ? plan.imagesOf.get(group.existing.id) : undefined,
  );
  const stock = { reason: 'import' as const, actor, note: 'CSV import', at: now };
  let productId: number;
  let changes: Changes;
  let bumped = false;
  if (!group.existing) {
    const row = await insertProduct(
      trx,
      {
        name: first.name,
        description: first.description,
        price_cents: first.priceCents,
        // Downloaded photos are its pictures; a local path (the shop's own artwork) is kept as given.
        image_url: first.imageUrl.startsWith('/') ? first.imageUrl : '',
        category: first.category,
        status: first.status ?? 'active',
        publish_at: null,
        compare_at_price_cents: first.compareAtCents ?? null,
      },
      now,
    );
    productId = row.id;
    bumped = true;
    changes = {
      name: [null, first.name],
      price: [null, first.priceCents / 100],
      status: [null, first.status ?? 'active'],
    };
    if (first.compareAtCents != null) changes.compare_at_price = [null, first.compareAtCents / 100];
    if (first.collections && first.collections.length > 0) {
      await setProductCollections(trx, productId, collectionIdsOf(first.collections, plan));
      changes.collections = [null, first.collections.join(' ')];
    }
  } else {
    productId = group.existing.id;
    if (!(await lockProductForEdit(trx, productId)))
      throw conflict('PRODUCT_NOT_FOUND', `Product ${productId} was deleted during the import`);
    const planned = productChanges(group, plan);
    changes = planned.changes;
    if (Object.keys(planned.values).length > 0 || planned.collections !== null) {
      await updateProduct(trx, productId, planned.values, now);
      bumped = true;
    }
    if (planned.collections !== null)
      await setProductCollections(trx, productId, collectionIdsOf(planned.collections, plan));
  }
  for (const url of downloads) {
    const image = downloaded.get(url);
    if (image) await appendImage(trx, productId, image, first.name);
  }
  if (!group.existing && downloads.length > 0) changes.photos_added = [null, downloads.join(' ')];
  const variants = plan.variantsOf.get(productId) ?? [];
  const counts: Array<{ variantId: number | null; label: string; inventory: number }> = [];
  for (const r of group.rows) {
    if (r.size === null) {
      counts.push({ variantId: null, label: 'inventory', inventory: r.inventory });
      continue;
    }
    const v = group.existing ? matchVariant(r, variants) : undefined;
    if (v) {
      const diff = variantChanges(r, v);
      delete diff.inventory;
      if (Object.keys(diff).length > 0) {
        await updateVariant(trx, v.id, {
          size: r.size,
          colour: r.colour,
          colour_key: colourKey(r.colour),
          price_cents: r.variantPriceCents,
          hidden: 0,
          updated_at: now,
        });
        for (const [k, change] of Object.entries(diff)) changes[`${v.sku} ${k}`] = change;
      }
      counts.push({ variantId: v.id, label: `${v.sku} inventory`, inventory: r.inventory });
    } else {
      const sku = r.sku ?? (await newVariantSku(trx, productId, r.size, r.colour, reserved));
      reserved.add(sku);
      const inserted = await insertVariant(trx, {
        product_id: productId,
        sku,
        size: r.size,
        colour: r.colour,
        colour_key: colourKey(r.colour),
        inventory: 0,
        price_cents: r.variantPriceCents,
        created_at: now,
        updated_at: now,
      });
      changes[`${sku} size`] = [null, r.size];
      counts.push({ variantId: inserted.id, label: `${sku} inventory`, inventory: r.inventory });
    }
  }
  // Sizes added or back from hidden count in the product's sum before their stock moves.
  if (counts.some((c) => c.variantId !== null)) await setInventoryToVariantSum(trx, productId);
  for (const count of counts) {
    const applied = await applyStockMovement(trx, {
      productId,
      variantId: count.variantId,
      set: count.inventory,
      versionBumped: bumped,
      ...stock,
    });
    bumped = true;
    if (applied?.movement)
      changes[count.label] = [applied.stockAfter - applied.movement.delta, applied.stockAfter];
  }
  if (Object.keys(changes).length === 0) return;
  await recordAudit(
    trx,
    actor,
    {
      action: group.existing ? 'product.update' : 'product.create',
      entity: 'product',
      entityId: productId,
      changes,
    },
    now,
  );
}

/**
 * A CSV import (API.md "Catalog operations"): every row checked first, then, unless it is a dry
 * run or any row has an error, everything written in one transaction (all or nothing).
 */
export async function importProducts(
  { db, photos, publicFetcher }: Pick<AppDeps, 'db' | 'photos' | 'publicFetcher'>,
  csv: Buffer,
  options: { dryRun: boolean; actor: AuditActor },
): Promise<ImportResult> {
  const problems = new Problems();
  const rows = readRows(csv, problems);
  const plan = await planImport(db, rows, problems, (url) => publicFetcher.check(url));
  const outcome = countOutcome(plan);
  const errors = problems.list.sort((a, b) => a.row - b.row);
  if (errors.length > 0) return { ...outcome, errors };
  if (options.dryRun || outcome.created + outcome.updated === 0) return { ...outcome, errors };
  // Downloads happen before the transaction (which they would hold open for seconds); any failure
  // is the row's error and nothing is written.
  const wanted = plan.groups.flatMap((g) => {
    const first = g.rows[0];
    if (!first) return [];
    const current = g.existing ? plan.imagesOf.get(g.existing.id) : undefined;
    return urlsToFetch(first, current).map((url) => ({ row: first.row, url }));
  });
  const downloaded = await downloadImages(publicFetcher, wanted, problems);
  if (problems.list.length > 0)
    return { ...outcome, errors: problems.list.sort((a, b) => a.row - b.row) };
  // Files first: a row never points at a file that is not there (an unused file is harmless).
  for (const image of downloaded.values()) await saveImageFiles(photos, image);
  try {
    await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const reserved = new Set<string>();
      // Existing products in id order (the order stock writers lock rows in), then new ones.
      const ordered = [...plan.groups].sort(
        (a, b) => (a.existing?.id ?? Infinity) - (b.existing?.id ?? Infinity),
      );
      for (const group of ordered)
        await writeGroup(trx, group, plan, options.actor, now, reserved, downloaded);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('SKU_TAKEN', 'A SKU in the file was taken meanwhile: run the import again');
    throw error;
  }
  return { ...outcome, errors };
}
