import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { Agent, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { requestAcrossSigterm, startShopProcess } from '../helpers/shop-process';
import { createTestApp } from '../helpers/test-app';

// SQLite only: the point is the real process and its own database file.
describe.skipIf(process.env.TEST_DATABASE_URL)('graceful shutdown', () => {
  it('finishes a request in flight on SIGTERM, then closes the database and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-shutdown-'));
    const shop = await startShopProcess(dataDir, { LOG_LEVEL: 'info' });
    try {
      expect(await requestAcrossSigterm(shop)).toBe(401);
      expect(await shop.exited).toBe(0);
      expect(shop.output()).toContain('SIGTERM received');
      // A cleanly closed SQLite database checkpoints and removes its write-ahead log.
      expect(existsSync(path.join(dataDir, 'shop.db-wal'))).toBe(false);
      // Its mark for the restore goes with it.
      expect(existsSync(path.join(dataDir, 'shop.db.lock'))).toBe(false);
    } finally {
      if (shop.child.exitCode === null) shop.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('closing with keep-alive clients', () => {
  it('ends the connection of a request in flight, so the close does not wait for the client', async () => {
    const { app, close } = await createTestApp();
    const agent = new Agent({ keepAlive: true });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
      const req = request({
        host: '127.0.0.1',
        port,
        path: '/api/login',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answered = once(req, 'response') as Promise<[IncomingMessage]>;
      // The headers are out (the request has begun) before the close; the body comes after it.
      req.write(body.slice(0, 10));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const closed = app.close();
      req.end(body.slice(10));
      const [res] = await answered;
      res.resume();
      expect(res.statusCode).toBe(401);
      expect(res.headers.connection).toBe('close');
      // Without the header the client's idle connection would hold this for Fastify's 72 s keep-alive.
      await closed;
    } finally {
      agent.destroy();
      await close();
    }
  });
});
