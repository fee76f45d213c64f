import { describe, expect, it } from 'vitest';
import { insertOrder } from '../helpers/fixtures';
import { bearer, countRows, createUser, createUsersOnce, setupTestApp } from '../helpers/test-app';

describe('support conversations', () => {
  const t = setupTestApp(
    { RATE_LIMIT_TICKET_REPLIES_PER_ACCOUNT: '6/1h', RATE_LIMIT_TICKETS_PER_ACCOUNT: '100/1h' },
    { smtp: true },
  );
  const { admin, shopper, other } = createUsersOnce(t, {
    admin: { admin: true },
    shopper: {},
    other: {},
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, payload });
  const open = (payload: object, token = shopper.token) =>
    call('POST', '/support/ticket', token, payload);
  const thread = (id: number, token = shopper.token) =>
    call('GET', `/support/tickets/${id}`, token);
  const reply = (id: number, message: string, token = shopper.token) =>
    call('POST', `/support/tickets/${id}/replies`, token, { message });
  const shopReply = (id: number, message: string, token = admin.token) =>
    call('POST', `/admin/support/tickets/${id}/replies`, token, { message });

  it("links a ticket to one of the caller's orders and refuses another user's or a missing one alike", async () => {
    const own = await insertOrder(t.app, { user_id: shopper.user.id });
    const theirs = await insertOrder(t.app, { user_id: other.user.id });
    const linked = await open({ subject: 'Wrong size', message: 'Too small', order_id: own.id });
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({ order_id: own.id, order_number: own.order_number });

    const before = await countRows(t.app, 'support_tickets');
    const foreign = await open({ subject: 'x', message: 'y', order_id: theirs.id });
    const missing = await open({ subject: 'x', message: 'y', order_id: 2_000_000_000 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json().details).toEqual({ order_id: 'Choose one of your orders' });
    for (const order_id of [0, -1, 'abc', 1.5, 2 ** 40])
      expect((await open({ subject: 'x', message: 'y', order_id })).statusCode).toBe(400);
    expect(await countRows(t.app, 'support_tickets')).toBe(before);
  });

  it("lists only the caller's tickets, newest first and paged", async () => {
    const user = await createUser(t.app);
    const first = (await open({ subject: 'First', message: 'one' }, user.token)).json();
    const second = (await open({ subject: 'Second', message: 'two' }, user.token)).json();
    await open({ subject: 'Not theirs', message: 'three' });
    const res = await call('GET', '/support/tickets', user.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json().map((x: { id: number }) => x.id)).toEqual([second.id, first.id]);
    const page = await call('GET', '/support/tickets?limit=1&offset=1', user.token);
    expect(page.json().map((x: { id: number }) => x.id)).toEqual([first.id]);
    expect((await call('GET', '/support/tickets?limit=0', user.token)).statusCode).toBe(400);
    expect((await call('GET', '/support/tickets', '')).statusCode).toBe(401);
  });

  it('carries a conversation both ways and mails each shop reply to the shopper', async () => {
    const ticket = (await open({ subject: 'Delivery', message: 'When will it come?' })).json();
    const answered = await shopReply(ticket.id, 'It leaves Nairobi today.');
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({
      id: ticket.id,
      username: shopper.user.username,
      email: shopper.user.email,
      replies: [
        { from: 'shop', message: 'It leaves Nairobi today.', created_at: expect.any(String) },
      ],
    });
    await t.app.mailOutbox.runOnce();
    const mail = await t.smtp.waitFor(
      (m) => m.to.includes(shopper.user.email) && m.text.includes('It leaves Nairobi today.'),
    );
    expect(mail.subject).toContain('Delivery');
    expect(mail.text).toContain(`/support/tickets/${ticket.id}`);

    const back = await reply(ticket.id, 'Thank you!');
    expect(back.statusCode).toBe(201);
    const read = await thread(ticket.id);
    expect(read.statusCode).toBe(200);
    expect(read.json().replies.map((r: { from: string }) => r.from)).toEqual(['shop', 'customer']);
    // The admin reads it through the same route.
    expect((await thread(ticket.id, admin.token)).json().replies).toHaveLength(2);
  });

  it('reopens a resolved ticket when the shopper replies, and mails the resolution', async () => {
    const ticket = (await open({ subject: 'Refund', message: 'Please refund' })).json();
    const resolved = await call('PUT', `/admin/support/ticket/${ticket.id}`, admin.token, {
      status: 'Resolved',
    });
    expect(resolved.json().ticket.status).toBe('Resolved');
    await t.app.mailOutbox.runOnce();
    const mail = await t.smtp.waitFor(
      (m) => m.to.includes(shopper.user.email) && m.subject.includes(`#${ticket.id} resolved`),
    );
    expect(mail.text).toContain('Refund');
    // Resolving again sends nothing more.
    const mails = await countRows(t.app, 'mail_outbox');
    await call('PUT', `/admin/support/ticket/${ticket.id}`, admin.token, { status: 'Resolved' });
    expect(await countRows(t.app, 'mail_outbox')).toBe(mails);

    const res = await reply(ticket.id, 'Still waiting for the money');
    expect(res.json().status).toBe('Open');
  });

  it("hides other shoppers' tickets behind the same 404 as a missing one", async () => {
    const ticket = (await open({ subject: 'Mine', message: 'private' })).json();
    const before = await countRows(t.app, 'support_ticket_replies');
    const missing = await thread(999_999, other.token);
    expect(missing.statusCode).toBe(404);
    expect((await thread(ticket.id, other.token)).json()).toEqual(missing.json());
    expect((await reply(ticket.id, 'hi', other.token)).statusCode).toBe(404);
    expect((await reply(999_999, 'hi', other.token)).statusCode).toBe(404);
    expect((await thread(Number('1e30'), other.token)).statusCode).toBe(400);
    // An admin account using a shop token is a shopper here.
    const adminAsShopper = t.app.issueAccessToken(admin.user, 'shop');
    expect((await thread(ticket.id, adminAsShopper)).statusCode).toBe(404);
    expect(await countRows(t.app, 'support_ticket_replies')).toBe(before);
  });

  it('keeps shoppers off the admin reply route and refuses empty or oversized replies', async () => {
    const ticket = (await open({ subject: 'Size', message: 'Which size?' })).json();
    const before = await countRows(t.app, 'support_ticket_replies');
    expect((await shopReply(ticket.id, 'I am the shop', shopper.token)).statusCode).toBe(403);
    expect((await shopReply(ticket.id, 'x', '')).statusCode).toBe(401);
    expect((await shopReply(999_999, 'x')).statusCode).toBe(404);
    for (const message of ['', '   ', 'x'.repeat(5001)]) {
      expect((await reply(ticket.id, message)).statusCode).toBe(400);
      expect((await shopReply(ticket.id, message)).statusCode).toBe(400);
    }
    expect(
      (await call('POST', `/support/tickets/${ticket.id}/replies`, shopper.token, {})).statusCode,
    ).toBe(400);
    expect(await countRows(t.app, 'support_ticket_replies')).toBe(before);
  });

  it('does not repeat a replayed reply or its mail', async () => {
    const ticket = (await open({ subject: 'Twice', message: 'double' })).json();
    const mails = await countRows(t.app, 'mail_outbox');
    await shopReply(ticket.id, 'Same answer');
    const again = await shopReply(ticket.id, 'Same answer');
    expect(again.statusCode).toBe(201);
    expect(again.json().replies).toHaveLength(1);
    expect(await countRows(t.app, 'mail_outbox')).toBe(mails + 1);
    await reply(ticket.id, 'ok');
    expect((await reply(ticket.id, 'ok')).json().replies).toHaveLength(2);
  });

  it("limits a shopper's replies per account", async () => {
    const user = await createUser(t.app);
    const ticket = (await open({ subject: 'Chatty', message: 'hello' }, user.token)).json();
    for (let i = 0; i < 6; i += 1)
      expect((await reply(ticket.id, `message ${i}`, user.token)).statusCode).toBe(201);
    const refused = await reply(ticket.id, 'one more', user.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await thread(ticket.id, user.token)).json().replies).toHaveLength(6);
  });

  it("shows the shopper's username and email in the admin list", async () => {
    const ticket = (await open({ subject: 'Who', message: 'me' })).json();
    const res = await call('GET', '/admin/support/tickets', admin.token);
    expect(res.headers['x-total-count']).toEqual(expect.any(String));
    expect(res.json().find((x: { id: number }) => x.id === ticket.id)).toMatchObject({
      username: shopper.user.username,
      email: shopper.user.email,
    });
  });
});
