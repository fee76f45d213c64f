import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { withMpesaCallbackToken, withSmsDeliveryReportToken, type Config } from './config';
import { LIMITS } from '@mavazi/shared/constants';
import { createDatabase, type DatabaseHandle, type Db, type DialectName } from './db/database';
import { migrateToLatest } from './db/migrate';
import { expireUnconfirmedOrders } from './flows/expire-unconfirmed-orders';
import { createReadDatabase, type ReplicaMonitor } from './db/read-replica';
import { OutboxWorker } from './mail/outbox-worker';
import { createMailTransport } from './mail/transport';
import { createSmsGateway } from './sms/sms-gateway';
import { SmsOutboxWorker } from './sms/sms-outbox-worker';
import type { SmsSimulator } from './sms/simulator/africastalking-simulator';
import type { AppDeps } from './app-deps';
import { createPublicFetcher, type PublicFetcher } from './lib/public-fetch';
import { IntervalJob } from './lib/interval-job';
import { ensurePrivateDir } from './lib/private-files';
import { auditAdminRoutes } from './modules/audit/audit.admin-routes';
import { authAdminRoutes } from './modules/accounts/auth.admin-routes';
import { authRoutes } from './modules/accounts/auth.routes';
import { catalogAdminRoutes } from './modules/catalog/catalog.admin-routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { useServedPhotosBase } from './modules/catalog/image-store';
import { createPhotoStorage } from './modules/catalog/photo-storage';
import { collectionsAdminRoutes } from './modules/catalog/collections.admin-routes';
import { collectionsRoutes } from './modules/catalog/collections.routes';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.admin-routes';
import { deliveryAdminRoutes } from './modules/delivery/delivery.admin-routes';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { healthRoutes } from './modules/health/health.routes';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { ordersAdminRoutes } from './modules/orders/orders.admin-routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { cartsRoutes } from './modules/carts/carts.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { privacyAdminRoutes } from './modules/privacy/privacy.admin-routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { newsletterAdminRoutes } from './modules/newsletter/newsletter.admin-routes';
import { cancelUnpaidOrders } from './flows/cancel-unpaid-orders';
import { sendCartReminders } from './flows/send-cart-reminders';
import { sendBackInStockMails } from './flows/send-back-in-stock-mails';
import { stockAlertsRoutes } from './modules/stock-alerts/stock-alerts.routes';
import { createPaymentGateway } from './modules/payments/payment-gateway';
import { paymentsAdminRoutes } from './modules/payments/payments.admin-routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { reconcilePayments } from './flows/reconcile-payments';
import type { MpesaSimulator } from './modules/payments/simulator/mpesa-simulator';
import { reportsAdminRoutes } from './modules/reports/reports.admin-routes';
import { refundsAdminRoutes } from './modules/refunds/refunds.admin-routes';
import { refundsRoutes } from './modules/refunds/refunds.routes';
import { returnsAdminRoutes } from './modules/returns/returns.admin-routes';
import { returnsRoutes } from './modules/returns/returns.routes';
import { promotionsAdminRoutes } from './modules/promotions/promotions.admin-routes';
import { promotionsRoutes } from './modules/promotions/promotions.routes';
import { pagesRoutes } from './modules/pages/pages.routes';
import { cartFormRoutes } from './modules/pages/ssr/cart-form.routes';
import { orderShortLinkRoutes } from './modules/orders/order-short-link.routes';
import { loadProductDetail } from './modules/catalog/catalog.service';
import { shopRoutes } from './modules/shop/shop.routes';
import { smsAdminRoutes } from './modules/sms/sms.admin-routes';
import { smsRoutes } from './modules/sms/sms.routes';
import { supportAdminRoutes } from './modules/support/support.admin-routes';
import { supportRoutes } from './modules/support/support.routes';
import { usersAdminRoutes } from './modules/accounts/users.admin-routes';
import { usersRoutes } from './modules/accounts/users.routes';
import { accountReads } from './modules/accounts/account-reads';
import { findUserOfToken } from './modules/accounts/users.repository';
import { orderReads } from './modules/orders/order-reads';
import { paymentReads } from './modules/payments/payment-reads';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { readCachePlugin } from './plugins/read-cache';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticWebPlugin } from './modules/pages/static-web.plugin';
import { textInputPlugin } from './plugins/text-input';
import { uploadsPlugin } from './modules/catalog/uploads.plugin';
import { FastReads } from './lib/fast-reads';
import { loggerOptions } from './server/logger';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** What services get, explicitly (they never see the Fastify instance). */
    deps: AppDeps;
    db: Db;
    dialect: DialectName;
    mailOutbox: OutboxWorker;
    /** The M-Pesa simulator the shop started (MPESA_ENV=simulator), for tests; null otherwise. */
    mpesaSimulator: MpesaSimulator | null;
    smsOutbox: SmsOutboxWorker;
    /** The SMS simulator the shop started (SMS_ENV=simulator), for tests; null otherwise. */
    smsSimulator: SmsSimulator | null;
    /** Whether catalog reads may go to the replica (DATABASE_READ_URL); null without one. */
    readReplica: ReplicaMonitor | null;
    /** Cached catalog answers written before Fastify sees the request (decision 041). */
    fastReads: FastReads;
  }
}

