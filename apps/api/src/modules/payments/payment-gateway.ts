import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Config, MpesaConfig } from '../../config';
import {
  DarajaClient,
  type DarajaLog,
  type B2cAccepted,
  type B2cPaymentRequest,
  type StkPushAccepted,
  type StkPushRequest,
  type StkQueryResult,
} from './daraja-client';
import { MpesaSimulator } from './simulator/mpesa-simulator';

export const MPESA_CALLBACK_PATH = '/api/payments/mpesa/callback';
export const MPESA_B2C_RESULT_PATH = '/api/payments/mpesa/b2c-result';
export const MPESA_B2C_TIMEOUT_PATH = '/api/payments/mpesa/b2c-timeout';

/**
 * The secret last part of the B2C result URLs: derived from the callback token, so it needs no
 * setting of its own, yet a leaked STK callback URL does not reveal it.
 */
export function b2cTokenOf(callbackToken: string): string {
  return createHmac('sha256', callbackToken).update('mpesa-b2c-result').digest('base64url');
}

export interface MpesaApi {
  stkPush(request: StkPushRequest): Promise<StkPushAccepted>;
  stkQuery(checkoutRequestId: string): Promise<StkQueryResult>;
  b2cPayment(request: B2cPaymentRequest): Promise<B2cAccepted>;
}

/** What payment services get in `deps.payments`. */
export interface PaymentGateway {
  mpesa: MpesaApi;
  /** The URL Daraja calls back, secret token included. */
  callbackUrl(): string;
  callbackToken: string;
  /** B2C result and queue time-out URLs, secret token included. */
  b2cResultUrl(): string;
  b2cTimeoutUrl(): string;
  b2cToken: string;
  /** False when MPESA_B2C_* are not set (outside the simulator): M-Pesa refunds are refused. */
  b2cEnabled: boolean;
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
    b2c: mpesa.b2c ?? undefined,
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
    b2c: mpesa.b2c ?? undefined,
    log,
  });
  const base = () => mpesa.callbackUrl ?? loopbackUrl(listeningAddress(), config.port);
  const b2cToken = b2cTokenOf(mpesa.callbackToken);
  const gateway: PaymentGateway = {
    mpesa: daraja,
    callbackUrl: () =>
      `${mpesa.callbackUrl ?? loopbackUrl(listeningAddress(), config.port)}${MPESA_CALLBACK_PATH}/${mpesa.callbackToken}`,
    callbackToken: mpesa.callbackToken,
    b2cResultUrl: () => `${base()}${MPESA_B2C_RESULT_PATH}/${b2cToken}`,
    b2cTimeoutUrl: () => `${base()}${MPESA_B2C_TIMEOUT_PATH}/${b2cToken}`,
    b2cToken,
    b2cEnabled: mpesa.b2c !== null,
    queryAfterSeconds: mpesa.queryAfterSeconds,
    requestTimeoutSeconds: mpesa.timeoutSeconds,
    timeoutMinutes: config.paymentTimeoutMinutes,
    log,
  };
  return { gateway, simulator, close: async () => simulator?.stop() };
}
