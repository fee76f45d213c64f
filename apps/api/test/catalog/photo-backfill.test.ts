import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Product, ProductImage } from '@mavazi/shared/catalog.schemas';
import { describe, expect, it } from 'vitest';
import { backfillPhotos } from '../../src/modules/catalog/photo-backfill';
import { createProduct } from '../helpers/fixtures';
import { bearer, createUsersOnce, setupTestApp } from '../helpers/test-app';
import { multipartForm, png } from './image-fixtures';

describe('copies missing from photos stored before them (npm run backfill-photos)', () => {
  const t = setupTestApp();
  const { admin } = createUsersOnce(t, { admin: { admin: true } });

  const upload = async (productId: number, data: Buffer) => {
    const form = multipartForm([
      { name: 'file', value: data, filename: 'p.png', type: 'image/png' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      headers: { ...form.headers, ...bearer(admin.token) },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json<ProductImage>();
  };
  const served = (file: string) => path.join(t.config.uploadsDir, 'products', file);
  const listed = async (productId: number) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?limit=100' });
    return res.json<Product[]>().find((p) => p.id === productId)?.image;
  };

  it('makes what is missing from the original, skips what is done, and the catalog shows it', async () => {
    const a = await createProduct(t.app, { name: 'Old photo kanga', inventory: 2 });
    const b = await createProduct(t.app, { name: 'New photo kanga', inventory: 2 });
    const old = await upload(a.id, await png(900, 600, '#884422'));
    const key = /([0-9a-f]{24})-640\.webp$/.exec(old.url)?.[1] ?? '';
    await upload(b.id, await png(700, 700, '#224488'));
    // As a photo stored before migration 027: no AVIF files, no placeholder.
    await t.app.db
      .updateTable('product_images')
      .set({ avif_widths: null, placeholder: null })
      .where('file_key', '=', key)
      .execute();
    for (const w of [320, 480, 640, 900]) rmSync(served(`${key}-${w}.avif`));
    t.app.readCache.clear();
    // Until then the shop shows WebP alone: `<picture>` falls back to the <img>.
    expect(await listed(a.id)).toMatchObject({ avif_srcset: null, placeholder: null });

    const result = await backfillPhotos(t.app.db, t.app.deps.photos);
    expect(result).toEqual({ done: 1, failed: 0, failures: [] });
    for (const w of [320, 480, 640, 900])
      expect(existsSync(served(`${key}-${w}.avif`)), `${w}`).toBe(true);
    t.app.readCache.clear();
    const image = await listed(a.id);
    expect(image?.avif_srcset).toBe(
      [320, 480, 640, 900].map((w) => `/uploads/products/${key}-${w}.avif ${w}w`).join(', '),
    );
    expect(image?.placeholder).toMatch(/^data:image\/webp;base64,/);
    const avif = await t.app.inject({ method: 'GET', url: `/uploads/products/${key}-640.avif` });
    expect(avif.headers['content-type']).toBe('image/avif');

    // A second run finds nothing to do.
    expect(await backfillPhotos(t.app.db, t.app.deps.photos)).toMatchObject({ done: 0, failed: 0 });
  });

  it('adds the phone widths (480, 960) to a photo stored before them, keeping the copies it has', async () => {
    const p = await createProduct(t.app, { name: 'Wide photo kanga', inventory: 2 });
    const photo = await upload(p.id, await png(1600, 1200, '#336699'));
    const key = /([0-9a-f]{24})-640\.webp$/.exec(photo.url)?.[1] ?? '';
    // As a photo stored when the pipeline made 320, 640 and 1280 only.
    await t.app.db
      .updateTable('product_images')
      .set({ widths: '320,640,1280', avif_widths: '320,640,1280' })
      .where('file_key', '=', key)
      .execute();
    for (const w of [480, 960]) {
      rmSync(served(`${key}-${w}.webp`));
      rmSync(served(`${key}-${w}.avif`));
    }
    const kept = statSync(served(`${key}-640.webp`)).mtimeMs;
    t.app.readCache.clear();
    expect((await listed(p.id))?.srcset).not.toContain('480w');

    expect(await backfillPhotos(t.app.db, t.app.deps.photos)).toEqual({
      done: 1,
      failed: 0,
      failures: [],
    });
    for (const w of [480, 960]) {
      expect(existsSync(served(`${key}-${w}.webp`)), `${w}`).toBe(true);
      expect(existsSync(served(`${key}-${w}.avif`)), `${w}`).toBe(true);
    }
    // Files are named by content: the copies it had are not written again.
    expect(statSync(served(`${key}-640.webp`)).mtimeMs).toBe(kept);
    t.app.readCache.clear();
    const image = await listed(p.id);
    const widths = [320, 480, 640, 960, 1280];
    expect(image?.srcset).toBe(
      widths.map((w) => `/uploads/products/${key}-${w}.webp ${w}w`).join(', '),
    );
    expect(image?.avif_srcset).toBe(
      widths.map((w) => `/uploads/products/${key}-${w}.avif ${w}w`).join(', '),
    );
    expect(await backfillPhotos(t.app.db, t.app.deps.photos)).toMatchObject({ done: 0, failed: 0 });
  });

  it('reports a photo whose original is gone and goes on with the others', async () => {
    const c = await createProduct(t.app, { name: 'Lost original', inventory: 1 });
    const d = await createProduct(t.app, { name: 'Kept original', inventory: 1 });
    const lost = await upload(c.id, await png(400, 400, '#aa0000'));
    const kept = await upload(d.id, await png(410, 400, '#00aa00'));
    const lostKey = /([0-9a-f]{24})-400\.webp$/.exec(lost.url)?.[1] ?? '';
    await t.app.db
      .updateTable('product_images')
      .set({ avif_widths: null, placeholder: null })
      .where('id', 'in', [lost.id, kept.id])
      .execute();
    rmSync(path.join(t.config.uploadsDir, 'originals', `${lostKey}.png`));
    const result = await backfillPhotos(t.app.db, t.app.deps.photos);
    expect(result.done).toBe(1);
    expect(result.failed).toBe(1);
    expect(result.failures[0]?.id).toBe(lost.id);
    const row = await t.app.db
      .selectFrom('product_images')
      .select(['widths', 'avif_widths', 'placeholder'])
      .where('id', '=', kept.id)
      .executeTakeFirstOrThrow();
    expect(row.avif_widths).toBe('320,410');
    expect(row.widths).toBe('320,410');
    expect(row.placeholder).toMatch(/^data:image\/webp;base64,/);
  });
});
