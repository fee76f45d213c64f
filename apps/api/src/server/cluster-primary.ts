import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import type { Config } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { simulatorFor } from '../modules/payments/payment-gateway';
import { AdminBootstrapError } from '../modules/accounts/admin-bootstrap';
import { serveClusterMetrics } from '../plugins/metrics';
import { loggerOptions } from './logger';
import { prepareShop } from './prepare-shop';

/** Time a worker gets to finish its requests after SIGTERM before it is killed. */
const STOP_GRACE_MS = 15_000;
/** A worker that dies sooner than this after starting counts as crash-looping. */
const EARLY_DEATH_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The cluster's primary (WORKERS > 1, PostgreSQL): migrates and prepares the database once, forks
 * the workers that share the port, restarts one that dies, and stops them all on SIGTERM or SIGINT.
 */
export async function runPrimary(config: Config): Promise<void> {
  const options = loggerOptions(config);
  const log = pino(options === false ? { enabled: false } : { ...options, name: 'primary' });

  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database);
    await prepareShop(database.db, config, log);
  } catch (err) {
    if (!(err instanceof AdminBootstrapError)) throw err;
    console.error(`ADMIN_* settings refused: ${err.message}`);
    process.exitCode = 1;
    return;
  } finally {
    await database.close();
  }

  serveClusterMetrics();
  await startSharedMpesaSimulator(config, log);
  const startedAt = new Map<number, number>();
  let stopping = false;
  let earlyDeaths = 0;

  const fork = (): void => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    log.info({ worker: worker.id, workerPid: worker.process.pid }, 'worker started');
  };

  let listening = 0;
  cluster.on('listening', (worker: Worker, address: { port: number }) => {
    // A worker's own loopback servers (the SMS simulator) listen too: only the shop's port counts.
    if (config.port !== 0 && address.port !== config.port) return;
    log.info({ worker: worker.id, workerPid: worker.process.pid }, 'worker listening');
    listening += 1;
    if (listening === config.workers) {
      const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
      log.info({ url, workers: config.workers }, 'Mavazi is running');
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) return;
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    const delay =
      earlyDeaths === 0 ? 0 : Math.min(1000 * 2 ** (earlyDeaths - 1), MAX_RESTART_DELAY_MS);
    log.error(
      { worker: worker.id, workerPid: worker.process.pid, code, signal, restartInMs: delay },
      'worker died; starting a new one',
    );
    setTimeout(fork, delay);
  });

  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    let killed = false;
    const killer = setTimeout(() => {
      killed = true;
      log.error('workers did not stop in time: killing them');
      for (const w of workers) w.process.kill('SIGKILL');
    }, STOP_GRACE_MS);
    for (const w of workers) w.process.kill('SIGTERM');
    void Promise.all(workers.map((w) => (w.isDead() ? undefined : onceExit(w)))).then(() => {
      clearTimeout(killer);
      log.info('all workers stopped');
      process.exit(killed ? 1 : 0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  for (let i = 0; i < config.workers; i++) fork();
}

/**
 * In simulator mode the primary runs the one M-Pesa simulator every worker uses (through
 * MPESA_BASE_URL, which the workers inherit): a prompt one worker sent can be queried by any other.
 */
async function startSharedMpesaSimulator(config: Config, log: pino.Logger): Promise<void> {
  const { mpesa } = config;
  if (mpesa.env !== 'simulator' || mpesa.baseUrl) return;
  const simulator = simulatorFor(mpesa, log);
  const url = await simulator.start();
  process.env.MPESA_BASE_URL = url;
  log.info({ url }, 'M-Pesa simulator started for the workers (MPESA_ENV=simulator)');
  if (config.env === 'production')
    log.warn('MPESA_ENV=simulator in production: every M-Pesa order gets "paid" without money');
}

function onceExit(worker: Worker): Promise<void> {
  return new Promise((resolve) => worker.once('exit', () => resolve()));
}
