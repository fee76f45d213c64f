import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { PRODUCT_CSV_COLUMNS } from '@mavazi/shared/catalog-ops.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicFetcher, type PublicFetcher } from '../../src/lib/public-fetch';
import {
  startHttpsImageServer,
  TEST_IMAGE_BYTES_MAX,
  type HttpsImageServer,
} from '../helpers/https-image-server';
import { bearer, countRows, createUser, setupTestApp, type SuiteApp } from '../helpers/test-app';
import { multipartForm } from './image-fixtures';

type Row = Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>;

const blank: Row = {
  product_id: '',
  name: 'Imported kitenge dress',
  description: 'Wax print cotton',
  category: 'Women',
  collections: '',
  status: 'active',
  price: '2500.00',
  compare_at_price: '',
  sku: '',
  size: '',
  colour: '',
  variant_price: '',
  inventory: '4',
  image_urls: '',
};

const toCsv = (rows: Row[]) =>
  '\uFEFF' + stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS] });

function importCsv(t: SuiteApp, token: string, rows: Row[], dryRun: boolean) {
  const body = multipartForm([
    { name: 'file', value: toCsv(rows), filename: 'products.csv', type: 'text/csv' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?dry_run=${dryRun}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

type Answer = {
  created: number;
  updated: number;
  errors: Array<{ row: number; column: string; message: string }>;
};

// Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (npm run test:pg).
describe('CSV import: image_urls with the shop fetcher (public addresses only)', () => {
  const t = setupTestApp();

  it('refuses http, private and loopback addresses in the dry run and the import, writing nothing', async () => {
    const admin = await createUser(t.app, { role: 'manager' });
    const urls = [
      'http://cdn.example.com/a.jpg',
      'https://127.0.0.1/a.jpg',
      'https://10.1.2.3/a.jpg',
      'https://[::1]/a.jpg',
      'https://192.168.0.10/a.jpg',
      'https://169.254.169.254/latest/meta-data',
    ];
    const rows = urls.map((url, i) => ({ ...blank, name: `Refused ${i}`, image_urls: url }));
    const products = await countRows(t.app, 'products');
    for (const dryRun of [true, false]) {
      const res = await importCsv(t, admin.token, rows, dryRun);
      expect(res.statusCode).toBe(200);
      const body = res.json<Answer>();
      expect(body.errors.map((e) => [e.row, e.column, e.message])).toEqual([
        [2, 'image_urls', 'Image URLs must start with https://'],
        ...[3, 4, 5, 6, 7].map((row) => [
          row,
          'image_urls',
          'This address is not on the public internet',
        ]),
      ]);
    }
    expect(await countRows(t.app, 'products')).toBe(products);
  });

  it('refuses a host name resolving to loopback when it connects, writing nothing', async () => {
    const admin = await createUser(t.app, { role: 'manager' });
    const rows = [{ ...blank, name: 'Localhost dress', image_urls: 'https://localhost:9/a.jpg' }];
    // The name passes the dry run (it is resolved only when downloading).
    expect((await importCsv(t, admin.token, rows, true)).json<Answer>().errors).toEqual([]);
    const products = await countRows(t.app, 'products');
    const res = await importCsv(t, admin.token, rows, false);
    expect(res.json<Answer>()).toMatchObject({
      errors: [
        {
          row: 2,
          column: 'image_urls',
          message: 'https://localhost:9/a.jpg: This address is not on the public internet',
        },
      ],
    });
    expect(await countRows(t.app, 'products')).toBe(products);
  });
});

describe('CSV import: image_urls downloaded into the photo pipeline', () => {
  let server: HttpsImageServer;
  let fetcher: PublicFetcher | undefined;
  const started = () => {
    if (!fetcher) throw new Error('the server is not up');
    return fetcher;
  };
  // Test-only: the shop's fetcher admitting the local server's 127.0.0.1 and trusting its certificate.
  const t = setupTestApp(
    {},
    {
      publicFetcher: {
        check: (url) => started().check(url),
        fetch: (url) => started().fetch(url),
      },
    },
  );
  beforeAll(async () => {
    server = await startHttpsImageServer();
    fetcher = createPublicFetcher({
      allowAddress: (address) => address === '127.0.0.1',
      ca: server.cert,
      maxBytes: TEST_IMAGE_BYTES_MAX,
      // Generous: on a machine busy with other suites a TLS download of 64 KB can take over a second.
      timeoutMs: 5000,
    });
  });
  afterAll(() => server.close());

  it('downloads, converts and stores the photos; exporting and importing again fetches nothing', async () => {
    const admin = await createUser(t.app, { role: 'manager' });
    const url = `${server.base}/ok.png`;
    const rows = [
      {
        ...blank,
        name: 'Fetched dress',
        sku: 'FETCH-S',
        size: 'S',
        image_urls: `${url} ${server.base}/redirect?to=/ok.png`,
      },
      {
        ...blank,
        name: 'Fetched dress',
        sku: 'FETCH-M',
        size: 'M',
        image_urls: `${url} ${server.base}/redirect?to=/ok.png`,
      },
    ];
    const dry = await importCsv(t, admin.token, rows, true);
    expect(dry.json()).toEqual({ created: 2, updated: 0, unchanged: 0, errors: [] });
    expect(server.requests).toEqual([]);

    const res = await importCsv(t, admin.token, rows, false);
    expect(res.json()).toEqual({ created: 2, updated: 0, unchanged: 0, errors: [] });
    const product = await t.app.db
      .selectFrom('products')
      .selectAll()
      .where('name', '=', 'Fetched dress')
      .executeTakeFirstOrThrow();
    expect(product.image_url).toBe('');
    const images = await t.app.db
      .selectFrom('product_images')
      .selectAll()
      .where('product_id', '=', product.id)
      .orderBy('position')
      .execute();
    expect(images.map((i) => [i.position, i.original_format, i.width, i.alt])).toEqual([
      [0, 'png', 400, 'Fetched dress'],
      [1, 'png', 400, 'Fetched dress'],
    ]);
    const shown = await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` });
    expect(shown.json<{ imageUrl: string }>().imageUrl).toMatch(/^\/uploads\/products\/.+\.webp$/);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('changes')
      .where('entity', '=', 'product')
      .where('entity_id', '=', String(product.id))
      .execute();
    expect(JSON.stringify(audit)).toContain('photos_added');

    const requests = server.requests.length;
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv',
      headers: bearer(admin.token),
    });
    const again = (parse(exported.body, { bom: true, columns: true }) as Row[]).filter(
      (r) => r.name === 'Fetched dress',
    );
    expect(again[0]?.image_urls.split(' ')).toHaveLength(2);
    const roundTrip = await importCsv(t, admin.token, again, false);
    expect(roundTrip.json()).toEqual({ created: 0, updated: 0, unchanged: 2, errors: [] });
    expect(server.requests.length).toBe(requests);
  });

  it('adds a downloaded photo to an existing product', async () => {
    const admin = await createUser(t.app, { role: 'manager' });
    await importCsv(t, admin.token, [{ ...blank, name: 'Plain kikoi' }], false);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv',
      headers: bearer(admin.token),
    });
    const [row] = (parse(exported.body, { bom: true, columns: true }) as Row[]).filter(
      (r) => r.name === 'Plain kikoi',
    );
    const res = await importCsv(
      t,
      admin.token,
      [{ ...row!, image_urls: `${server.base}/ok.png` }],
      false,
    );
    expect(res.json()).toEqual({ created: 0, updated: 1, unchanged: 0, errors: [] });
    expect(
      await t.app.db
        .selectFrom('product_images')
        .select('id')
        .where('product_id', '=', Number(row!.product_id))
        .execute(),
    ).toHaveLength(1);
  });

  it('a URL that fails (not an image, too large, too slow, 404, redirected to a private address) is its row error and nothing is written', async () => {
    const admin = await createUser(t.app, { role: 'manager' });
    const cases: Array<[string, string]> = [
      ['/text.txt', 'This is not a JPEG, PNG or WebP image'],
      ['/big.bin', 'The file is larger than 64 KB'],
      ['/big-chunked.bin', 'The file is larger than 64 KB'],
      ['/slow', 'The download took longer than 5 seconds'],
      ['/missing', 'The address answered HTTP 404'],
      [
        `/redirect?to=${encodeURIComponent('https://10.0.0.1/a.png')}`,
        'Redirected: This address is not on the public internet',
      ],
      [
        `/redirect?to=${encodeURIComponent('https://[::1]/a.png')}`,
        'Redirected: This address is not on the public internet',
      ],
    ];
    const rows = [
      { ...blank, name: 'Good one', image_urls: `${server.base}/ok.png` },
      ...cases.map(([path], i) => ({
        ...blank,
        name: `Bad ${i}`,
        image_urls: `${server.base}${path}`,
      })),
    ];
    const products = await countRows(t.app, 'products');
    const images = await countRows(t.app, 'product_images');
    const res = await importCsv(t, admin.token, rows, false);
    expect(res.statusCode).toBe(200);
    expect(res.json<Answer>().errors).toEqual(
      cases.map(([path, message], i) => ({
        row: i + 3,
        column: 'image_urls',
        message: `${server.base}${path}: ${message}`,
      })),
    );
    expect(await countRows(t.app, 'products')).toBe(products);
    expect(await countRows(t.app, 'product_images')).toBe(images);
  });
});
