import type { CapturedMail } from './mail-capture-server';

export const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2591);

/** Waits until a mail to `to` matching `match` has arrived at the capture server. */
export async function waitForMail(
  to: string,
  match: (mail: CapturedMail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages`);
    const mails = (await res.json()) as CapturedMail[];
    const found = mails.find((m) => m.to.includes(to.toLowerCase()) && match(m));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms`);
}
