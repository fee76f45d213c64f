// A throw-away PostgreSQL cluster on a loopback port: used by with-postgres.mjs for the test suite
// and by the tests that stop and restart PostgreSQL under load.
// PostgreSQL refuses to run as root, so under root the cluster belongs to the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function findBinDir() {
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) {
    const real = execFileSync('readlink', ['-f', which.stdout.trim()], { encoding: 'utf8' }).trim();
    return path.dirname(real);
  }
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const v of versions)
      if (existsSync(path.join(base, v, 'bin/initdb'))) return path.join(base, v, 'bin');
  }
  return undefined;
}

/** The directory of initdb and pg_ctl, installing PostgreSQL when missing; undefined if that fails. */
export function postgresBinDir() {
  let binDir = findBinDir();
  if (!binDir) {
    execFileSync('bash', [path.join(import.meta.dirname, 'ensure-system-deps.sh')], {
      stdio: 'inherit',
    });
    binDir = findBinDir();
  }
  return binDir;
}

export function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL program, as the `postgres` user under root (PostgreSQL refuses root). */
function runAsPostgres(cmd, args) {
  const isRoot = process.getuid?.() === 0;
  const [c, a] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  execFileSync(c, a, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A private temp directory the cluster's user owns. */
function clusterDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o700);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  return dir;
}

/** pg_ctl's start, stop and removal of a cluster in `dir` listening on `port`. */
function controls(binDir, dir, port, extraOptions = '') {
  const dataDir = path.join(dir, 'data');
  const pgCtl = (...args) => runAsPostgres(path.join(binDir, 'pg_ctl'), ['-D', dataDir, ...args]);
  const start = () =>
    pgCtl(
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      'start',
      '-o',
      `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c max_connections=200${extraOptions}`,
    );
  const stop = (mode = 'immediate') => pgCtl('-m', mode, '-w', 'stop');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    start,
    stop,
    restart(mode = 'fast') {
      pgCtl('-m', mode, '-w', 'restart');
    },
    remove() {
      try {
        stop();
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A hot standby of `primary` (started by startCluster: wal_level replica and initdb's replication
 * entries for loopback are PostgreSQL's defaults): pg_basebackup -R, then started on its own port.
 */
export async function startReplica(binDir, primary) {
  const dir = clusterDir('mavazi-pg-replica-');
  const port = await freePort();
  runAsPostgres(path.join(binDir, 'pg_basebackup'), [
    '-D',
    path.join(dir, 'data'),
    '-d',
    `postgres://postgres@127.0.0.1:${primary.port}/postgres`,
    '-R',
    '--wal-method=stream',
    '--checkpoint=fast',
  ]);
  const replica = controls(binDir, dir, port, ' -c hot_standby=on');
  replica.start();
  return replica;
}

/**
 * Creates and starts a cluster (fsync off: test data only). Resolves with its URL and controls:
 * stop (`immediate` by default, like a crash), start, restart, and remove (stop and delete).
 */
export async function startCluster(binDir) {
  const dir = clusterDir('mavazi-pg-');
  const port = await freePort();
  runAsPostgres(path.join(binDir, 'initdb'), [
    '-D',
    path.join(dir, 'data'),
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  const cluster = controls(binDir, dir, port, ' -c full_page_writes=off');
  cluster.start();
  return cluster;
}
