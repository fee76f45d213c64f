import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, withJwtSecret } from '../../src/config';
import { uploadsDir } from '../../src/lib/private-files';
import { enqueueMail } from '../../src/mail/outbox.repository';
import { createTestApp, type TestApp } from '../helpers/test-app';

// ASVS V13.3 / V14.2: data at rest is readable by its owner only. The outbox holds working reset
// links, the database every account, jwt-secret the key to every session.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const mode = (file: string) => statSync(file).mode & 0o777;

describe('data files are private to the shop', () => {
  let root: string;
  let dataDir: string;
  let t: TestApp;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'mavazi-modes-'));
    // A permissive parent, as under a shared home directory: the shop must not inherit it.
    chmodSync(root, 0o755);
    dataDir = path.join(root, 'nested', 'data');
    t = await createTestApp({ DATA_DIR: dataDir });
    await enqueueMail(t.app.db, { to: 'owner@example.com', subject: 'Reset', text: 'link' });
    await t.app.mailOutbox.runOnce();
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('creates DATA_DIR, its outbox and uploads as 0700', () => {
    expect(mode(dataDir).toString(8)).toBe('700');
    expect(mode(path.join(dataDir, 'outbox')).toString(8)).toBe('700');
    expect(mode(uploadsDir(dataDir)).toString(8)).toBe('700');
  });

  it('writes .eml files as 0600', () => {
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(mode(path.join(dataDir, 'outbox', files[0] ?? '')).toString(8)).toBe('600');
  });

  it('writes the generated JWT secret as 0600', () => {
    withJwtSecret(parseConfig({ DATA_DIR: dataDir }));
    expect(mode(path.join(dataDir, 'jwt-secret')).toString(8)).toBe('600');
  });

  it.skipIf(onPostgres)(
    'creates the SQLite database, its -wal and -shm as 0600 (SQLite only)',
    async () => {
      await t.app.db
        .insertInto('rate_limits')
        .values({ key: 'mode-check', hits: 1, reset_at: new Date().toISOString() })
        .execute();
      for (const name of ['shop.db', 'shop.db-wal', 'shop.db-shm']) {
        expect(mode(path.join(dataDir, name)).toString(8), name).toBe('600');
      }
    },
  );
});

describe('a data directory from before, readable by everyone', () => {
  it('is tightened at start-up, files included', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-old-'));
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
    if (!onPostgres) writeFileSync(path.join(dataDir, 'shop.db'), '', { mode: 0o644 });
    const t = await createTestApp({ DATA_DIR: dataDir });
    try {
      expect(mode(dataDir).toString(8)).toBe('700');
      expect(mode(path.join(dataDir, 'outbox')).toString(8)).toBe('700');
      if (!onPostgres) expect(mode(path.join(dataDir, 'shop.db')).toString(8)).toBe('600');
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
