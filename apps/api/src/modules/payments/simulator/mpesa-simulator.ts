import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { darajaPassword, darajaTimestamp, type DarajaLog } from '../daraja-client';

/**
 * What a test number does (API.md "Payments"): the last four digits of the phone choose the outcome;
 * `callback: false` means Daraja never calls back and only the query knows.
 */
const OUTCOMES: Record<string, { code: number; desc: string; callback: boolean }> = {
  '0001': { code: 1032, desc: 'Request cancelled by user', callback: true },
  '0002': { code: 1037, desc: 'DS timeout user cannot be reached', callback: false },
  '0003': { code: 1, desc: 'The balance is insufficient for the transaction.', callback: true },
  '1001': {
    code: 1001,
    desc: 'Unable to lock subscriber, a transaction is already in process for the current subscriber',
    callback: true,
  },
  '1019': { code: 1019, desc: 'Transaction has expired', callback: true },
  '1025': { code: 1025, desc: 'An error occurred while sending a push request', callback: true },
  '2001': { code: 2001, desc: 'The initiator information is invalid.', callback: true },
  '0009': { code: 9999, desc: 'Unknown error', callback: true },
};
/**
 * B2C (refunds): a phone ending 0004 gets a failed result, 0006 never gets one (only staff can
 * settle it), 0007 times out in Daraja's queue (the QueueTimeOutURL is called). STK Push for these
 * numbers succeeds as for any other.
 */
const B2C_FAILED = '0004';
const B2C_NO_RESULT = '0006';
const B2C_QUEUE_TIMEOUT = '0007';
const B2C_FAILURE = {
  code: 2040,
  desc: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
};
/** This number's STK Push is answered only after `slowAnswerMs`: the prompt is sent, the answer late. */
const SLOW_ANSWER = '0005';
const SUCCESS = { code: 0, desc: 'The service request is processed successfully.', callback: true };
const RECEIPT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Daraja refuses timestamps far from its own clock; an hour catches a UTC-instead-of-Kenya slip. */
const TIMESTAMP_SKEW_MS = 60 * 60 * 1000;
const MAX_BODY_BYTES = 64 * 1024;

export interface MpesaSimulatorOptions {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** What the shop is set up as (default Paybill); PartyB must then be the shortcode or the till. */
  transactionType?: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  tillNumber?: string;
  /** How long the "shopper" takes before the callback is sent (MPESA_SIM_DELAY_MS). */
  delayMs: number;
  /** The B2C initiator the shop must send (MPESA_B2C_*); undefined: B2C requests are refused. */
  b2c?: { shortcode: string; initiator: string; securityCredential: string };
  /** How long the STK Push answer for a number ending in 0005 takes (default 120 s). */
  slowAnswerMs?: number;
  log?: DarajaLog;
}

interface Transaction {
  merchantRequestId: string;
  checkoutRequestId: string;
  amount: number;
  phone: string;
  callbackUrl: string;
  outcome: { code: number; desc: string; callback: boolean };
  completeAt: number;
}

/** A B2C payment the simulator accepted, with what it will post (or has posted) back. */
export interface B2cRecord {
  originatorConversationId: string;
  conversationId: string;
  transactionId: string;
  phone: string;
  amount: number;
  occasion: string;
  remarks: string;
  resultUrl: string;
  queueTimeoutUrl: string;
  outcome: 'success' | 'failed' | 'no_result' | 'queue_timeout';
}

export interface StkPushRecord {
  phone: string;
  amount: number;
  accountReference: string;
  checkoutRequestId: string;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

function receiptNumber(): string {
  let text = 'SIM';
  for (let i = 0; i < 7; i++) text += RECEIPT_ALPHABET[randomInt(RECEIPT_ALPHABET.length)];
  return text;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Refusal(413, '413.001.01', 'Request body too large');
    chunks.push(chunk);
  }
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
  } catch {
    // Refused below.
  }
  throw new Refusal(400, '400.002.02', 'Bad Request - Invalid JSON');
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * A stand-in for Safaricom's Daraja on loopback: the OAuth, STK Push and STK Push Query endpoints
 * with Daraja's JSON, and the STK callback to the shop after `delayMs`. The shop's real Daraja client
 * talks to it, so development and tests run the whole M-Pesa flow without the internet.
 */
