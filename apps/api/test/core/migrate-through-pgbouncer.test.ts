import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgBouncer, type PgBouncer } from '../../../../scripts/pgbouncer.mjs';
import { createDatabase } from '../../src/db/database';
import { migrateToLatest, migrationsFor } from '../../src/db/migrate';
import { createPostgresDatabase } from '../helpers/test-app';

// Processes that start together through PgBouncer (transaction mode) migrate at once: Kysely's session lock
// does not hold there, so each must come through the race with every migration applied once.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('migrations through PgBouncer', () => {
  let bouncer: PgBouncer;
  beforeAll(async () => {
    bouncer = await startPgBouncer(Number(new URL(process.env.TEST_DATABASE_URL ?? '').port), {
      poolSize: 6,
    });
  });
  afterAll(async () => {
    await bouncer?.stop();
  });

  it('three processes starting at once each end with the database migrated once', async () => {
    for (let round = 0; round < 2; round += 1) {
      const database = await createPostgresDatabase();
      const url = bouncer.urlFor(database.url);
      const handles = [1, 2, 3].map(() =>
        createDatabase({ kind: 'postgres', url, poolMax: 2, preparedStatements: false }),
      );
      try {
        await Promise.all(handles.map((handle) => migrateToLatest(handle)));
        const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(
          handles[0]!.db,
        );
        const names = rows.map((r) => r.name).sort();
        expect(names).toEqual(Object.keys(migrationsFor(handles[0]!)).sort());
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
        await database.drop();
      }
    }
  }, 120_000);
});
