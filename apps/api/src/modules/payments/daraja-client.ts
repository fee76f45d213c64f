import { maskPhone } from '@mavazi/shared/kenya';
import { redactDeep } from '../../lib/redact';
import { failureCode, providerRequest } from '../../lib/provider-request';
import type { FastifyBaseLogger } from 'fastify';

/** Daraja's clock is Kenya's (EAT, UTC+3 all year). */
const KENYA_OFFSET_MS = 3 * 60 * 60 * 1000;
/** Daraja answers this while the shopper has not finished with the prompt yet. */
const STILL_PROCESSING = '500.001.1001';
/** Daraja's code for an unknown or expired access token (sent with 401 or 404). */
const INVALID_TOKEN = '404.001.03';
/** Answers of a Daraja that is down or overloaded: it did nothing, so this is an outage, not a refusal. */
const OUT_OF_SERVICE = new Set([429, 502, 503, 504]);
/** Failures where the request never left this machine: retrying cannot make a second prompt. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export type DarajaLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** The timestamp Daraja wants: YYYYMMDDHHmmss in Kenya time. */
export function darajaTimestamp(at: Date): string {
  return new Date(at.getTime() + KENYA_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** base64(shortcode + passkey + timestamp), the STK Push and STK Query password. */
export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

export class DarajaError extends Error {
  constructor(
    message: string,
    /**
     * network: not reached or out of service (nothing was done); unknown: sent but no answer in
     * time (a prompt may be on the phone); http: Daraja refused; protocol: an answer we cannot use.
     */
    readonly kind: 'network' | 'unknown' | 'http' | 'protocol',
    readonly status?: number,
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = 'DarajaError';
  }
}

export interface DarajaClientOptions {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** Paybill (default) or Till; PartyB is the shortcode for Paybill, the till number for Till. */
  transactionType?: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  partyB?: string;
  log: DarajaLog;
  now?: () => Date;
  /** Per request (MPESA_TIMEOUT_SECONDS): Daraja's STK Push often takes 10-20 s at busy hours. */
  timeoutMs?: number;
  /** B2C (refunds); undefined when not set up. */
  b2c?: B2cCredentials;
  /** Further attempts after a network failure. */
  retries?: number;
  /** First retry delay; doubled for each further one. */
  backoffMs?: number;
}

export interface StkPushRequest {
  /** Whole shillings. */
  amount: number;
  /** 2547XXXXXXXX or 2541XXXXXXXX */
  phone: string;
  /** Shown on the prompt; at most 12 characters (the order number). */
  accountReference: string;
  /** At most 13 characters. */
  description: string;
  callbackUrl: string;
}

export interface StkPushAccepted {
  merchantRequestId: string;
  checkoutRequestId: string;
  customerMessage: string;
}

/** One B2C payment (a refund to a shopper's phone). */
export interface B2cPaymentRequest {
  /** Our unique id of the request: Daraja's result names it, and a repeat with it is refused. */
  originatorConversationId: string;
  /** Whole shillings. */
  amount: number;
  /** 2547XXXXXXXX */
  phone: string;
  /** At most 100 characters. */
  remarks: string;
  /** The order number. */
  occasion: string;
  resultUrl: string;
  queueTimeoutUrl: string;
}

export interface B2cAccepted {
  conversationId: string;
  originatorConversationId: string;
}

/** The B2C initiator (MPESA_B2C_*). */
export interface B2cCredentials {
  shortcode: string;
  initiator: string;
  securityCredential: string;
}

export type StkQueryResult =
  { state: 'processing' } | { state: 'done'; resultCode: number; resultDesc: string };

interface CallOptions {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: Record<string, unknown>;
  /** Safe to send twice (a repeat cannot charge anyone twice). */
  idempotent: boolean;
}

interface Answer {
  status: number;
  json: Record<string, unknown>;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** What may be logged of a request body: no password, the phone masked, no token in a URL. */
function loggable(body: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!body) return undefined;
  const copy = redactDeep(body) as Record<string, unknown>;
  if ('Password' in copy) copy.Password = '[redacted]';
  if ('SecurityCredential' in copy) copy.SecurityCredential = '[redacted]';
  for (const key of ['PartyA', 'PhoneNumber', ...('InitiatorName' in copy ? ['PartyB'] : [])]) {
    if (typeof copy[key] === 'string') copy[key] = maskPhone(copy[key]);
  }
  return copy;
}

/**
 * A client for Safaricom's Daraja API (Lipa na M-Pesa Online): OAuth token, STK Push, STK Push Query.
 * The token is cached until shortly before it expires; network failures are retried with backoff
 * (an STK Push only when it surely never left, so a shopper never gets a prompt we know nothing of).
 */
export class DarajaClient {
  private token: { value: string; renewAt: number } | undefined;
  private tokenRequest: Promise<string> | undefined;
  private readonly now: () => Date;

  constructor(private readonly options: DarajaClientOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** A valid access token, from the cache while it has more than a minute (or half its life) left. */
  async accessToken(): Promise<string> {
    if (this.token && this.now().getTime() < this.token.renewAt) return this.token.value;
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = undefined;
    });
    return this.tokenRequest;
  }

  async stkPush(request: StkPushRequest): Promise<StkPushAccepted> {
    const {
      shortcode,
      transactionType = 'CustomerPayBillOnline',
      partyB = shortcode,
    } = this.options;
    const answer = await this.withToken({
      method: 'POST',
      path: '/mpesa/stkpush/v1/processrequest',
      headers: {},
      idempotent: false,
      body: {
        ...this.signature(),
        TransactionType: transactionType,
        Amount: request.amount,
        PartyA: request.phone,
        PartyB: partyB,
        PhoneNumber: request.phone,
        CallBackURL: request.callbackUrl,
        AccountReference: request.accountReference.slice(0, 12),
        TransactionDesc: request.description.slice(0, 13),
      },
    });
    const { json } = answer;
    const checkoutRequestId = asText(json.CheckoutRequestID);
    if (answer.status !== 200 || asText(json.ResponseCode) !== '0' || !checkoutRequestId) {
      throw this.refusal(answer, 'STK Push refused');
    }
    return {
      merchantRequestId: asText(json.MerchantRequestID),
      checkoutRequestId,
      customerMessage: asText(json.CustomerMessage),
    };
  }

  async stkQuery(checkoutRequestId: string): Promise<StkQueryResult> {
    const answer = await this.withToken({
      method: 'POST',
      path: '/mpesa/stkpushquery/v1/query',
      headers: {},
      idempotent: true,
      body: { ...this.signature(), CheckoutRequestID: checkoutRequestId },
    });
    const { json } = answer;
    if (asText(json.errorCode) === STILL_PROCESSING) return { state: 'processing' };
    const resultCode = Number(asText(json.ResultCode));
    if (answer.status !== 200 || asText(json.ResultCode) === '' || !Number.isInteger(resultCode)) {
      throw this.refusal(answer, 'STK Query refused');
    }
    return { state: 'done', resultCode, resultDesc: asText(json.ResultDesc) };
  }

  /**
   * Sends money to a phone (Daraja's B2C payment request, CommandID BusinessPayment). Never retried
   * once it may have left: a repeat could pay twice. Its outcome arrives later at the ResultURL.
   */
  async b2cPayment(request: B2cPaymentRequest): Promise<B2cAccepted> {
    const { b2c } = this.options;
    if (!b2c) throw new DarajaError('M-Pesa refunds (B2C) are not set up', 'http');
    const answer = await this.withToken({
      method: 'POST',
      path: '/mpesa/b2c/v1/paymentrequest',
      headers: {},
      idempotent: false,
      body: {
        OriginatorConversationID: request.originatorConversationId,
        InitiatorName: b2c.initiator,
        SecurityCredential: b2c.securityCredential,
        CommandID: 'BusinessPayment',
        Amount: request.amount,
        PartyA: b2c.shortcode,
        PartyB: request.phone,
        Remarks: request.remarks.slice(0, 100),
        QueueTimeOutURL: request.queueTimeoutUrl,
        ResultURL: request.resultUrl,
        Occasion: request.occasion.slice(0, 100),
      },
    });
    const { json } = answer;
    const conversationId = asText(json.ConversationID);
    if (answer.status !== 200 || asText(json.ResponseCode) !== '0' || !conversationId) {
      throw this.refusal(answer, 'B2C payment refused');
    }
    return {
      conversationId,
      originatorConversationId:
        asText(json.OriginatorConversationID) || request.originatorConversationId,
    };
  }

  /** The shortcode, password and timestamp every STK request starts with. */
  private signature(): Record<string, string> {
    const { shortcode, passkey } = this.options;
    const timestamp = darajaTimestamp(this.now());
    return {
      BusinessShortCode: shortcode,
      Password: darajaPassword(shortcode, passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  private async fetchToken(): Promise<string> {
    const { consumerKey, consumerSecret } = this.options;
    const basic = Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64');
    const answer = await this.call({
      method: 'GET',
      path: '/oauth/v1/generate?grant_type=client_credentials',
      headers: { authorization: `Basic ${basic}` },
      idempotent: true,
    });
    const value = asText(answer.json.access_token);
    const lifetimeSeconds = Number(asText(answer.json.expires_in));
    if (answer.status !== 200 || !value || !(lifetimeSeconds > 0)) {
      throw this.refusal(answer, 'Daraja refused the credentials');
    }
    const marginMs = Math.min(60_000, (lifetimeSeconds * 1000) / 2);
    this.token = { value, renewAt: this.now().getTime() + lifetimeSeconds * 1000 - marginMs };
    return value;
  }

  /** Sends with the cached token; a token Daraja no longer accepts is renewed once. */
  private async withToken(options: CallOptions): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const answer = await this.call({
        ...options,
        headers: { ...options.headers, authorization: `Bearer ${token}` },
      });
      const rejected = answer.status === 401 || asText(answer.json.errorCode) === INVALID_TOKEN;
      if (!rejected || attempt > 0) return answer;
      this.token = undefined;
    }
  }

  private refusal(answer: Answer, fallback: string): DarajaError {
    const { json, status } = answer;
    if (OUT_OF_SERVICE.has(status))
      return new DarajaError(`M-Pesa could not be reached (HTTP ${status})`, 'network', status);
    const text = asText(json.errorMessage) || asText(json.ResponseDescription) || fallback;
    return new DarajaError(text, 'http', status, asText(json.errorCode) || undefined);
  }

  private async call(options: CallOptions): Promise<Answer> {
    const { baseUrl, log, timeoutMs = 30_000, retries = 2, backoffMs = 250 } = this.options;
    const label = options.path.split('?')[0];
    for (let attempt = 0; ; attempt++) {
      log.info({ daraja: label, attempt, request: loggable(options.body) }, 'Daraja request');
      try {
        const response = await providerRequest(`${baseUrl}${options.path}`, {
          method: options.method,
          headers: {
            ...options.headers,
            ...(options.body ? { 'content-type': 'application/json' } : {}),
          },
          body: options.body ? JSON.stringify(options.body) : undefined,
          timeoutMs,
        });
        const { text } = response;
        let json: Record<string, unknown> = {};
        try {
          const parsed: unknown = JSON.parse(text);
          if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
        } catch {
          json = {};
        }
        const { access_token: _token, ...shown } = json;
        log.info(
          { daraja: label, status: response.status, answer: redactDeep(shown) },
          'Daraja answer',
        );
        return { status: response.status, json };
      } catch (error) {
        const code = failureCode(error);
        const notSent = code !== undefined && NOT_SENT.has(code);
        const retryable = options.idempotent || notSent;
        log.warn({ daraja: label, attempt, code, err: error }, 'Daraja could not be reached');
        if (!retryable) {
          // Sent and not answered in time: Daraja may have prompted the phone all the same.
          throw new DarajaError(`M-Pesa did not answer in time (${code ?? 'timeout'})`, 'unknown');
        }
        if (attempt >= retries) {
          throw new DarajaError(`M-Pesa could not be reached (${code ?? 'timeout'})`, 'network');
        }
        await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** attempt));
      }
    }
  }
}
