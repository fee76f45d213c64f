import path from 'node:path';
import nodemailer from 'nodemailer';
import { ensurePrivateDir, writePrivateFileAtomic } from '../lib/private-files';
import type { MailMessage } from './mail-message';

/** A queued message on its way out, with what its outbox row fixes for every attempt. */
export interface OutgoingMail extends MailMessage {
  from: string;
  /** Stable across retries, so a message sent twice (a crash before it was marked sent) shows once. */
  messageId: string;
  outboxId: number;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** nodemailer's message: a marketing mail's unsubscribe address becomes the RFC 8058 one-click headers. */
function nodemailerMessage({ listUnsubscribeUrl, ...message }: Omit<OutgoingMail, 'outboxId'>) {
  if (!listUnsubscribeUrl) return message;
  return {
    ...message,
    list: { unsubscribe: listUnsubscribeUrl },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The name of a message's .eml file: its outbox id (unique, and sorts in sending order), then the recipient. */
function emlFileName(mail: Pick<OutgoingMail, 'outboxId' | 'to'>): string {
  const safeTo = mail.to.replace(/[^A-Za-z0-9@._-]/g, '_');
  return `${String(mail.outboxId).padStart(8, '0')}-${safeTo}.eml`;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createMailTransport(smtpUrl: string | undefined, dataDir: string): MailTransport {
  if (smtpUrl) {
    // Each attempt ends well inside the outbox's 5-minute lease, so no other process re-sends a
    // message this one is still sending (nodemailer waits up to 10 minutes on a silent socket).
    const smtp = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      async send({ outboxId: _id, ...message }) {
        await smtp.sendMail(nodemailerMessage(message));
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const dir = ensurePrivateDir(path.join(dataDir, 'outbox'));
  return {
    async send({ outboxId, ...message }) {
      const { message: eml } = await stream.sendMail(nodemailerMessage(message));
      if (!Buffer.isBuffer(eml)) throw new Error('the mail stream did not produce a buffer');
      await writePrivateFileAtomic(
        ensurePrivateDir(dir),
        emlFileName({ outboxId, to: message.to }),
        eml,
      );
    },
    close: () => stream.close(),
  };
}
