#!/usr/bin/env node
// Starts a throw-away PostgreSQL cluster on a loopback port, runs the given command with
// TEST_DATABASE_URL pointing at it, then stops and deletes the cluster.
// PostgreSQL refuses to run as root, so under root the cluster belongs to the `postgres` user.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
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

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

let binDir = findBinDir();
if (!binDir) {
  execFileSync('bash', [path.join(import.meta.dirname, 'ensure-system-deps.sh')], {
    stdio: 'inherit',
  });
  binDir = findBinDir();
}
if (!binDir) {
  console.error('PostgreSQL server binaries not found (install the postgresql package)');
  process.exit(1);
}

const isRoot = process.getuid?.() === 0;
const asDbUser = (cmd, args) =>
  isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
const run = (cmd, args) => {
  const [c, a] = asDbUser(cmd, args);
  execFileSync(c, a, { stdio: ['ignore', 'ignore', 'inherit'] });
};

const dir = mkdtempSync(path.join(tmpdir(), 'mavazi-pg-'));
chmodSync(dir, 0o700);
if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
const dataDir = path.join(dir, 'data');
const port = await freePort();

run(path.join(binDir, 'initdb'), [
  '-D',
  dataDir,
  '-U',
  'postgres',
  '--auth=trust',
  '-E',
  'UTF8',
  '--no-locale',
]);
run(path.join(binDir, 'pg_ctl'), [
  '-D',
  dataDir,
  '-l',
  path.join(dir, 'server.log'),
  '-w',
  'start',
  '-o',
  `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
]);

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`PostgreSQL test server on ${url}`);

function stop() {
  try {
    run(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
  } catch {
    /* already stopped */
  }
  rmSync(dir, { recursive: true, force: true });
}

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: with-postgres.mjs <command> [args...]');
  stop();
  process.exit(2);
}
const child = spawn(cmd, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
