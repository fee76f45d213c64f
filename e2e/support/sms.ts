import { E2E_PORT } from '../../playwright.config';

/** Where the shop's SMS simulator listens during the run (SMS_SIM_PORT). */
export const SMS_SIM_PORT = Number(process.env.E2E_SMS_SIM_PORT ?? E2E_PORT + 2);

export interface SimulatedSms {
  messageId: string;
  to: string;
  message: string;
  deliveryStatus: string | null;
}

/** Waits until the simulator has taken a text to `phone` (2547XXXXXXXX) matching `match`. */
export async function waitForSms(
  phone: string,
  match: (sms: SimulatedSms) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<SimulatedSms> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${SMS_SIM_PORT}/simulator/messages?to=${phone}`);
    const texts = (await res.json()) as SimulatedSms[];
    const found = texts.find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No text to ${phone} arrived within ${timeoutMs} ms`);
}
