import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../src/db/database';
import { createPostgresDatabase } from '../helpers/test-app';

type TestDatabase = Awaited<ReturnType<typeof createPostgresDatabase>>;

/** One connection, so every statement of a test runs on the same one. */
function oneConnection(url: string, preparedStatements: boolean): DatabaseHandle {
  return createDatabase({ kind: 'postgres', url, poolMax: 1, preparedStatements });
}

/** The statements the connection has prepared, read on that connection. */
async function preparedStatements(handle: DatabaseHandle): Promise<string[]> {
  const { rows } = await sql<{
    statement: string;
  }>`select statement from pg_prepared_statements order by statement`.execute(handle.db);
  return rows.map((r) => r.statement);
}

// PostgreSQL only: SQLite keeps its statements in the process (database.ts).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('prepared statements (decision 058)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    const setup = oneConnection(database.url, false);
    await sql`create table sizes_seen (id integer primary key, size text not null)`.execute(
      setup.db,
    );
    await sql`insert into sizes_seen values (1, 'M'), (2, 'L')`.execute(setup.db);
    await setup.close();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('prepares a statement with parameters once per connection and runs it again by name', async () => {
    const handle = oneConnection(database.url, true);
    try {
      for (const id of [1, 2, 1]) {
        const { rows } = await sql<{
          size: string;
        }>`select size from sizes_seen where id = ${id}`.execute(handle.db);
        expect(rows).toHaveLength(1);
      }
      expect(await preparedStatements(handle)).toEqual([
        expect.stringContaining('select size from sizes_seen where id = $1'),
      ]);
    } finally {
      await handle.close();
    }
  });

  it('keeps at most 500 statements on a connection, however many lists of ids a client asks for', async () => {
    const handle = oneConnection(database.url, true);
    try {
      // A list of n ids is a statement text of its own: a client choosing n must not grow the server's memory.
      for (let n = 1; n <= 510; n += 1) {
        const ids = Array.from({ length: n }, (_, i) => i + 1);
        await sql`select id from sizes_seen where id in (${sql.join(ids)})`.execute(handle.db);
      }
      expect(await preparedStatements(handle)).toHaveLength(500);
    } finally {
      await handle.close();
    }
  });

  it('prepares nothing with DATABASE_PREPARED_STATEMENTS=false, as behind PgBouncer 1.18', async () => {
    const handle = oneConnection(database.url, false);
    try {
      await sql`select size from sizes_seen where id = ${1}`.execute(handle.db);
      expect(await preparedStatements(handle)).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('after a migration changes a table, fails one statement and then prepares it afresh on a new connection', async () => {
    const handle = oneConnection(database.url, true);
    const other = oneConnection(database.url, false);
    try {
      const read = () =>
        sql<Record<string, unknown>>`select * from sizes_seen where id = ${1}`.execute(handle.db);
      expect((await read()).rows).toEqual([{ id: 1, size: 'M' }]);
      // Another process migrates: the prepared `select *` would now return another row type.
      await sql`alter table sizes_seen add column colour text`.execute(other.db);
      await expect(read()).rejects.toThrow('cached plan must not change result type');
      expect((await read()).rows).toEqual([{ id: 1, size: 'M', colour: null }]);
    } finally {
      await handle.close();
      await other.close();
    }
  });
});
