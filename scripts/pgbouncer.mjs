// PgBouncer in transaction mode on a loopback port, in front of a PostgreSQL server on loopback:
// used by the multi-process tests run through it and by the load test.
// PgBouncer refuses to run as root, so under root it runs as the `postgres` user (like the clusters).
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './pg-cluster.mjs';

/** Debian's pgbouncer, installed by ensure-system-deps.sh when missing; undefined if that fails. */
export function pgbouncerBinary() {
  const bin = '/usr/sbin/pgbouncer';
  if (!existsSync(bin))
    execFileSync('bash', [path.join(import.meta.dirname, 'ensure-system-deps.sh')], {
      stdio: 'inherit',
    });
  return existsSync(bin) ? bin : undefined;
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts PgBouncer for the server on `serverPort` (trust authentication, every database name passed
 * through as the `postgres` user). Resolves with its port, a URL maker and stop().
 */
export async function startPgBouncer(serverPort, { poolSize = 20, maxClients = 1000 } = {}) {
  const bin = pgbouncerBinary();
  if (!bin) throw new Error('pgbouncer is not installed (apt-get install pgbouncer)');
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'mavazi-pgbouncer-'));
  chmodSync(dir, 0o700);
  const port = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=127.0.0.1 port=${serverPort} user=postgres`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      `max_client_conn = ${maxClients}`,
      'ignore_startup_parameters = extra_float_digits',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const [cmd, args] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ini]] : [bin, [ini]];
  const child = spawn(cmd, args, { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`pgbouncer did not start (see ${dir}/pgbouncer.log)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    /** The same database reached through PgBouncer. */
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.host = `127.0.0.1:${port}`;
      return url.toString();
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
