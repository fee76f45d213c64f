import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Histogram,
  Registry,
} from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus text of the server processes: this one, or every worker's summed under WORKERS > 1. */
    processMetrics(): Promise<string>;
  }
}

const REQUEST = 'mavazi:cluster-metrics';
const REPLY = 'mavazi:cluster-metrics-reply';
/** Longer than prom-client's own 5 s wait for the workers, so the primary's answer comes first. */
const CLUSTER_TIMEOUT_MS = 6_000;

let processRegistry: Registry | undefined;
/** CPU, memory, event loop and GC figures: one set per process, however many apps it builds (tests). */
function defaultMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL, so ids and probes cannot grow the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  // Cached reads answered before Fastify (lib/fast-reads.ts) count the same way.
  app.fastReads.record = (route, status, seconds) => {
    requests.inc({ method: 'GET', route, status: String(status) });
    duration.observe({ method: 'GET', route }, seconds);
  };

  const registries = [defaultMetrics(), registry];
  if (cluster.isWorker) {
    AggregatorRegistry.setRegistries(registries);
    // Constructing one installs prom-client's answer to the primary's requests in this worker.
    new AggregatorRegistry();
  }
  const local = (): Promise<string> => Registry.merge(registries).metrics();
  app.decorate('processMetrics', () =>
    cluster.isWorker ? askPrimary().catch(() => local()) : local(),
  );
});

interface MetricsMessage {
  type: string;
  id: number;
  text?: string;
}

function isMetricsMessage(message: unknown, type: string): message is MetricsMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    'type' in message &&
    message.type === type &&
    'id' in message &&
    typeof message.id === 'number'
  );
}

let nextId = 0;
const waiting = new Map<number, (text: string | undefined) => void>();

/** A worker asks the primary for every worker's metrics, summed (prom-client's cluster aggregation). */
function askPrimary(): Promise<string> {
  if (waiting.size === 0) process.on('message', onReply);
  const id = ++nextId;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => settle(undefined), CLUSTER_TIMEOUT_MS);
    function settle(text: string | undefined): void {
      clearTimeout(timer);
      waiting.delete(id);
      if (waiting.size === 0) process.off('message', onReply);
      if (text === undefined) reject(new Error('the primary did not send the cluster metrics'));
      else resolve(text);
    }
    waiting.set(id, settle);
    process.send?.({ type: REQUEST, id });
  });
}

function onReply(message: unknown): void {
  if (isMetricsMessage(message, REPLY)) waiting.get(message.id)?.(message.text);
}

/** In the cluster's primary: answers the workers' requests for the summed metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMetricsMessage(message, REQUEST)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: REPLY, id: message.id, text }),
      () => worker.send({ type: REPLY, id: message.id }),
    );
  });
}
