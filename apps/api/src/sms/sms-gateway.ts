import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { AfricasTalkingClient, type SmsApi } from './africastalking-client';
import { SmsSimulator } from './simulator/africastalking-simulator';

export const SMS_DELIVERY_REPORT_PATH = '/api/sms/delivery-report';

export interface SmsGatewayHandle {
  /** null when SMS_ENV=off. */
  api: SmsApi | null;
  /** The simulator the shop started (SMS_ENV=simulator without AT_BASE_URL), else null. */
  simulator: SmsSimulator | null;
  close(): Promise<void>;
}

/** The shop's own address on loopback, once it listens. */
function loopbackUrl(address: AddressInfo | string | null): string | null {
  if (!address || typeof address !== 'object') return null;
  const host = address.family === 'IPv6' && address.address === '::1' ? '[::1]' : '127.0.0.1';
  return `http://${host}:${address.port}`;
}

/**
 * Africa's Talking's client for the configured environment; in simulator mode the shop first starts
 * the simulator on loopback, which posts its delivery reports back to the shop.
 */
export async function createSmsGateway(
  config: Config,
  log: FastifyBaseLogger,
  listeningAddress: () => AddressInfo | string | null,
): Promise<SmsGatewayHandle> {
  const { sms } = config;
  if (sms.env === 'off') return { api: null, simulator: null, close: async () => {} };
  let simulator: SmsSimulator | null = null;
  let baseUrl = sms.baseUrl;
  if (!baseUrl) {
    simulator = new SmsSimulator({
      username: sms.username,
      apiKey: sms.apiKey,
      delayMs: sms.simDelayMs,
      log,
      deliveryReportUrl: () => {
        const shop = loopbackUrl(listeningAddress());
        return shop ? `${shop}${SMS_DELIVERY_REPORT_PATH}/${sms.deliveryReportToken}` : null;
      },
    });
    baseUrl = await simulator.start(sms.simPort);
    log.info({ url: baseUrl }, 'SMS simulator started (SMS_ENV=simulator)');
  }
  const api = new AfricasTalkingClient({
    baseUrl,
    username: sms.username,
    apiKey: sms.apiKey,
    senderId: sms.senderId,
  });
  return { api, simulator, close: async () => simulator?.stop() };
}
