import type { FastifyInstance } from 'fastify';
import type { ProductInput } from '@mavazi/shared/catalog.schemas';
import type { UserRow } from '../../src/db/schema';
import { ensureAdmin } from '../../src/modules/users/admin-bootstrap';
import { findUserByUsername } from '../../src/modules/users/users.repository';

let counter = 0;

export interface SignedIn {
  user: UserRow;
  token: string;
}

/** A shopper inserted directly, with a token from the app's own signer (independent of the auth routes). */
export async function createShopper(app: FastifyInstance, username?: string): Promise<SignedIn> {
  counter += 1;
  const name = username ?? `buyer${process.pid}x${counter}`;
  const now = new Date().toISOString();
  const user = await app.db
    .insertInto('users')
    .values({
      username: name,
      email: `${name.toLowerCase()}@example.com`,
      password_hash: 'not-used-in-catalog-tests',
      phone_number: null,
      image_url: null,
      is_admin: 0,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user, token: app.issueAccessToken(user, 'shop') };
}

export async function createAdmin(app: FastifyInstance): Promise<SignedIn> {
  counter += 1;
  const username = `boss${process.pid}x${counter}`;
  await ensureAdmin(app.db, {
    username,
    email: `${username}@example.com`,
    password: 'admin-password-123',
  });
  const user = await findUserByUsername(app.db, username);
  if (!user) throw new Error('admin was not created');
  return { user, token: app.issueAccessToken(user, 'admin') };
}

export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  counter += 1;
  return {
    name: `Test Shirt ${counter}`,
    description: 'A cotton shirt for tests.',
    price: 1499.5,
    imageUrl: '/images/products/kitenge-shirt.svg',
    category: 'Men',
    inventory: 10,
    ...overrides,
  };
}

/** Adds a product straight into the table and returns its id. */
export async function insertProductRow(
  app: FastifyInstance,
  overrides: Partial<ProductInput> = {},
): Promise<number> {
  const input = productInput(overrides);
  const now = new Date().toISOString();
  const row = await app.db
    .insertInto('products')
    .values({
      name: input.name,
      description: input.description,
      price_cents: Math.round(input.price * 100),
      image_url: input.imageUrl,
      category: input.category,
      inventory: input.inventory,
      deleted_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A review with a chosen timestamp, so "newest first" can be checked without waiting. */
export async function insertReviewRow(
  app: FastifyInstance,
  values: { productId: number; user: UserRow; rating: number; comment: string; createdAt: string },
): Promise<number> {
  const row = await app.db
    .insertInto('reviews')
    .values({
      product_id: values.productId,
      user_id: values.user.id,
      author: values.user.username,
      rating: values.rating,
      comment: values.comment,
      created_at: values.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
