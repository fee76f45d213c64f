import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { countPendingMail, enqueueMail } from '../../src/mail/outbox.repository';
import { OutboxWorker } from '../../src/mail/outbox-worker';
import { createMailTransport } from '../../src/mail/transport';
import { createUser, setupTestApp } from '../helpers/test-app';

let counter = 0;
function message() {
  counter += 1;
  return {
    to: `reader${counter}@example.com`,
    subject: `Test message ${counter}`,
    text: `Hello reader ${counter},\nthis is line two.`,
  };
}

describe('mail outbox over SMTP', () => {
  const t = setupTestApp({ MAIL_FROM: 'Mavazi <shop@mavazi.test>' }, { smtp: true });

  const row = (to: string) =>
    t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .executeTakeFirstOrThrow();

  it('delivers a queued message to the SMTP server and marks it sent', async () => {
    const mail = message();
    await t.app.db.transaction().execute((trx) => enqueueMail(trx, mail));
    expect((await row(mail.to)).status).toBe('pending');

    expect(await t.app.mailOutbox.runOnce()).toBe(1);
    const received = await t.smtp.waitFor((m) => m.to.includes(mail.to));
    expect(received.subject).toBe(mail.subject);
    expect(received.text.trim()).toBe(mail.text);

    const sent = await row(mail.to);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(sent.sent_at).not.toBeNull();
    // A second run finds nothing to send: no duplicate.
    expect(await t.app.mailOutbox.runOnce()).toBe(0);
    expect(t.smtp.to(mail.to)).toHaveLength(1);
  });

  it('sends a marketing mail with the RFC 8058 one-click unsubscribe headers, others without', async () => {
    const marketing = {
      ...message(),
      listUnsubscribeUrl: 'https://shop.example/api/newsletter/one-click-unsubscribe?token=abc',
    };
    const plain = message();
    await t.app.db.transaction().execute(async (trx) => {
      await enqueueMail(trx, marketing);
      await enqueueMail(trx, plain);
    });
    expect(await t.app.mailOutbox.runOnce()).toBe(2);
    const received = await t.smtp.waitFor((m) => m.to.includes(marketing.to));
    expect(received.headers['list-unsubscribe']).toBe(`<${marketing.listUnsubscribeUrl}>`);
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const other = await t.smtp.waitFor((m) => m.to.includes(plain.to));
    expect(other.headers['list-unsubscribe']).toBeUndefined();
    expect(other.headers['list-unsubscribe-post']).toBeUndefined();
  });

  it('does not queue a message whose transaction rolls back', async () => {
    const mail = message();
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, mail);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', mail.to)
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps a refused message pending with a retry time, and delivers it on a later run', async () => {
    const mail = message();
    await enqueueMail(t.app.db, mail);
    t.smtp.refuse = true;
    const beforeRun = Date.now();
    try {
      expect(await t.app.mailOutbox.runOnce()).toBe(0);
    } finally {
      t.smtp.refuse = false;
    }
    const failed = await row(mail.to);
    expect(failed.status).toBe('pending');
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toBeTruthy();
    expect(Date.parse(failed.next_attempt_at)).toBeGreaterThan(beforeRun);
    expect(t.smtp.to(mail.to)).toHaveLength(0);
    expect(await countPendingMail(t.app.db)).toBeGreaterThanOrEqual(1);

    // While its retry time lies ahead, runs leave it alone.
    const setNextAttempt = (iso: string) =>
      t.app.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: iso })
        .where('id', '=', failed.id)
        .execute();
    await setNextAttempt(new Date(Date.now() + 3_600_000).toISOString());
    expect(await t.app.mailOutbox.runOnce()).toBe(0);
    expect(await row(mail.to)).toMatchObject({ status: 'pending', attempts: 1 });

    // The retry time arrives.
    await setNextAttempt(new Date(Date.now() - 1000).toISOString());
    expect(await t.app.mailOutbox.runOnce()).toBe(1);
    await t.smtp.waitFor((m) => m.to.includes(mail.to));
    expect(await row(mail.to)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('gives every message a Message-ID derived from its outbox row, the same on every delivery', async () => {
    const mail = message();
    await enqueueMail(t.app.db, mail);
    await t.app.mailOutbox.runOnce();
    const first = await t.smtp.waitFor((m) => m.to.includes(mail.to));
    const { id, created_at } = await row(mail.to);
    expect(first.messageId).toBe(`<outbox.${id}.${Date.parse(created_at)}@mavazi.test>`);

    // A crash after sending but before marking it sent: the next run sends it again, with the same id,
    // so mail clients show it once (delivery is at least once).
    await t.app.db
      .updateTable('mail_outbox')
      .set({ status: 'pending', sent_at: null, next_attempt_at: new Date(0).toISOString() })
      .where('id', '=', id)
      .execute();
    await t.app.mailOutbox.runOnce();
    await t.smtp.waitFor(() => t.smtp.to(mail.to).length === 2);
    expect(t.smtp.to(mail.to).map((m) => m.messageId)).toEqual([first.messageId, first.messageId]);
  });

  it('sends each message once even when two runs overlap', async () => {
    const batch = [message(), message(), message()];
    for (const mail of batch) await enqueueMail(t.app.db, mail);
    await Promise.all([t.app.mailOutbox.runOnce(), t.app.mailOutbox.runOnce()]);
    for (const mail of batch) {
      await t.smtp.waitFor((m) => m.to.includes(mail.to));
      expect(t.smtp.to(mail.to)).toHaveLength(1);
    }
  });
  it('sends several addresses at once, and one address its mail in the order queued', async () => {
    await t.app.mailOutbox.runOnce(); // nothing else due, and no run of the shop's own under way
    const readers = [message().to, message().to, message().to];
    for (const round of [1, 2, 3])
      for (const to of readers)
        await enqueueMail(t.app.db, { to, subject: `Round ${round}`, text: 'Hi' });
    const smtp = createMailTransport(t.config.smtpUrl, t.config.dataDir);
    const inFlight = new Set<string>();
    let most = 0;
    const worker = new OutboxWorker({
      db: t.app.db,
      from: t.config.mailFrom,
      log: t.app.log,
      retryBaseSeconds: 1,
      transport: {
        async send(mail) {
          // One address never has two messages in flight; several addresses do.
          expect(inFlight.has(mail.to)).toBe(false);
          inFlight.add(mail.to);
          most = Math.max(most, inFlight.size);
          try {
            await smtp.send(mail);
          } finally {
            inFlight.delete(mail.to);
          }
        },
        close: () => smtp.close(),
      },
    });
    expect(await worker.runOnce()).toBeGreaterThanOrEqual(9);
    smtp.close();
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
    for (const to of readers) {
      await t.smtp.waitFor(() => t.smtp.to(to).length === 3);
      expect(t.smtp.to(to).map((m) => m.subject)).toEqual(['Round 1', 'Round 2', 'Round 3']);
    }
  });
});

