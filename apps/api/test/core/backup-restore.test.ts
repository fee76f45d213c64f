import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { runApiProcess } from '../helpers/run-process';
import {
  callShop,
  killShopProcess,
  startShopProcess,
  stopShopProcess,
  type ShopProcess,
} from '../helpers/shop-process';

// SQLite only: the same commands on PostgreSQL (pg_dump and pg_restore) have their own test,
// backup-restore-postgres.test.ts.

const ADMIN = {
  username: 'backupadmin',
  email: 'backupadmin@example.com',
  password: 'backup-pass-1',
};

/** Runs `npm run backup` or `npm run restore` (the same script, without npm's start-up) on `dataDir`. */
function runScript(script: 'backup' | 'restore', dataDir: string, args: string[] = []) {
  return runApiProcess(`src/scripts/${script}.ts`, args, { DATA_DIR: dataDir });
}

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

function readDb<T>(file: string, query: string): T[] {
  const db = new SQLite(file, { readonly: true });
  try {
    return db.prepare(query).all() as T[];
  } finally {
    db.close();
  }
}

function startShop(dataDir: string): Promise<ShopProcess> {
  return startShopProcess(dataDir, {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore (SQLite)', () => {
  const dirs: string[] = [];
  const shops: ShopProcess[] = [];
  const tempDir = (name: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), `mavazi-${name}-`));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const shop of shops) await killShopProcess(shop);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'restores a backup taken during a checkout burst with every order committed before it',
    { timeout: 180_000 },
    async () => {
      const dataDir = tempDir('backup');
      const dbFile = path.join(dataDir, 'shop.db');
      const shop = await startShop(dataDir);
      shops.push(shop);

      const admin = await callShop<{ access_token: string }>(shop, 'POST', '/api/admin/login', {
        username: ADMIN.username,
        password: ADMIN.password,
      });
      const adminToken = admin.json.access_token;
      const stock = new Map<number, { price: number; inventory: number }>();
      for (const [i, price] of [700, 1250].entries()) {
        const res = await callShop<{ id: number }>(
          shop,
          'POST',
          '/api/admin/products',
          {
            name: `Backup test dress ${i}`,
            description: 'Linen',
            imageUrl: '/images/products/dress.jpg',
            price,
            inventory: 1000,
            category: 'Women',
          },
          adminToken,
        );
        expect(res.status).toBe(201);
        stock.set(res.json.id, { price, inventory: 1000 });
      }
      const tokens: string[] = [];
      for (let i = 0; i < 3; i++) {
        const email = `backup${i}@example.com`;
        const password = 'backup-shopper-1';
        const registered = await callShop(shop, 'POST', '/api/register', {
          username: `backup${i}`,
          email,
          phone_number: '+254712345678',
          password,
        });
        expect(registered.status).toBe(201);
        const login = await callShop<{ access_token: string }>(shop, 'POST', '/api/login', {
          email,
          password,
        });
        tokens.push(login.json.access_token);
      }

      // Six shoppers' tabs place orders back to back; the backup starts once 30 are confirmed, and
      // the tabs go on until 10 more are confirmed after it ended.
      const confirmed: Array<{ id: number; at: number }> = [];
      let startBackup: () => void = () => undefined;
      const thirtyConfirmed = new Promise<void>((resolve) => (startBackup = resolve));
      let backupEndedAt = Infinity;
      let next = 0;
      const tab = async (t: number) => {
        while (confirmed.filter((o) => o.at > backupEndedAt).length < 10) {
          const i = next++;
          const items = [...stock].map(([id, { price }], j) => ({
            product_id: id,
            quantity: ((i + j) % 2) + 1,
            price,
          }));
          const res = await callShop<{ order: { id: number } }>(
            shop,
            'POST',
            '/api/checkout',
            {
              items,
              total_amount: items.reduce((sum, l) => sum + l.price * l.quantity, 0),
              shipping_address: 'Moi Avenue 5, Mombasa',
              payment_method: 'credit_card',
            },
            tokens[t % tokens.length],
          );
          expect(res.status).toBe(201);
          confirmed.push({ id: res.json.order.id, at: Date.now() });
          if (confirmed.length === 30) startBackup();
        }
      };
      const burst = Promise.all(Array.from({ length: 6 }, (_, t) => tab(t)));
      // A refused order fails the test here rather than as an unhandled rejection while waiting.
      await Promise.race([thirtyConfirmed, burst]);
      const backupStartedAt = Date.now();
      const backup = await runScript('backup', dataDir);
      backupEndedAt = Date.now();
      await burst;

      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      const written = /Backup written: (.+\.db)\n/.exec(backup.stdout)?.[1] ?? '';
      expect(path.dirname(written)).toBe(path.join(dataDir, 'backups'));
      expect(path.basename(written)).toMatch(/^shop-\d{8}T\d{6}Z\.db$/);
      expect(statSync(written).mode & 0o777).toBe(0o600);
      expect(statSync(path.dirname(written)).mode & 0o777).toBe(0o700);
      const before = confirmed.filter((o) => o.at <= backupStartedAt).map((o) => o.id);
      // The backup really ran in the middle of the burst.
      expect(before.length).toBeGreaterThanOrEqual(30);

      // Refused while the shop runs on the file; nothing is touched.
      const ordersNow = readDb<{ n: number }>(dbFile, 'select count(*) as n from orders')[0]?.n;
      expect(ordersNow).toBe(confirmed.length);
      const refused = await runScript('restore', dataDir, [written]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`${dbFile} is in use by the shop (pid ${shop.pid}`);
      expect(readDb<{ n: number }>(dbFile, 'select count(*) as n from orders')[0]?.n).toBe(
        confirmed.length,
      );

      expect(await stopShopProcess(shop)).toBe(0);
      const restored = await runScript('restore', dataDir, [written]);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      const keptAs = /kept as (.+)\.\n/.exec(restored.stdout)?.[1] ?? '';
      expect(readDb<{ n: number }>(keptAs, 'select count(*) as n from orders')[0]?.n).toBe(
        confirmed.length,
      );

      const orderIds = new Set(
        readDb<{ id: number }>(dbFile, 'select id from orders').map((o) => o.id),
      );
      for (const id of before) expect(orderIds.has(id), `order ${id} in the restore`).toBe(true);
      expect(orderIds.size).toBeLessThanOrEqual(confirmed.length - 10);
      // The copy is one moment: the stock taken equals what its orders hold.
      for (const [id, { inventory }] of stock) {
        const [row] = readDb<{ inventory: number; sold: number }>(
          dbFile,
          `select inventory, (select coalesce(sum(quantity), 0) from order_items where product_id = ${id}) as sold
             from products where id = ${id}`,
        );
        expect((row?.inventory ?? 0) + (row?.sold ?? 0)).toBe(inventory);
      }

      // The shop runs on the restored file, and a shopper sees an order from before the backup.
      const again = await startShop(dataDir);
      shops.push(again);
      const shopperOrders = await callShop<Array<{ id: number }>>(
        again,
        'GET',
        '/api/orders',
        undefined,
        tokens[0],
      );
      expect(shopperOrders.status).toBe(200);
      expect(shopperOrders.json.length).toBeGreaterThan(0);
      expect(shopperOrders.json.every((o) => orderIds.has(o.id))).toBe(true);
    },
  );

  it(
    'refuses a damaged, foreign or missing file and leaves the database alone',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir('restore');
      const dbFile = path.join(dataDir, 'shop.db');
      const shop = await startShop(dataDir);
      shops.push(shop);
      const backup = await runScript('backup', dataDir, ['--dir', path.join(dataDir, 'elsewhere')]);
      expect(backup.code).toBe(0);
      expect(await stopShopProcess(shop)).toBe(0);
      const good = readdirSync(path.join(dataDir, 'elsewhere')).map((f) =>
        path.join(dataDir, 'elsewhere', f),
      )[0];
      if (!good) throw new Error('no backup written');
      const original = sha256(dbFile);

      const truncated = path.join(dataDir, 'truncated.db');
      writeFileSync(truncated, readFileSync(good).subarray(0, 8192));
      const garbage = path.join(dataDir, 'garbage.db');
      writeFileSync(garbage, 'not a database at all');
      const foreign = path.join(dataDir, 'foreign.db');
      const other = new SQLite(foreign);
      other.exec('create table notes (body text)');
      other.close();
      const damaged = path.join(dataDir, 'damaged.db');
      copyFileSync(good, damaged);
      const bytes = readFileSync(damaged);
      bytes.fill(0xff, 4096, 4096 + 300);
      writeFileSync(damaged, bytes);
      const newer = path.join(dataDir, 'newer.db');
      copyFileSync(good, newer);
      const future = new SQLite(newer);
      future
        .prepare('insert into kysely_migration (name, timestamp) values (?, ?)')
        .run('999-from-the-future', new Date().toISOString());
      future.close();

      const cases: Array<[string, RegExp]> = [
        [truncated, /damaged|not a readable database|cannot be opened/],
        [garbage, /not a readable database|cannot be opened/],
        [foreign, /is not a Mavazi database/],
        [damaged, /damaged|not a readable database/],
        [newer, /newer version of the shop \(migrations 999-from-the-future\)/],
        [path.join(dataDir, 'missing.db'), /does not exist/],
      ];
      const results = await Promise.all(
        cases.map(([file]) => runScript('restore', dataDir, [file])),
      );
      for (const [i, [file, reason]] of cases.entries()) {
        expect(results[i]?.code, file).toBe(1);
        expect(results[i]?.stderr).toMatch(reason);
        expect(results[i]?.stderr).not.toMatch(/\n\s+at /);
      }
      expect(sha256(dbFile)).toBe(original);
      expect(readdirSync(dataDir).filter((f) => f.includes('before-restore'))).toEqual([]);
      expect(existsSync(`${dbFile}.restoring`)).toBe(false);
      expect(existsSync(`${dbFile}.lock`)).toBe(false);

      const usage = await runScript('restore', dataDir, []);
      expect(usage.code).toBe(1);
      expect(usage.stderr).toContain('Usage: npm run restore -- FILE');
    },
  );
});
