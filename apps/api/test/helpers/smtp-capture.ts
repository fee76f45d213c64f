import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Header lines by lower-cased name, as sent (unfolded). */
  headers: Record<string, string>;
}

/** A real SMTP server on loopback that keeps what it receives, for tests that read the mail. */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  private server: SMTPServer;
  private waiters: Array<() => void> = [];
  /** When true the server refuses every message (a mail server having a bad day). */
  refuse = false;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        if (this.refuse) {
          stream.resume();
          stream.on('end', () => callback(new Error('451 Try again later')));
          return;
        }
        simpleParser(stream)
          .then((parsed) => {
            const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
            this.messages.push({
              to: to.flatMap((a) => a.value.map((v) => v.address ?? '')),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              headers: Object.fromEntries(
                parsed.headerLines.map((h) => [
                  h.key,
                  h.line
                    .slice(h.line.indexOf(':') + 1)
                    .replace(/\r?\n[ \t]+/g, ' ')
                    .trim(),
                ]),
              ),
            });
            this.waiters.splice(0).forEach((wake) => wake());
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    // A shop killed while sending resets its connection mid-message: the sender's failure, which the
    // server would otherwise throw as an uncaught error in whichever test is running.
    this.server.on('error', () => undefined);
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Messages addressed to one recipient. */
  to(address: string): CapturedMail[] {
    return this.messages.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /** Resolves once a message matching the predicate has arrived (or rejects after the timeout). */
  async waitFor(
    predicate: (m: CapturedMail) => boolean,
    timeoutMs = 10_000,
  ): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('Expected mail did not arrive');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
