import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage } from './mail-message';

export interface MailTransport {
  send(message: MailMessage, from: string): Promise<void>;
  close(): void;
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
      async send(message, from) {
        await smtp.sendMail({ from, ...message });
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const dir = path.join(dataDir, 'outbox');
  return {
    async send(message, from) {
      const info = await stream.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^A-Za-z0-9@._-]/g, '_');
      await writeFile(path.join(dir, `${stamp}-${safeTo}.eml`), info.message as Buffer);
    },
    close: () => stream.close(),
  };
}
