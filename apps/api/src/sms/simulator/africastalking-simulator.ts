import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { AT_MESSAGING_PATH } from '../africastalking-client';
import { smsParts } from '../gsm7';

const MAX_BODY_BYTES = 64 * 1024;
/** What one part costs on the simulator, written as Africa's Talking writes costs. */
const PART_COST_KES = 0.8;
/** Safaricom's network code in delivery reports. */
const SAFARICOM = '63902';

/** A text the simulator took, with what it later reported; tests and the e2e read these. */
export interface SimulatedSms {
  messageId: string;
  to: string;
  from: string | null;
  message: string;
  status: string;
  statusCode: number;
  cost: string;
  at: string;
  /** Success or Failed once the delivery report went out. */
  deliveryStatus: string | null;
}

export interface SmsSimulatorOptions {
  username: string;
  apiKey: string;
  /** Where delivery reports go (the shop's own address with its token); null = none sent. */
  deliveryReportUrl: () => string | null;
  /** How long the "network" takes before the delivery report. */
  delayMs: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Refusal(413, 'Request body too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A stand-in for Africa's Talking's SMS API on loopback: `POST /version1/messaging` with the same
 * form fields, `apiKey` header and JSON answer, and delivery reports posted to the shop afterwards.
 * Test numbers: one ending 0009 is an InvalidPhoneNumber (statusCode 403); one ending 0008 is
 * accepted but its delivery report says Failed. `GET /simulator/messages` lists what it took.
 */
export class SmsSimulator {
  readonly messages: SimulatedSms[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly deliveries = new Set<Promise<void>>();
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;
  private baseUrl = '';
  private dropRequests = 0;

  constructor(private readonly options: SmsSimulatorOptions) {
    this.server = createServer((request, response) => {
      if (this.dropRequests > 0) {
        this.dropRequests -= 1;
        request.socket.destroy();
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
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
    const address = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${address.port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.deliveries]);
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Resolves once every delivery report already due has been posted (or has failed). */
  async idle(): Promise<void> {
    while (this.timers.size > 0 || this.deliveries.size > 0) {
      await Promise.all([...this.deliveries]);
      if (this.timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Drops the connection of the next `count` requests without an answer (a network failure, for tests). */
  failNextRequests(count: number): void {
    this.dropRequests = count;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulator');
    try {
      if (request.method === 'POST' && url.pathname === AT_MESSAGING_PATH) {
        this.checkKey(request);
        return this.send(response, 201, this.take(await readForm(request)));
      }
      if (request.method === 'GET' && url.pathname === '/simulator/messages') {
        const to = url.searchParams.get('to');
        return this.send(
          response,
          200,
          to ? this.messages.filter((m) => m.to === to || m.to === `+${to}`) : this.messages,
        );
      }
      throw new Refusal(404, 'Not found');
    } catch (error) {
      const refusal = error instanceof Refusal ? error : new Refusal(500, 'Internal server error');
      response.writeHead(refusal.status, { 'content-type': 'text/plain' });
      response.end(refusal.message);
    }
  }

  private send(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  private checkKey(request: IncomingMessage): void {
    const key = request.headers.apikey;
    if (typeof key !== 'string' || !sameSecret(key, this.options.apiKey))
      throw new Refusal(401, 'The supplied authentication is invalid');
  }

  private take(form: URLSearchParams): object {
    if (form.get('username') !== this.options.username)
      throw new Refusal(401, 'The supplied authentication is invalid');
    const message = form.get('message') ?? '';
    const numbers = (form.get('to') ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (message === '' || numbers.length === 0)
      throw new Refusal(400, 'Request is missing required form field');
    const cost = PART_COST_KES * smsParts(message);
    const recipients = numbers.map((number) => {
      const valid = /^\+254[17]\d{8}$/.test(number);
      if (!valid || number.endsWith('0009'))
        return {
          statusCode: 403,
          number,
          status: 'InvalidPhoneNumber',
          cost: '0',
          messageId: 'None',
        };
      const record: SimulatedSms = {
        messageId: `ATXid_${randomBytes(16).toString('hex')}`,
        to: number,
        from: form.get('from'),
        message,
        status: 'Success',
        statusCode: 101,
        cost: `KES ${cost.toFixed(4)}`,
        at: new Date().toISOString(),
        deliveryStatus: null,
      };
      this.messages.push(record);
      this.scheduleReport(record);
      return {
        statusCode: record.statusCode,
        number,
        status: record.status,
        cost: record.cost,
        messageId: record.messageId,
      };
    });
    const taken = recipients.filter((r) => r.statusCode === 101).length;
    return {
      SMSMessageData: {
        Message: `Sent to ${taken}/${recipients.length} Total Cost: KES ${(cost * taken).toFixed(4)}`,
        Recipients: recipients,
      },
    };
  }

  private scheduleReport(record: SimulatedSms): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const delivery = this.report(record).finally(() => this.deliveries.delete(delivery));
      this.deliveries.add(delivery);
    }, this.options.delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** One attempt, form-encoded as Africa's Talking posts them. */
  private async report(record: SimulatedSms): Promise<void> {
    const target = this.options.deliveryReportUrl();
    if (!target) return;
    const failed = record.to.endsWith('0008');
    const form = new URLSearchParams({
      id: record.messageId,
      status: failed ? 'Failed' : 'Success',
      phoneNumber: record.to,
      networkCode: SAFARICOM,
      retryCount: '0',
    });
    if (failed) form.set('failureReason', 'AbsentSubscriber');
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        // Generous: on a loaded test machine the shop may take seconds to answer, and a lost one fails a test.
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      record.deliveryStatus = form.get('status');
    } catch (err) {
      this.options.log?.warn(
        { err, messageId: record.messageId },
        'SMS simulator could not post a delivery report',
      );
    }
  }
}