describe('mail outbox without SMTP_URL', () => {
  const t = setupTestApp();

  const outboxFiles = () => readdirSync(path.join(t.config.dataDir, 'outbox'));

  it('writes each message as an .eml file in DATA_DIR/outbox, named by its outbox id', async () => {
    const mail = message();
    await enqueueMail(t.app.db, mail);
    expect(await t.app.mailOutbox.runOnce()).toBe(1);

    const dir = path.join(t.config.dataDir, 'outbox');
    const files = outboxFiles().filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const { id } = await t.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', mail.to)
      .executeTakeFirstOrThrow();
    expect(files[0]).toBe(`${String(id).padStart(8, '0')}-${mail.to}.eml`);
    const eml = readFileSync(path.join(dir, files[0] ?? ''), 'utf8');
    expect(eml).toContain(`To: ${mail.to}`);
    expect(eml).toMatch(new RegExp(`^Message-ID: <outbox\\.${id}\\.\\d+@localhost>$`, 'm'));
    expect(eml).toContain(`Subject: ${mail.subject}`);
    expect(eml).toContain('this is line two.');
    const sent = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', mail.to)
      .executeTakeFirstOrThrow();
    expect(sent.status).toBe('sent');
  });

  it('keeps every message of a burst to one recipient, each in a whole file of its own', async () => {
    const to = `burst${Date.now()}@example.com`;
    const burst = 60;
    for (let i = 0; i < burst; i += 1) {
      await enqueueMail(t.app.db, { to, subject: `Burst ${i}`, text: `Message number ${i}` });
    }
    expect(await t.app.mailOutbox.runOnce()).toBe(burst);
    const files = outboxFiles().filter((f) => f.endsWith(`-${to}.eml`));
    expect(files).toHaveLength(burst);
    const subjects = new Set<string>();
    for (const file of files) {
      const parsed = await simpleParser(readFileSync(path.join(t.config.dataDir, 'outbox', file)));
      subjects.add(parsed.subject ?? '');
    }
    expect(subjects.size).toBe(burst);
    // Written to a temporary name first and renamed, so no half-written or stray file is left.
    expect(outboxFiles().filter((f) => !f.endsWith('.eml'))).toEqual([]);
  });

  it('writes parallel sends to one recipient in the same millisecond to files of their own', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mavazi-outbox-'));
    const transport = createMailTransport(undefined, dir);
    try {
      const to = 'same@example.com';
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          transport.send({
            outboxId: i + 1,
            messageId: `<outbox.${i + 1}.0@localhost>`,
            from: 'Mavazi <no-reply@localhost>',
            to,
            subject: `Parallel ${i + 1}`,
            text: 'Same second, same recipient',
          }),
        ),
      );
      expect(readdirSync(path.join(dir, 'outbox')).sort()).toEqual(
        Array.from({ length: 50 }, (_, i) => `${String(i + 1).padStart(8, '0')}-${to}.eml`),
      );
    } finally {
      transport.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes the password reset mail there too, with the link from PUBLIC_URL', async () => {
    const { user } = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/request-reset-password',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    await t.app.mailOutbox.runOnce();
    const dir = path.join(t.config.dataDir, 'outbox');
    const file = readdirSync(dir).find((f) => f.includes(user.email));
    expect(file).toBeDefined();
    const parsed = await simpleParser(readFileSync(path.join(dir, file ?? '')));
    expect(parsed.subject).toBe('Reset your Mavazi password');
    expect(parsed.text).toMatch(/http:\/\/shop\.test\/password-reset\/[A-Za-z0-9_-]{43}/);
  });
});
