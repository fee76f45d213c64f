import { createServer, type Server } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * A real SMTP server on loopback for the shop to send to, plus a tiny HTTP endpoint
 * (GET /messages) so test workers can read what arrived.
 */
export async function startMailCapture(
  smtpPort: number,
  httpPort: number,
): Promise<() => Promise<void>> {
  const messages: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
          messages.push({
            to: to.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase())),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  // A sender that dies mid-message resets its connection: its failure, not a reason to stop the capture.
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const http: Server = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(req.url?.startsWith('/messages') ? messages : []));
  });
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  return async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
}
