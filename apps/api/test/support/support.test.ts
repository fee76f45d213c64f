import { describe, expect, it } from 'vitest';
import { bearer, countRows, createUsersOnce, setupTestApp } from '../helpers/test-app';

describe('support tickets', () => {
  const t = setupTestApp();
  const { admin, shopper } = createUsersOnce(t, { admin: { admin: true }, shopper: {} });

  const auth = (token: string) => (token ? bearer(token) : {});
  const open = (payload: object, token = shopper.token) =>
    t.app.inject({ method: 'POST', url: '/api/support/ticket', headers: auth(token), payload });
  const list = (token = admin.token) =>
    t.app.inject({ method: 'GET', url: '/api/admin/support/tickets', headers: auth(token) });
  const update = (id: number | string, payload: object, token = admin.token) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/support/ticket/${id}`,
      headers: auth(token),
      payload,
    });

  it('opens a ticket for the signed-in user, ignoring a client-sent user_id and status', async () => {
    const res = await open({
      subject: '  Late delivery ',
      message: 'Where is my order?',
      user_id: 999,
      status: 'Resolved',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      subject: 'Late delivery',
      message: 'Where is my order?',
      status: 'Open',
      user_id: shopper.user.id,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      order_id: null,
      order_number: null,
    });
  });

  it('refuses a missing subject or message (400) and anonymous callers (401)', async () => {
    const before = await countRows(t.app, 'support_tickets');
    for (const body of [
      { message: 'x' },
      { subject: 'x' },
      { subject: '   ', message: 'x' },
      { subject: 'x', message: '' },
    ]) {
      const res = await open(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    expect((await open({ subject: 'a', message: 'b' }, '')).statusCode).toBe(401);
    expect(await countRows(t.app, 'support_tickets')).toBe(before);
  });

  it('lists tickets newest first for admins only', async () => {
    const first = (await open({ subject: 'First', message: 'one' })).json();
    const second = (await open({ subject: 'Second', message: 'two' })).json();
    const res = await list();
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as Array<{ id: number }>).map((x) => x.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect((await list('')).statusCode).toBe(401);
    expect((await list(shopper.token)).statusCode).toBe(403);
  });

  it('resolves a ticket', async () => {
    const ticket = (await open({ subject: 'Refund', message: 'Please refund' })).json();
    const res = await update(ticket.id, { status: 'Resolved' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Ticket status updated',
      ticket: { ...ticket, status: 'Resolved', updated_at: expect.any(String) },
    });
    const listed = (await list()).json() as Array<{ id: number; status: string }>;
    expect(listed.find((x) => x.id === ticket.id)?.status).toBe('Resolved');
  });

  it('refuses a bad status (400), unknown tickets (404) and non-admins (401/403), changing nothing', async () => {
    const ticket = (await open({ subject: 'Size', message: 'Wrong size' })).json();
    expect((await update(ticket.id, { status: 'Closed' })).statusCode).toBe(400);
    expect((await update(ticket.id, {})).statusCode).toBe(400);
    expect((await update('abc', { status: 'Resolved' })).statusCode).toBe(400);
    const missing = await update(999999, { status: 'Resolved' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Ticket not found', code: 'TICKET_NOT_FOUND' });
    expect((await update(ticket.id, { status: 'Resolved' }, '')).statusCode).toBe(401);
    expect((await update(ticket.id, { status: 'Resolved' }, shopper.token)).statusCode).toBe(403);
    const row = await t.app.db
      .selectFrom('support_tickets')
      .selectAll()
      .where('id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Open');
  });
});
