import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createPostgresDatabase,
  createTestApp,
  createUser,
  type TestApp,
} from '../helpers/test-app';

// PostgreSQL only: two servers on one database, as a shop runs behind a load balancer. The auth
// plugin reads the account on every request, so a disabled account is refused by both at once.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('disabling staff across two servers', () => {
  let database: { url: string; drop(): Promise<void> };
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    first = await createTestApp({ DATABASE_URL: database.url });
    second = await createTestApp({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it("refuses a disabled member's tokens on the other server at once, and a demotion too", async () => {
    const owner = await createUser(first.app, { role: 'owner' });
    const member = await createUser(second.app, { role: 'catalog' });
    expect((await callApi(second.app, 'GET', '/admin/me', member.token)).statusCode).toBe(200);

    const demoted = await callApi(
      first.app,
      'PATCH',
      `/admin/staff/${member.user.id}`,
      owner.token,
      {
        role: 'support',
      },
    );
    expect(demoted.statusCode).toBe(200);
    const asSupport = await callApi(second.app, 'POST', '/admin/products', member.token, {});
    expect(asSupport.json()).toMatchObject({ code: 'FORBIDDEN_ROLE' });

    const disabled = await callApi(
      first.app,
      'PATCH',
      `/admin/staff/${member.user.id}`,
      owner.token,
      {
        disabled: true,
      },
    );
    expect(disabled.statusCode).toBe(200);
    for (const server of [second.app, first.app]) {
      const res = await callApi(server, 'GET', '/admin/me', member.token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    }
  });

  it('keeps one active owner when two owners demote each other at the same moment', async () => {
    const a = await createUser(first.app, { role: 'owner' });
    const b = await createUser(second.app, { role: 'owner' });
    // Only these two stay active owners.
    const others = await first.app.db
      .selectFrom('users')
      .select('id')
      .where('staff_role', '=', 'owner')
      .where('id', 'not in', [a.user.id, b.user.id])
      .execute();
    for (const { id } of others)
      await first.app.db
        .updateTable('users')
        .set({ staff_role: 'manager' })
        .where('id', '=', id)
        .execute();
    const [ra, rb] = await Promise.all([
      callApi(first.app, 'PATCH', `/admin/staff/${b.user.id}`, a.token, { role: 'manager' }),
      callApi(second.app, 'PATCH', `/admin/staff/${a.user.id}`, b.token, { role: 'manager' }),
    ]);
    const codes = [ra.statusCode, rb.statusCode].sort();
    // One wins; the other is refused, either as the last owner or because it was just demoted.
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const owners = await first.app.db
      .selectFrom('users')
      .select('id')
      .where('staff_role', '=', 'owner')
      .where('disabled_at', 'is', null)
      .execute();
    expect(owners).toHaveLength(1);
  });
});
