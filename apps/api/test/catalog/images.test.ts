import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ProductImage, ProductWithReviews } from '@mavazi/shared/catalog.schemas';
import type { Order } from '@mavazi/shared/orders.schemas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkoutBody, createProduct, postCheckout, productInput } from '../helpers/fixtures';
import { bearer, createUser, createUsersOnce, setupTestApp } from '../helpers/test-app';
import { jpegWithLocation, multipartForm, png, pngBomb, type FormPart } from './image-fixtures';

describe('product photos', () => {
  const t = setupTestApp();
  const { admin, shopper } = createUsersOnce(t, { admin: { admin: true }, shopper: {} });

  const uploads = () => t.config.uploadsDir;
  const servedFiles = () => readdirSync(path.join(uploads(), 'products')).sort();
  const upload = (productId: number, parts: FormPart[], token: string | null = admin.token) => {
    const form = multipartForm(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      headers: { ...form.headers, ...(token ? bearer(token) : {}) },
      payload: form.payload,
    });
  };
  const photo = (data: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): FormPart => ({
    name: 'file',
    value: data,
    filename,
    type,
  });
  const detail = async (productId: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/product/${productId}` })
    ).json<ProductWithReviews>();
  const imageRows = async (productId: number) =>
    t.app.db.selectFrom('product_images').selectAll().where('product_id', '=', productId).execute();

  // A phone's card (480) and gallery (960) widths between the desktop's.
  const WIDTHS = [320, 480, 640, 960, 1280];

  it('stores a JPEG as WebP at 320, 480, 640, 960 and 1280 px without its EXIF and GPS, keeping the original unserved', async () => {
    const product = await createProduct(t.app, { price: 2500, inventory: 3 });
    const original = await jpegWithLocation(2000, 1500);
    const res = await upload(product.id, [
      { name: 'alt', value: 'Red kitenge shirt, front' },
      photo(original),
    ]);
    expect(res.statusCode).toBe(201);
    const image = res.json<ProductImage>();
    const key = /\/uploads\/products\/([0-9a-f]{24})-640\.webp$/.exec(image.url)?.[1] ?? '';
    expect(key).not.toBe('');
    expect(image).toEqual({
      id: expect.any(Number),
      url: `/uploads/products/${key}-640.webp`,
      srcset: WIDTHS.map((w) => `/uploads/products/${key}-${w}.webp ${w}w`).join(', '),
      avif_srcset: WIDTHS.map((w) => `/uploads/products/${key}-${w}.avif ${w}w`).join(', '),
      placeholder: expect.stringMatching(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/),
      alt: 'Red kitenge shirt, front',
      width: 1280,
      height: 960,
      colour: null,
    });

    const body = await detail(product.id);
    expect(body.images).toEqual([image]);
    expect(body.image).toEqual(image);
    expect(body.imageUrl).toBe(image.url);

    for (const width of WIDTHS) {
      const served = await t.app.inject({
        method: 'GET',
        url: `/uploads/products/${key}-${width}.webp`,
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes('Nairobi Studio')).toBe(false);
      const avif = await t.app.inject({
        method: 'GET',
        url: `/uploads/products/${key}-${width}.avif`,
      });
      expect(avif.statusCode).toBe(200);
      expect(avif.headers['content-type']).toBe('image/avif');
      const avifMeta = await sharp(avif.rawPayload).metadata();
      expect(avifMeta).toMatchObject({ format: 'heif', width, height: (width * 3) / 4 });
      expect(avifMeta.exif).toBeUndefined();
    }
    // The placeholder is tiny: inline in every list without weighing it down.
    const tiny = Buffer.from(image.placeholder!.split(',')[1]!, 'base64');
    expect(tiny.length).toBeLessThan(600);
    expect(await sharp(tiny).metadata()).toMatchObject({ format: 'webp', width: 20, height: 15 });

    // The original is kept (for new sizes later) but never served: it still holds the location.
    const kept = path.join(uploads(), 'originals', `${key}.jpg`);
    expect(readFileSync(kept).equals(original)).toBe(true);
    for (const url of [
      `/uploads/originals/${key}.jpg`,
      `/uploads/products/../originals/${key}.jpg`,
      `/uploads/products/%2e%2e/originals/${key}.jpg`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/image/);
    }

    expect(statSync(uploads()).mode & 0o777).toBe(0o700);
    for (const dir of ['products', 'originals']) {
      expect(statSync(path.join(uploads(), dir)).mode & 0o777, dir).toBe(0o700);
    }
    for (const file of [`products/${key}-320.webp`, `originals/${key}.jpg`]) {
      expect(statSync(path.join(uploads(), file)).mode & 0o777, file).toBe(0o600);
    }
  });

  it('never enlarges a small PNG, names files by their content, and shares them between products', async () => {
    const a = await createProduct(t.app, { price: 100, inventory: 1 });
    const b = await createProduct(t.app, { price: 100, inventory: 1 });
    const small = await png(500, 400);
    const first = (await upload(a.id, [photo(small, 'x.png', 'image/png')])).json<ProductImage>();
    expect(first).toMatchObject({ width: 500, height: 400, alt: '' });
    expect(first.srcset).toMatch(/-320\.webp 320w, .*-500\.webp 500w$/);
    expect(first.url).toMatch(/-500\.webp$/);

    const again = (
      await upload(b.id, [photo(small, 'renamed.png', 'image/png')])
    ).json<ProductImage>();
    expect(again.url).toBe(first.url);
    expect(again.id).not.toBe(first.id);
    const other = (
      await upload(b.id, [photo(await png(500, 400, '#123456'), 'x.png', 'image/png')])
    ).json<ProductImage>();
    expect(other.url).not.toBe(first.url);

    const file = path.join(uploads(), 'products', path.basename(first.url));
    const remove = (productId: number, imageId: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/products/${productId}/images/${imageId}`,
        headers: bearer(admin.token),
      });
    expect((await remove(a.id, first.id)).statusCode).toBe(200);
    expect(existsSync(file)).toBe(true);
    expect((await remove(b.id, again.id)).statusCode).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect((await remove(b.id, again.id)).statusCode).toBe(404);
  });

  it('refuses what is not a JPEG, PNG or WebP photo, whatever its name, and stores nothing', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 1 });
    const before = servedFiles();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
      '<script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>';
    const cases: Array<[string, FormPart]> = [
      ['text named .jpg', photo(Buffer.from('hello, I am not a photo'), 'shirt.jpg')],
      ['svg with a script', photo(Buffer.from(svg), 'shirt.svg', 'image/svg+xml')],
      ['svg named .png', photo(Buffer.from(svg), 'shirt.png', 'image/png')],
      [
        'html',
        photo(Buffer.from('<html><script>alert(1)</script></html>'), 'a.webp', 'image/webp'),
      ],
      [
        'gif',
        photo(
          await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
          'a.gif',
          'image/gif',
        ),
      ],
      ['a truncated JPEG', photo((await jpegWithLocation(800, 600)).subarray(0, 600))],
    ];
    for (const [what, part] of cases) {
      const res = await upload(product.id, [part]);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().code, what).toBe('UNSUPPORTED_IMAGE');
    }
    expect(await imageRows(product.id)).toEqual([]);
    expect(servedFiles()).toEqual(before);
  });

  it('refuses a file over 8 MB with 413 and a decompression bomb before decoding it', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 1 });
    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(8 * 1024 * 1024)]);
    const tooBig = await upload(product.id, [photo(huge, 'big.png', 'image/png')]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      error: 'Photos can be at most 8 MB',
      code: 'PAYLOAD_TOO_LARGE',
    });

    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const res = await upload(product.id, [photo(bomb, 'bomb.png', 'image/png')]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Photos can have at most 40 megapixels',
      code: 'IMAGE_TOO_LARGE',
    });
    expect(await imageRows(product.id)).toEqual([]);
  });

  it('refuses a request that is not a proper upload', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 1 });
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/images`,
      headers: bearer(admin.token),
      payload: { file: 'aGVsbG8=' },
    });
    expect(json.statusCode).toBe(415);
    const noFile = await upload(product.id, [{ name: 'alt', value: 'just text' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().details).toHaveProperty('file');
    const longAlt = await upload(product.id, [
      { name: 'alt', value: 'x'.repeat(201) },
      photo(await png(10, 10)),
    ]);
    expect(longAlt.statusCode).toBe(400);
    expect(longAlt.json().details).toHaveProperty('alt');
    const twoFiles = await upload(product.id, [photo(await png(10, 10)), photo(await png(12, 12))]);
    expect(twoFiles.statusCode).toBe(413);
    const missing = await upload(999_999, [photo(await png(10, 10))]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('PRODUCT_NOT_FOUND');
    expect(await imageRows(product.id)).toEqual([]);
  });

  it('reorders photos (the first is the picture), edits alt text and falls back to the given URL', async () => {
    const product = await createProduct(t.app, {
      price: 100,
      inventory: 1,
      imageUrl: '/images/products/kanzu.svg',
    });
    const ids: number[] = [];
    for (const colour of ['#111111', '#222222', '#333333']) {
      const res = await upload(product.id, [
        photo(await png(40, 40, colour), 'p.png', 'image/png'),
      ]);
      ids.push(res.json<ProductImage>().id);
    }
    const [a, b, c] = ids as [number, number, number];
    const order = (payload: unknown, productId = product.id) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${productId}/images/order`,
        headers: bearer(admin.token),
        payload: payload as object,
      });
    const res = await order({ ids: [c, a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json<ProductImage[]>().map((i) => i.id)).toEqual([c, a, b]);
    const body = await detail(product.id);
    expect(body.images.map((i) => i.id)).toEqual([c, a, b]);
    expect(body.imageUrl).toBe(body.images[0]?.url);

    const other = await createProduct(t.app, { price: 100, inventory: 1 });
    for (const wrong of [
      { ids: [c, a] },
      { ids: [c, a, a] },
      { ids: [c, a, b, 999] },
      { ids: [] },
      { ids: ['1'] },
    ]) {
      const bad = await order(wrong);
      expect(bad.statusCode, JSON.stringify(wrong)).toBe(400);
    }
    expect((await order({ ids: [c, a, b] }, other.id)).statusCode).toBe(400);
    expect((await detail(product.id)).images.map((i) => i.id)).toEqual([c, a, b]);

    const alt = (imageId: number, payload: unknown, productId = product.id) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${productId}/images/${imageId}`,
        headers: bearer(admin.token),
        payload: payload as object,
      });
    const changed = await alt(a, { alt: '  Back view  ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<ProductImage>()).toMatchObject({ id: a, alt: 'Back view' });
    expect((await alt(a, { alt: 'x' }, other.id)).statusCode).toBe(404);
    expect((await alt(a, { alt: 'x'.repeat(201) })).statusCode).toBe(400);

    // The admin form sends the first photo's URL back as imageUrl: the URL given before is kept.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: bearer(admin.token),
      payload: { ...productInput({ price: 100, inventory: 1 }), imageUrl: body.imageUrl },
    });
    expect(saved.json<ProductWithReviews>().imageUrl).toBe(body.imageUrl);

    for (const id of ids) {
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/products/${product.id}/images/${id}`,
        headers: bearer(admin.token),
      });
      expect(removed.statusCode).toBe(200);
    }
    const bare = await detail(product.id);
    expect(bare).toMatchObject({ images: [], image: null, imageUrl: '/images/products/kanzu.svg' });
  });

  it('keeps at most 12 photos per product', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 1 });
    const tiny = await png(8, 8);
    for (let i = 0; i < 12; i += 1) {
      expect((await upload(product.id, [photo(tiny, 't.png', 'image/png')])).statusCode).toBe(201);
    }
    const res = await upload(product.id, [photo(tiny, 't.png', 'image/png')]);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TOO_MANY_IMAGES');
    expect(await imageRows(product.id)).toHaveLength(12);
  });

  it('lets only admins change photos, refusing others before reading the upload', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 1 });
    const image = (await upload(product.id, [photo(await png(20, 20))])).json<ProductImage>();
    const part = photo(await png(30, 30));
    expect((await upload(product.id, [part], null)).statusCode).toBe(401);
    expect((await upload(product.id, [part], shopper.token)).statusCode).toBe(403);
    const calls = [
      { method: 'PUT' as const, url: `/images/order`, payload: { ids: [image.id] } },
      { method: 'PUT' as const, url: `/images/${image.id}`, payload: { alt: 'x' } },
      { method: 'DELETE' as const, url: `/images/${image.id}`, payload: undefined },
    ];
    for (const call of calls) {
      for (const [token, status] of [
        [undefined, 401],
        [shopper.token, 403],
      ] as const) {
        const res = await t.app.inject({
          method: call.method,
          url: `/api/admin/products/${product.id}${call.url}`,
          headers: token ? bearer(token) : {},
          ...(call.payload ? { payload: call.payload } : {}),
        });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(status);
      }
    }
    expect((await imageRows(product.id)).map((r) => r.alt)).toEqual(['']);
  });

  it("keeps the product's picture on the order line, as it was at checkout", async () => {
    const product = await createProduct(t.app, { price: 350, inventory: 5 });
    const image = (await upload(product.id, [photo(await png(700, 700))])).json<ProductImage>();
    const buyer = await createUser(t.app);
    const res = await postCheckout(
      t.app,
      buyer.token,
      checkoutBody([{ product_id: product.id, quantity: 1, price: 350 }], 350),
    );
    expect(res.statusCode).toBe(201);
    const [line] = res.json<{ order: Order }>().order.items;
    expect(line?.image_url).toBe(image.srcset.split(' ')[0]);
    expect(line?.image_url).toMatch(/-320\.webp$/);
  });
});