export interface BuildOptions {
  /** Start the mail and SMS workers' timers (tests drive them with mailOutbox/smsOutbox.runOnce()). */
  startMailWorker?: boolean;
  /** Use an already open database instead of opening config.database. */
  database?: DatabaseHandle;
  /** Start payment reconciliation and unpaid-order cancellation (tests run them by hand). */
  startPaymentJobs?: boolean;
  /** Where log lines go instead of standard output (tests read them back). */
  logStream?: DestinationStream;
  /** Tests only: a downloader admitting their local HTTPS server; the shop always refuses private addresses. */
  publicFetcher?: PublicFetcher;
}

/** How often the payment jobs look for work. */
const RECONCILE_EVERY_MS = 10_000;
const CANCEL_UNPAID_EVERY_MS = 60_000;
/** Saved carts are checked for their one reminder every 10 minutes. */
const CART_REMINDERS_EVERY_MS = 600_000;
/** Sizes someone waits for are checked for stock every minute. */
const BACK_IN_STOCK_EVERY_MS = 60_000;

const PROXY_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The proxy's X-Request-Id when the proxy is trusted (one id across both logs), else a fresh one. */
function requestId(request: IncomingMessage, trustProxy: boolean): string {
  const fromProxy = request.headers['x-request-id'];
  if (trustProxy && typeof fromProxy === 'string' && PROXY_REQUEST_ID.test(fromProxy)) {
    return fromProxy;
  }
  return randomUUID();
}

/** The router's own refusals (bad percent-encoding, over-long path parameter) in the shop's error shape. */
function routerError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(tooLong ? 414 : 400)
    .send(
      tooLong
        ? { error: 'Address is too long', code: 'URI_TOO_LONG' }
        : { error: 'Malformed address', code: 'MALFORMED_REQUEST' },
    );
}