export class MpesaSimulator {
  /** Access tokens last this long; tests shorten it to watch the client renew. */
  tokenLifetimeSeconds = 3599;
  tokenRequests = 0;
  readonly stkPushes: StkPushRecord[] = [];
  readonly b2cPayments: B2cRecord[] = [];
  private dropRequests = 0;
  private outOfService = 0;
  private readonly heldAnswers = new Set<NodeJS.Timeout>();
  private readonly tokens = new Map<string, number>();
  private readonly transactions = new Map<string, Transaction>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly deliveries = new Set<Promise<void>>();
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;
  private baseUrl = '';

  constructor(private readonly options: MpesaSimulatorOptions) {
    this.server = createServer((request, response) => {
      if (this.dropRequests > 0) {
        this.dropRequests -= 1;
        request.socket.destroy();
        return;
      }
      if (this.outOfService > 0) {
        this.outOfService -= 1;
        request.resume();
        this.send(response, 503, {
          requestId: randomUUID(),
          errorCode: '503.001.01',
          errorMessage: 'Service Unavailable',
        });
        return;
      }
      void this.handle(request, response);
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  get url(): string {
    return this.baseUrl;
  }

  /** Listens on loopback (port 0 = any free one) and resolves with the base URL. */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    const address = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${address.port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    for (const timer of [...this.timers, ...this.heldAnswers]) clearTimeout(timer);
    this.heldAnswers.clear();
    this.timers.clear();
    await this.idle();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Resolves once every callback already due has been delivered (or has failed). */
  async idle(): Promise<void> {
    while (this.timers.size > 0 || this.deliveries.size > 0) {
      await Promise.all([...this.deliveries]);
      if (this.timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Forgets every access token issued (as Daraja does when it rotates them). */
  revokeTokens(): void {
    this.tokens.clear();
  }

  /** Answers the next `count` requests 503 Service Unavailable, as Daraja does in an outage. */
  serviceUnavailable(count: number): void {
    this.outOfService = count;
  }

  /** Drops the connection of the next `count` requests without an answer (a network failure, for tests). */
  failNextRequests(count: number): void {
    this.dropRequests = count;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulator');
    try {
      if (request.method === 'GET' && url.pathname === '/oauth/v1/generate') {
        return this.send(response, 200, this.issueToken(request, url));
      }
      if (request.method === 'POST' && url.pathname === '/mpesa/stkpush/v1/processrequest') {
        this.checkToken(request);
        const body = await readJson(request);
        const answer = this.stkPush(body);
        if (!text(body.PhoneNumber).endsWith(SLOW_ANSWER)) return this.send(response, 200, answer);
        // The prompt is out (and its callback scheduled), only the answer to the shop is late.
        const timer = setTimeout(() => {
          this.heldAnswers.delete(timer);
          this.send(response, 200, answer);
        }, this.options.slowAnswerMs ?? 120_000);
        timer.unref();
        this.heldAnswers.add(timer);
        return;
      }
      if (request.method === 'POST' && url.pathname === '/mpesa/b2c/v1/paymentrequest') {
        this.checkToken(request);
        return this.send(response, 200, this.b2cPayment(await readJson(request)));
      }
      if (request.method === 'POST' && url.pathname === '/mpesa/stkpushquery/v1/query') {
        this.checkToken(request);
        const answer = this.stkQuery(await readJson(request));
        return this.send(response, answer.status, answer.body);
      }
      throw new Refusal(404, '404.001.01', 'Resource not found');
    } catch (error) {
      const refusal =
        error instanceof Refusal ? error : new Refusal(500, '500.001.01', 'Internal server error');
      this.send(response, refusal.status, {
        requestId: randomUUID(),
        errorCode: refusal.errorCode,
        errorMessage: refusal.message,
      });
    }
  }

  private send(response: ServerResponse, status: number, body: object): void {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  private issueToken(request: IncomingMessage, url: URL): object {
    const { consumerKey, consumerSecret } = this.options;
    const expected = `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}`;
    if (url.searchParams.get('grant_type') !== 'client_credentials')
      throw new Refusal(400, '400.008.02', 'Invalid grant type passed');
    if (request.headers.authorization !== expected)
      throw new Refusal(400, '400.008.01', 'Invalid Authentication passed');
    this.tokenRequests += 1;
    const token = randomBytes(21).toString('base64url');
    this.tokens.set(token, Date.now() + this.tokenLifetimeSeconds * 1000);
    return { access_token: token, expires_in: String(this.tokenLifetimeSeconds) };
  }

  private checkToken(request: IncomingMessage): void {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const expiresAt = this.tokens.get(token);
    if (expiresAt === undefined || expiresAt <= Date.now())
      throw new Refusal(401, '404.001.03', 'Invalid Access Token');
  }

  /** Shortcode, password and a timestamp within an hour of Kenya's clock. */
  private checkPassword(body: Record<string, unknown>): void {
    const { shortcode, passkey } = this.options;
    const timestamp = text(body.Timestamp);
    if (text(body.BusinessShortCode) !== shortcode)
      throw new Refusal(400, '400.002.02', 'Bad Request - Invalid BusinessShortCode');
    const earliest = darajaTimestamp(new Date(Date.now() - TIMESTAMP_SKEW_MS));
    const latest = darajaTimestamp(new Date(Date.now() + TIMESTAMP_SKEW_MS));
    if (!/^\d{14}$/.test(timestamp) || timestamp < earliest || timestamp > latest)
      throw new Refusal(400, '400.002.02', 'Bad Request - Invalid Timestamp');
    if (text(body.Password) !== darajaPassword(shortcode, passkey, timestamp))
      throw new Refusal(400, '400.002.02', 'Bad Request - Invalid Password');
  }

  private stkPush(body: Record<string, unknown>): object {
    this.checkPassword(body);
    const invalid = (field: string) =>
      new Refusal(400, '400.002.02', `Bad Request - Invalid ${field}`);
    const { transactionType = 'CustomerPayBillOnline', tillNumber, shortcode } = this.options;
    if (text(body.TransactionType) !== transactionType) throw invalid('TransactionType');
    const amount = Number(text(body.Amount));
    if (!Number.isInteger(amount) || amount < 1) throw invalid('Amount');
    const phone = text(body.PhoneNumber);
    if (!/^254[17]\d{8}$/.test(phone)) throw invalid('PhoneNumber');
    if (text(body.PartyA) !== phone) throw invalid('PartyA');
    const partyB = transactionType === 'CustomerBuyGoodsOnline' ? tillNumber : shortcode;
    if (text(body.PartyB) !== partyB) throw invalid('PartyB');
    const callbackUrl = text(body.CallBackURL);
    if (!/^https?:\/\/\S+$/.test(callbackUrl)) throw invalid('CallBackURL');
    const accountReference = text(body.AccountReference);
    if (accountReference.length < 1 || accountReference.length > 12)
      throw invalid('AccountReference');
    const description = text(body.TransactionDesc);
    if (description.length < 1 || description.length > 13) throw invalid('TransactionDesc');

    const suffix = phone.slice(-4);
    const transaction: Transaction = {
      merchantRequestId: `${randomInt(10_000, 99_999)}-${randomInt(1e6, 9e6)}-1`,
      checkoutRequestId: `ws_CO_${darajaTimestamp(new Date())}${randomInt(1e9, 9e9)}`,
      amount,
      phone,
      callbackUrl,
      outcome: OUTCOMES[suffix] ?? SUCCESS,
      completeAt: Date.now() + this.options.delayMs,
    };
    this.transactions.set(transaction.checkoutRequestId, transaction);
    this.stkPushes.push({
      phone,
      amount,
      accountReference,
      checkoutRequestId: transaction.checkoutRequestId,
    });
    if (transaction.outcome.callback) this.scheduleCallback(transaction);
    return {
      MerchantRequestID: transaction.merchantRequestId,
      CheckoutRequestID: transaction.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    };
  }

  private stkQuery(body: Record<string, unknown>): { status: number; body: object } {
    this.checkPassword(body);
    const transaction = this.transactions.get(text(body.CheckoutRequestID));
    if (!transaction)
      throw new Refusal(400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
    if (Date.now() < transaction.completeAt)
      throw new Refusal(500, '500.001.1001', 'The transaction is being processed');
    return {
      status: 200,
      body: {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: transaction.merchantRequestId,
        CheckoutRequestID: transaction.checkoutRequestId,
        ResultCode: String(transaction.outcome.code),
        ResultDesc: transaction.outcome.desc,
      },
    };
  }

  private b2cPayment(body: Record<string, unknown>): object {
    const invalid = (field: string) =>
      new Refusal(400, '400.002.02', `Bad Request - Invalid ${field}`);
    const { b2c } = this.options;
    if (!b2c || text(body.InitiatorName) !== b2c.initiator)
      throw new Refusal(400, '400.002.02', 'Bad Request - Invalid InitiatorName');
    if (text(body.SecurityCredential) !== b2c.securityCredential)
      throw new Refusal(400, '400.002.02', 'Bad Request - Invalid SecurityCredential');
    if (!['BusinessPayment', 'SalaryPayment', 'PromotionPayment'].includes(text(body.CommandID)))
      throw invalid('CommandID');
    const amount = Number(text(body.Amount));
    if (!Number.isInteger(amount) || amount < 1) throw invalid('Amount');
    if (text(body.PartyA) !== b2c.shortcode) throw invalid('PartyA');
    const phone = text(body.PartyB);
    if (!/^254[17]\d{8}$/.test(phone)) throw invalid('PartyB');
    const resultUrl = text(body.ResultURL);
    const queueTimeoutUrl = text(body.QueueTimeOutURL);
    if (!/^https?:\/\/\S+$/.test(resultUrl)) throw invalid('ResultURL');
    if (!/^https?:\/\/\S+$/.test(queueTimeoutUrl)) throw invalid('QueueTimeOutURL');
    const remarks = text(body.Remarks);
    if (remarks.length < 2 || remarks.length > 100) throw invalid('Remarks');
    const originatorConversationId = text(body.OriginatorConversationID) || randomUUID();
    if (this.b2cPayments.some((p) => p.originatorConversationId === originatorConversationId))
      throw new Refusal(400, '400.002.02', 'Bad Request - Duplicate OriginatorConversationID');
    const suffix = phone.slice(-4);
    const record: B2cRecord = {
      originatorConversationId,
      conversationId: `AG_${darajaTimestamp(new Date()).slice(0, 8)}_${randomBytes(10).toString('hex')}`,
      transactionId: receiptNumber(),
      phone,
      amount,
      occasion: text(body.Occasion),
      remarks,
      resultUrl,
      queueTimeoutUrl,
      outcome:
        suffix === B2C_FAILED
          ? 'failed'
          : suffix === B2C_NO_RESULT
            ? 'no_result'
            : suffix === B2C_QUEUE_TIMEOUT
              ? 'queue_timeout'
              : 'success',
    };
    this.b2cPayments.push(record);
    if (record.outcome !== 'no_result') {
      const [url, payload] =
        record.outcome === 'queue_timeout'
          ? [record.queueTimeoutUrl, this.b2cTimeoutBody(record)]
          : [record.resultUrl, this.b2cResultBody(record)];
      this.schedule(`b2c ${originatorConversationId}`, url, payload);
    }
    return {
      ConversationID: record.conversationId,
      OriginatorConversationID: record.originatorConversationId,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    };
  }

  /** Daraja's B2C result for a payment (what the ResultURL receives). */
  b2cResultBody(record: B2cRecord): object {
    const common = {
      ResultType: 0,
      OriginatorConversationID: record.originatorConversationId,
      ConversationID: record.conversationId,
      TransactionID: record.transactionId,
      ReferenceData: {
        ReferenceItem: { Key: 'QueueTimeoutURL', Value: record.queueTimeoutUrl },
      },
    };
    if (record.outcome === 'failed')
      return { Result: { ...common, ResultCode: B2C_FAILURE.code, ResultDesc: B2C_FAILURE.desc } };
    const completed = new Date(Date.now() + 3 * 3600_000)
      .toISOString()
      .replace(/^(\d{4})-(\d{2})-(\d{2})T([\d:]{8}).*$/, '$3.$2.$1 $4');
    return {
      Result: {
        ...common,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        ResultParameters: {
          ResultParameter: [
            { Key: 'TransactionAmount', Value: record.amount },
            { Key: 'TransactionReceipt', Value: record.transactionId },
            { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
            { Key: 'B2CChargesPaidAccountAvailableFunds', Value: 0 },
            { Key: 'ReceiverPartyPublicName', Value: `${record.phone} - Simulated Customer` },
            { Key: 'TransactionCompletedDateTime', Value: completed },
            { Key: 'B2CUtilityAccountAvailableFunds', Value: 100000 },
            { Key: 'B2CWorkingAccountAvailableFunds', Value: 100000 },
          ],
        },
      },
    };
  }

  /** What the QueueTimeOutURL receives when the request expired in Daraja's queue. */
  b2cTimeoutBody(record: B2cRecord): object {
    return {
      Result: {
        ResultType: 1,
        ResultCode: 1,
        ResultDesc: 'The request timed out while waiting in the queue.',
        OriginatorConversationID: record.originatorConversationId,
        ConversationID: record.conversationId,
        TransactionID: '',
      },
    };
  }

  /** Daraja's STK callback body for a finished transaction. */
  private callbackBody(transaction: Transaction): object {
    const { outcome } = transaction;
    const metadata =
      outcome.code === 0
        ? {
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: transaction.amount },
                { Name: 'MpesaReceiptNumber', Value: receiptNumber() },
                { Name: 'Balance' },
                { Name: 'TransactionDate', Value: Number(darajaTimestamp(new Date())) },
                { Name: 'PhoneNumber', Value: Number(transaction.phone) },
              ],
            },
          }
        : {};
    return {
      Body: {
        stkCallback: {
          MerchantRequestID: transaction.merchantRequestId,
          CheckoutRequestID: transaction.checkoutRequestId,
          ResultCode: outcome.code,
          ResultDesc: outcome.desc,
          ...metadata,
        },
      },
    };
  }

  private scheduleCallback(transaction: Transaction): void {
    this.schedule(
      transaction.checkoutRequestId,
      transaction.callbackUrl,
      this.callbackBody(transaction),
    );
  }

  /** Posts `payload` to `url` after `delayMs`. */
  private schedule(label: string, url: string, payload: object): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const delivery = this.deliver(label, url, payload).finally(() =>
        this.deliveries.delete(delivery),
      );
      this.deliveries.add(delivery);
    }, this.options.delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** One attempt, like Daraja: a shop that is down misses the callback and must query. */
  private async deliver(label: string, url: string, payload: object): Promise<void> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        // Generous: on a loaded test machine the shop may take seconds to answer, and a lost one fails a test.
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      this.options.log?.info(
        { request: label, status: response.status },
        'M-Pesa simulator delivered a callback',
      );
    } catch (err) {
      this.options.log?.warn(
        { request: label, err },
        'M-Pesa simulator could not deliver a callback',
      );
    }
  }
}
