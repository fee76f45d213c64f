import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Resets every open connection, as a network drop or a restarted firewall would. */
  cut(): void;
  /** Stops moving bytes (a stalled network) until `flow()`; nothing is closed, nothing errors. */
  stall(): void;
  flow(): void;
  close(): Promise<void>;
}

/** A loopback TCP relay to `targetPort` that a test can cut or stall, to fake network trouble. */
export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let stalled = false;
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream).pipe(client);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    if (stalled) for (const s of pair) s.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const cut = (): void => {
    for (const pair of pairs) for (const s of pair) s.resetAndDestroy();
    pairs.clear();
  };
  return {
    port,
    cut,
    stall() {
      stalled = true;
      for (const pair of pairs) for (const s of pair) s.pause();
    },
    flow() {
      stalled = false;
      for (const pair of pairs) for (const s of pair) s.resume();
    },
    async close() {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