/** Builds the whole server: plugins, then modules. Used by main.ts and by the tests. */
export async function buildApp(
  rawConfig: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const config = withSmsDeliveryReportToken(withMpesaCallbackToken(rawConfig));
  const requestTimeoutMs = config.requestTimeoutSeconds * 1000;
  const logger = loggerOptions(config);
  const fastReads = new FastReads({
    requestId: (request) => requestId(request, config.trustProxy),
  });
  const app = Fastify({
    serverFactory: fastReads.serverFactory,
    logger: logger && options.logStream ? { ...logger, stream: options.logStream } : logger,
    bodyLimit: 1024 * 1024,
    // Slow headers and bodies that trickle in are cut off (408) once the request takes longer than this.
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(5_000, requestTimeoutMs / 2),
    },
    trustProxy: config.trustProxy,
    genReqId: (request) => requestId(request, config.trustProxy),
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: routerError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  ensurePrivateDir(config.dataDir);
  if (config.storage.kind === 'local') ensurePrivateDir(config.uploadsDir);
  const database = options.database ?? createDatabase(config.database);
  await migrateToLatest(database);
  const readDatabase =
    config.readReplica && database.pool
      ? createReadDatabase(
          database.pool,
          {
            url: config.readReplica.url,
            maxLagSeconds: config.readReplica.maxLagSeconds,
            poolMax: config.database.kind === 'postgres' ? (config.database.poolMax ?? 10) : 10,
            preparedStatements:
              config.database.kind === 'postgres' && config.database.preparedStatements !== false,
          },
          app.log,
        )
      : undefined;
  const photos = createPhotoStorage(config.storage, config.uploadsDir);
  useServedPhotosBase(photos.servedBase);
  const transport = createMailTransport(config.smtpUrl, config.dataDir);
  const outbox = new OutboxWorker({
    db: database.db,
    transport,
    from: config.mailFrom,
    log: app.log,
    retryBaseSeconds: config.mailRetryBaseSeconds,
  });

  const payments = await createPaymentGateway(config, app.log, () =>
    app.server.listening ? app.server.address() : null,
  );
  const sms = await createSmsGateway(config, app.log, () =>
    app.server.listening ? app.server.address() : null,
  );
  const smsOutbox = new SmsOutboxWorker({
    db: database.db,
    api: sms.api,
    log: app.log,
    retryBaseSeconds: config.mailRetryBaseSeconds,
  });
  const deps: AppDeps = {
    db: database.db,
    readDb: readDatabase?.db ?? database.db,
    dialect: database.dialect,
    publicUrl: config.publicUrl,
    // Texts are queued in the same transactions as mail: one kick wakes both outboxes.
    mail: {
      kick: () => {
        outbox.kick();
        smsOutbox.kick();
      },
    },
    photos,
    limits: config.rateLimits,
    orderRules: {
      maxOpenUnpaidOrders: config.maxOpenUnpaidOrders,
      maxUnitsPerLine: config.maxUnitsPerLine,
      maxUnitsPerOrder: config.maxUnitsPerOrder,
      paymentMethods: config.paymentMethods,
      vatRate: config.tax.vatRate,
    },
    staff: { requireTotp: config.staffRequireTotp },
    payments: payments.gateway,
    publicFetcher: options.publicFetcher ?? createPublicFetcher({ maxBytes: LIMITS.imageBytesMax }),
    returns: { windowDays: config.returnWindowDays },
    accountReads,
    orderReads,
    paymentReads,
  };
  const paymentJobs = [
    new IntervalJob(
      'reconcile-payments',
      RECONCILE_EVERY_MS,
      () => reconcilePayments(deps),
      app.log,
    ),
    new IntervalJob(
      'cancel-unpaid-orders',
      CANCEL_UNPAID_EVERY_MS,
      () => cancelUnpaidOrders(deps),
      app.log,
    ),
    new IntervalJob(
      'expire-unconfirmed-orders',
      CANCEL_UNPAID_EVERY_MS,
      () => expireUnconfirmedOrders({ ...deps, confirmHours: config.podConfirmHours }),
      app.log,
    ),
    new IntervalJob(
      'send-cart-reminders',
      CART_REMINDERS_EVERY_MS,
      () => sendCartReminders({ ...deps, cartReminderHours: config.cartReminderHours }),
      app.log,
    ),
    new IntervalJob(
      'send-back-in-stock-mails',
      BACK_IN_STOCK_EVERY_MS,
      () => sendBackInStockMails(deps),
      app.log,
    ),
  ];

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('mailOutbox', outbox);
  app.decorate('mpesaSimulator', payments.simulator);
  app.decorate('smsOutbox', smsOutbox);
  app.decorate('smsSimulator', sms.simulator);
  app.decorate('deps', deps);
  app.decorate('readReplica', readDatabase?.monitor ?? null);
  app.decorate('fastReads', fastReads);
  app.addHook('preClose', (done) => {
    fastReads.closing = true;
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    // A request begun before the close: its keep-alive connection ends with it, or closing would wait for the
    // client to hang up (Fastify closes only the connections idle when the close began).
    if (fastReads.closing) reply.header('Connection', 'close');
  });
  app.addHook('onReady', async () => {
    if (options.startMailWorker ?? true) {
      outbox.start();
      smsOutbox.start();
    }
    if (options.startPaymentJobs ?? true) for (const job of paymentJobs) job.start();
  });
  app.addHook('onClose', async () => {
    await Promise.all(paymentJobs.map((job) => job.stop()));
    await payments.close();
    await outbox.stop();
    await smsOutbox.stop();
    await sms.close();
    transport.close();
    photos.close();
    await readDatabase?.close();
    if (!options.database) await database.close();
  });

  await app.register(errorHandlerPlugin);
  await app.register(metricsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(textInputPlugin);
  await app.register(authPlugin, { findUserOfToken });
  await app.register(openApiPlugin);
  await app.register(readCachePlugin);

  await app.register(
    async (api) => {
      for (const routes of [
        healthRoutes,
        metricsRoutes,
        shopRoutes,
        authRoutes,
        authAdminRoutes,
        usersRoutes,
        usersAdminRoutes,
        dashboardAdminRoutes,
        catalogRoutes,
        catalogAdminRoutes,
        collectionsRoutes,
        collectionsAdminRoutes,
        promotionsRoutes,
        promotionsAdminRoutes,
        deliveryRoutes,
        deliveryAdminRoutes,
        ordersRoutes,
        ordersAdminRoutes,
        cartsRoutes,
        stockAlertsRoutes,
        privacyRoutes,
        privacyAdminRoutes,
        paymentsRoutes,
        paymentsAdminRoutes,
        supportRoutes,
        supportAdminRoutes,
        auditAdminRoutes,
        reportsAdminRoutes,
        smsRoutes,
        smsAdminRoutes,
        returnsRoutes,
        returnsAdminRoutes,
        refundsRoutes,
        refundsAdminRoutes,
        newsletterRoutes,
        newsletterAdminRoutes,
      ]) {
        await api.register(routes);
      }
    },
    { prefix: '/api' },
  );

  if (config.storage.kind === 'local') await app.register(uploadsPlugin);
  await app.register(pagesRoutes);
  await app.register(orderShortLinkRoutes);
  await app.register(cartFormRoutes, {
    // The sizes and stock the form needs, without the reviews a product page shows.
    findProduct: (id) => loadProductDetail(app.deps.readDb, id, {}),
  });
  await app.register(staticWebPlugin);
  return app;
}
