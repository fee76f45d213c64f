import { providerRequest, type ProviderAnswer } from '../lib/provider-request';

/** Africa's Talking's addresses (SMS_ENV sandbox and production). */
export const AT_BASE_URLS = {
  sandbox: 'https://api.sandbox.africastalking.com',
  production: 'https://api.africastalking.com',
} as const;

export const AT_MESSAGING_PATH = '/version1/messaging';

/** statusCode of a recipient the provider took: 100 Processed, 101 Sent, 102 Queued. */
const ACCEPTED = new Set([100, 101, 102]);
/** statusCodes worth another try later: balance, the provider's or a gateway's own trouble. */
const TRANSIENT = new Set([405, 500, 501, 502]);

export interface AtRecipient {
  statusCode: number;
  number: string;
  status: string;
  cost: string;
  messageId: string;
}

export interface SmsAccepted {
  messageId: string;
  status: string;
  statusCode: number;
  cost: string;
}

export class SmsSendError extends Error {
  constructor(
    message: string,
    /** false: sending again cannot help (an invalid number, a blacklisted user, a bad sender ID). */
    readonly retryable: boolean,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

export interface AfricasTalkingOptions {
  baseUrl: string;
  username: string;
  apiKey: string;
  /** The alphanumeric sender ID or short code; omitted = the provider's shared one. */
  senderId: string | undefined;
  timeoutMs?: number;
}

export interface SmsApi {
  send(to: string, message: string): Promise<SmsAccepted>;
}

function isRecipient(value: unknown): value is AtRecipient {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return typeof r.statusCode === 'number' && typeof r.status === 'string';
}

/**
 * Sends one text through Africa's Talking's bulk SMS API: a form-encoded POST with the `apiKey`
 * header, answered with `SMSMessageData.Recipients[]`. The API key never appears in an error.
 */
export class AfricasTalkingClient implements SmsApi {
  constructor(private readonly options: AfricasTalkingOptions) {}

  /** `to` is 2547XXXXXXXX; Africa's Talking wants the international form +2547XXXXXXXX. */
  async send(to: string, message: string): Promise<SmsAccepted> {
    const { baseUrl, username, apiKey, senderId, timeoutMs = 15_000 } = this.options;
    const form = new URLSearchParams({ username, to: `+${to}`, message });
    if (senderId) form.set('from', senderId);
    let answer: ProviderAnswer;
    try {
      answer = await providerRequest(`${baseUrl}${AT_MESSAGING_PATH}`, {
        method: 'POST',
        headers: {
          apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        timeoutMs,
      });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new SmsSendError(`Africa's Talking unreachable: ${reason}`, true);
    }
    const { status, text: body } = answer;
    if (status < 200 || status > 299) {
      // 401 (wrong key or username) and other 4xx need a person; 5xx and 429 pass.
      const retryable = status >= 500 || status === 429;
      throw new SmsSendError(
        `Africa's Talking answered HTTP ${status}: ${body.slice(0, 200)}`,
        retryable,
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new SmsSendError("Africa's Talking answered something other than JSON", true);
    }
    const data = (parsed as { SMSMessageData?: { Recipients?: unknown; Message?: unknown } })
      .SMSMessageData;
    const recipient = Array.isArray(data?.Recipients) ? data.Recipients[0] : undefined;
    if (!isRecipient(recipient)) {
      const said = typeof data?.Message === 'string' ? data.Message : 'no recipient';
      throw new SmsSendError(`Africa's Talking did not take the text: ${said}`, false);
    }
    if (!ACCEPTED.has(recipient.statusCode)) {
      throw new SmsSendError(
        `${recipient.status} (statusCode ${recipient.statusCode})`,
        TRANSIENT.has(recipient.statusCode),
        recipient.statusCode,
      );
    }
    return {
      messageId: String(recipient.messageId),
      status: recipient.status,
      statusCode: recipient.statusCode,
      cost: String(recipient.cost),
    };
  }
}
