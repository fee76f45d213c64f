import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Config, MpesaConfig } from '../../config';
import {
  DarajaClient,
  type DarajaLog,
  type StkPushAccepted,
  type StkPushRequest,
  type StkQueryResult,
} from './daraja-client';
import { MpesaSimulator } from './simulator/mpesa-simulator';

export const MPESA_CALLBACK_PATH = '/api/payments/mpesa/callback';

export interface MpesaApi {
  stkPush(request: StkPushRequest): Promise<StkPushAccepted>;
  stkQuery(checkoutRequestId: string): Promise<StkQueryResult>;
}

/** What payment services get in `deps.payments`. */
export interface PaymentGateway {
  mpesa: MpesaApi;
  /** The URL Daraja calls back, secret token included. */
  callbackUrl(): string;
  callbackToken: string;
  queryAfterSeconds: number;
  /** How long one request to Daraja may take: a prompt's outcome is unknown at most this long. */
  requestTimeoutSeconds: number;
  timeoutMinutes: number;
  log: DarajaLog;
}

export interface PaymentGatewayHandle {
  gateway: PaymentGateway;
  /** The simulator the shop started (MPESA_ENV=simulator without MPESA_BASE_URL), else null. */
  simulator: MpesaSimulator | null;
  close(): Promise<void>;
}

/** The shop's own address on loopback, once it listens. */
function loopbackUrl(address: AddressInfo | string | null, fallbackPort: number): string {
  if (address && typeof address === 'object') {
    const host = address.family === 'IPv6' && address.address === '::1' ? '[::1]' : '127.0.0.1';
    return `http://${host}:${address.port}`;
  }
  return `http://127.0.0.1:${fallbackPort}`;
}

/** The simulator of MPESA_ENV=simulator, speaking with the configured credentials. */
export function simulatorFor(mpesa: MpesaConfig, log: DarajaLog): MpesaSimulator {
  return new MpesaSimulator({
    consumerKey: mpesa.consumerKey,
    consumerSecret: mpesa.consumerSecret,
    shortcode: mpesa.shortcode,
    passkey: mpesa.passkey,
    transactionType: mpesa.transactionType,
    tillNumber: mpesa.transactionType === 'CustomerBuyGoodsOnline' ? mpesa.partyB : undefined,
    delayMs: mpesa.simDelayMs,
    log,
  });
}

/**
 * Daraja's client for the configured environment; in simulator mode the shop first starts the
 * simulator on loopback and calls itself back there.
 */
export async function createPaymentGateway(
  config: Config,
  log: FastifyBaseLogger,
  listeningAddress: () => AddressInfo | string | null,
): Promise<PaymentGatewayHandle> {
  const { mpesa } = config;
  let simulator: MpesaSimulator | null = null;
  let baseUrl = mpesa.baseUrl;
  if (!baseUrl) {
    simulator = simulatorFor(mpesa, log);
    baseUrl = await simulator.start();
    log.info({ url: baseUrl }, 'M-Pesa simulator started (MPESA_ENV=simulator)');
  }
  const daraja = new DarajaClient({
    baseUrl,
    consumerKey: mpesa.consumerKey,
    consumerSecret: mpesa.consumerSecret,
    shortcode: mpesa.shortcode,
    passkey: mpesa.passkey,
    timeoutMs: mpesa.timeoutSeconds * 1000,
    transactionType: mpesa.transactionType,
    partyB: mpesa.partyB,
    log,
  });
  const gateway: PaymentGateway = {
    mpesa: daraja,
    callbackUrl: () =>
      `${mpesa.callbackUrl ?? loopbackUrl(listeningAddress(), config.port)}${MPESA_CALLBACK_PATH}/${mpesa.callbackToken}`,
    callbackToken: mpesa.callbackToken,
    queryAfterSeconds: mpesa.queryAfterSeconds,
    requestTimeoutSeconds: mpesa.timeoutSeconds,
    timeoutMinutes: config.paymentTimeoutMinutes,
    log,
  };
  return { gateway, simulator, close: async () => simulator?.stop() };
}
