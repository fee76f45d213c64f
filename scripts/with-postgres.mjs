#!/usr/bin/env node
// Starts a throw-away PostgreSQL cluster on a loopback port, runs the given command with
// TEST_DATABASE_URL pointing at it, then stops and deletes the cluster.
import { spawn } from 'node:child_process';
import { postgresBinDir, startCluster } from './pg-cluster.mjs';

const binDir = postgresBinDir();
if (!binDir) {
  console.error('PostgreSQL server binaries not found (install the postgresql package)');
  process.exit(1);
}

const cluster = await startCluster(binDir);
console.log(`PostgreSQL test server on ${cluster.url}`);

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: with-postgres.mjs <command> [args...]');
  cluster.remove();
  process.exit(2);
}
const child = spawn(cmd, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: cluster.url },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => {
  // Said here because the command's own output may not say why it stopped (a signal, a crash after its report).
  if (code !== 0)
    console.error(`with-postgres: the command ended with ${signal ?? `exit code ${code}`}`);
  try {
    cluster.remove();
  } catch (err) {
    // A temp directory left behind is no test's failure; the command's exit code stays the answer.
    console.error(`with-postgres: could not remove the cluster in ${cluster.dir}: ${err.message}`);
  }
  process.exit(code ?? (signal ? 1 : 0));
});
