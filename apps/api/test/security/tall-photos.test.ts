import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageJobs } from '../../src/modules/catalog/images.service';
import { multipartForm, png } from '../catalog/image-fixtures';
import { createProduct } from '../helpers/fixtures';
import { bearer, createUsersOnce, setupTestApp } from '../helpers/test-app';

// Issue 22 item 7: a small file with huge or absurd dimensions must be refused from its header, and
// photo conversions must not pile up.

describe('photo uploads that would stall the shop', () => {
  const t = setupTestApp();
  const { admin } = createUsersOnce(t, { admin: { admin: true } });
  let productId: number;
  let tall: Buffer;

  beforeAll(async () => {
    productId = (await createProduct(t.app, { name: 'Photo target' })).id;
    // 1,280 x 31,000 px of one colour: under the pixel limit, about 100 KB as PNG.
    tall = await sharp({
      create: { width: 1280, height: 31_000, channels: 3, background: '#1f6f5c' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
  });

  const upload = (file: Buffer) => {
    const form = multipartForm([
      { name: 'file', filename: 'photo.png', type: 'image/png', value: file },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      headers: { ...form.headers, ...bearer(admin.token) },
      payload: form.payload,
    });
  };

  it('refuses a 1280 x 31000 PNG by its dimensions, with nothing stored', async () => {
    expect(tall.length).toBeLessThan(1024 * 1024);
    const res = await upload(tall);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    expect(res.json().error).toContain('8000 pixels on a side');
    const wide = await upload(await png(4100, 1000));
    expect(wide.statusCode).toBe(400);
    const stored = await t.app.db
      .selectFrom('product_images')
      .select('id')
      .where('product_id', '=', productId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('takes a photo of ordinary shape', async () => {
    expect((await upload(await png(900, 1200))).statusCode).toBe(201);
  });

  it('answers 503 with Retry-After while every image slot stays busy', async () => {
    const held = await Promise.all(
      Array.from({ length: imageJobs.max }, () => imageJobs.acquire()),
    );
    try {
      const res = await upload(await png(600, 800));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      for (const release of held) release?.();
    }
    expect((await upload(await png(600, 800, '#aa3300'))).statusCode).toBe(201);
  });
});
