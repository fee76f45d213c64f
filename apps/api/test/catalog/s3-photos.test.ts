import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProductImage, ProductWithReviews } from '@mavazi/shared/catalog.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config';
import { seedDemoIfEmpty } from '../../src/seed/seed-demo';
import { IMAGE_WIDTHS } from '../../src/modules/catalog/image-pipeline';
import { copyPhotos } from '../../src/modules/catalog/photo-migration';
import { LocalPhotoStorage, type PhotoStorage } from '../../src/modules/catalog/photo-storage';
import { S3PhotoStorage } from '../../src/modules/catalog/s3-photo-storage';
import { createProduct } from '../helpers/fixtures';
import { startLocalS3, type LocalS3 } from '../helpers/local-s3';
import { bearer, createTestApp, createUser, type TestApp } from '../helpers/test-app';
import { jpegWithLocation, multipartForm } from './image-fixtures';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The bucket as the shop sees it through the same client module. */
function bucketOf(s3: LocalS3): S3PhotoStorage {
  const config = parseConfig({ ...s3.env, NODE_ENV: 'test' }, { server: false });
  if (config.storage.kind !== 's3') throw new Error('not an S3 configuration');
  return new S3PhotoStorage(config.storage);
}

describe('product photos in S3-compatible object storage (STORAGE=s3)', () => {
  let s3: LocalS3;
  let t: TestApp;
  let bucket: PhotoStorage;
  let adminToken: string;

  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await createTestApp(s3.env);
    bucket = bucketOf(s3);
    adminToken = (await createUser(t.app, { admin: true })).token;
  });
  afterAll(async () => {
    bucket?.close();
    await t?.close();
    await s3?.stop();
  });

  const upload = async (productId: number, data: Buffer) => {
    const form = multipartForm([
      { name: 'alt', value: 'Kitenge dress' },
      { name: 'file', value: data, filename: 'dress.jpg', type: 'image/jpeg' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      headers: { ...form.headers, ...bearer(adminToken) },
      payload: form.payload,
    });
  };

  it('stores the copies public and immutable in the bucket, the original private, and nothing on disk', async () => {
    const publicBase = `${s3.endpoint}/${s3.bucket}/products`;
    const product = await createProduct(t.app, { inventory: 2 });
    const original = await jpegWithLocation(1600, 1200);
    const res = await upload(product.id, original);
    expect(res.statusCode).toBe(201);
    const image = res.json<ProductImage>();
    const key = image.url.slice(`${publicBase}/`.length, -'-640.webp'.length);
    expect(key).toMatch(/^[0-9a-f]{24}$/);
    expect(image.srcset).toBe(
      IMAGE_WIDTHS.map((w) => `${publicBase}/${key}-${w}.webp ${w}w`).join(', '),
    );
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` })
    ).json<ProductWithReviews>();
    expect(detail.imageUrl).toBe(image.url);

    // Fetched as a browser would, without credentials, from the bucket's public address.
    for (const width of IMAGE_WIDTHS) {
      const served = await fetch(`${publicBase}/${key}-${width}.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe(IMMUTABLE);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.includes('Nairobi Studio')).toBe(false);
    }
    expect((await bucket.get('originals', `${key}.jpg`)).equals(original)).toBe(true);
    const originalHead = await fetch(`${s3.endpoint}/${s3.bucket}/originals/${key}.jpg`, {
      method: 'HEAD',
    });
    expect(originalHead.headers.get('cache-control')).toBe('private, no-store');
    // The shop itself serves no photo files and wrote none.
    expect(existsSync(path.join(t.config.uploadsDir, 'products'))).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: `/uploads/products/${key}-640.webp` })).statusCode,
    ).toBe(404);

    // The last product using the photo lets it go: its objects leave the bucket.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}/images/${image.id}`,
      headers: bearer(adminToken),
    });
    expect(removed.statusCode).toBe(200);
    expect(await bucket.has('products', `${key}-640.webp`)).toBe(false);
    expect(await bucket.has('originals', `${key}.jpg`)).toBe(false);
  });

  it('keeps a hostile upload out of the bucket', async () => {
    const product = await createProduct(t.app, { inventory: 2 });
    const before = await bucket.list('products');
    const res = await upload(product.id, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_IMAGE' });
    expect(await bucket.list('products')).toEqual(before);
  });

  it('copies local photos into the bucket and, run again, skips what is already there', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mavazi-uploads-'));
    try {
      const local = new LocalPhotoStorage(dir);
      await local.put('products', 'aaaa-320.webp', Buffer.from('copy 320'));
      await local.put('products', 'aaaa-640.webp', Buffer.from('copy 640'));
      await local.put('originals', 'aaaa.png', Buffer.from('original'));
      // An earlier run that stopped after one file.
      await bucket.put('products', 'aaaa-320.webp', Buffer.from('copy 320'), 'image/webp');

      expect(await copyPhotos(local, bucket)).toEqual({ copied: 2, skipped: 1 });
      expect((await bucket.get('products', 'aaaa-640.webp')).toString()).toBe('copy 640');
      expect((await bucket.get('originals', 'aaaa.png')).toString()).toBe('original');
      const served = await fetch(`${s3.endpoint}/${s3.bucket}/products/aaaa-640.webp`);
      expect(served.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await copyPhotos(local, bucket)).toEqual({ copied: 0, skipped: 3 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // The seed renders all the demo artwork: once is enough (the SQLite run).
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "puts the demo seed's photos in the bucket",
    async () => {
      const fresh = await createTestApp(s3.env);
      try {
        expect(await seedDemoIfEmpty(fresh.app.deps)).toBe(true);
        const res = await fresh.app.inject({ method: 'GET', url: '/api/products?limit=100' });
        const products = res.json<Array<{ imageUrl: string }>>();
        const inBucket = products.filter((p) =>
          p.imageUrl.startsWith(`${s3.endpoint}/${s3.bucket}/products/`),
        );
        expect(inBucket.length).toBeGreaterThan(40);
        const first = inBucket[0]?.imageUrl ?? '';
        expect((await fetch(first)).status).toBe(200);
      } finally {
        await fresh.close();
      }
    },
    120_000,
  );
});
