#!/usr/bin/env node
// Runs every test suite (shared + API on SQLite + web, API on PostgreSQL, the multi-process test
// through PgBouncer, end-to-end in Chromium),
// then prints one closing line "N passed, N failed" and exits non-zero on any failure.
// The end-to-end suite runs beside the vitest suites (in E2E_SHARDS shards with a shop each, one by default): it
// mostly waits on the browser and the server, so all together take little longer than the slowest of them.
// Usage: node scripts/test-all.mjs [--only unit|pg|e2e]
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined;
const reportDir = mkdtempSync(path.join(tmpdir(), 'mavazi-test-reports-'));
const results = [];
/** Names of failed tests, repeated beside the closing line so a long log's tail says what failed. */
const failures = [];

function run(cmd, args, options = {}) {
  console.log(
    `\n$ ${[cmd, ...args].join(' ')}${options.cwd ? `   (in ${path.relative(root, options.cwd) || '.'})` : ''}`,
  );
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    cwd: root,
    ...options,
    env: { ...process.env, ...options.env },
  });
  return res.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A suite's output as printed, without colours ('' when it left none). */
function readLog(logFile) {
  try {
    return stripVTControlCharacters(readFileSync(logFile, 'utf8'));
  } catch {
    return '';
  }
}

/**
 * Errors vitest caught outside any test (an unhandled rejection, an uncaught exception such as an error event
 * nobody listened to): they fail the run though every test passed, and its JSON report does not name them.
 * Each as its banner's kind, its first lines (message and our frames), the file and the latest test vitest names.
 */
function unhandledErrors(text) {
  const section = text.split(/⎯+ Unhandled Errors ⎯+\n/)[1];
  if (section === undefined) return [];
  // After the heading, each error comes under a banner of its kind: "Unhandled Rejection", "Uncaught Exception"...
  const parts = section.split(/\n?⎯+ ([A-Z][^⎯\n]*?) ⎯+\n/).slice(1);
  const errors = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const body = parts[i + 1];
    const [message, ...frames] = errorLines(body);
    const file = /originated in "([^"]+)"/.exec(body)?.[1];
    const test = /latest test that might've caused the error is "([^"]+)"/.exec(body)?.[1];
    errors.push(
      [
        `${parts[i].toLowerCase()}: ${message}`,
        ...frames,
        ...(file ? [`    in ${file}${test ? `, latest test "${test}"` : ''}`] : []),
      ].join('\n'),
    );
  }
  return errors;
}

/** An error as vitest prints it: its message (up to 3 lines, joined) and then up to 3 frames, ours first. */
function errorLines(body) {
  const lines = body.split('\n').map((l) => l.trim());
  // The message: its lines up to the first frame or blank line.
  const end = lines.findIndex((l, n) => n > 0 && (l === '' || /^(❯|at |⎯)/.test(l)));
  const message = lines.slice(0, end < 0 ? 3 : Math.min(end, 3));
  const allFrames = lines.filter((l) => /^(❯|at )/.test(l));
  const ownFrames = allFrames.filter((l) => !l.includes('node_modules'));
  const frames = (ownFrames.length > 0 ? ownFrames : allFrames).slice(0, 3);
  return [message.join(' / '), ...frames.map((f) => `    ${f}`)];
}

/**
 * Why a file failed outside its tests, from vitest's output: a describe block's hook that threw leaves the
 * JSON report's message empty, while the output names the block and prints the error under "FAIL".
 */
function fileFailure(text, file, reportMessage) {
  const first = String(reportMessage ?? '')
    .split('\n')
    .find((l) => l.trim() !== '');
  if (first) return first;
  const blocks = text.split(/\n\s*FAIL\s+/).slice(1);
  const block = blocks.find((b) => b.startsWith(file) || b.includes(`[ ${file} ]`));
  if (!block) return '(no message)';
  const [heading, ...rest] = block.split('\n');
  return [heading.trim(), ...errorLines(rest.join('\n'))].join('\n    ');
}

/**
 * The last lines of a suite's output after vitest's summary, indented: what a crash or a wrapper printed on
 * its way out, which the end of a long log would otherwise bury.
 */
function logTail(text, lines = 25) {
  if (text === '') return '    (no output)';
  const all = text.split('\n');
  const summary = all.findLastIndex((l) => /^\s*Test Files\s/.test(l));
  const after = all.slice(summary >= 0 ? summary : 0).filter((l) => l.trim() !== '');
  return after
    .slice(-lines)
    .map((l) => `    ${l}`)
    .join('\n');
}

/** A vitest suite: counts come from its JSON report. */
function vitestSuite(name, cwd, extraEnv = {}, wrap = [], files = []) {
  const out = path.join(reportDir, `${name}.json`);
  const args = [
    'vitest',
    'run',
    ...files,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  // Through tee: the output shows as it comes and stays readable for errors no report records.
  const log = path.join(reportDir, `${name}.log`);
  const command = wrap.length ? ['node', ...wrap, 'npx', ...args] : ['npx', ...args];
  const code = run(
    'bash',
    ['-o', 'pipefail', '-c', '"$@" 2>&1 | tee "$SUITE_LOG"', 'bash', ...command],
    {
      cwd,
      env: { ...extraEnv, SUITE_LOG: log },
    },
  );
  const report = readJson(out);
  const passed = report?.numPassedTests ?? 0;
  let failed = report?.numFailedTests ?? 0;
  const output = readLog(log);
  for (const file of report?.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedTests = file.assertionResults.filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`${name}: ${where} › ${t.fullName}`);
    // A file that failed outside any test (an import error, a hook).
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push(
        `${name}: ${where}: ${fileFailure(output, path.relative(cwd, file.name), file.message)}`,
      );
  }
  const unhandled = unhandledErrors(output);
  for (const error of unhandled) failures.push(`${name}: ${error}`);
  // A crash before any report, or a failing file with no failing test (import error), still fails.
  if (code !== 0 && failed === 0) {
    failed = 1;
    if (unhandled.length === 0)
      failures.push(
        `${name}: exited with ${code} though no test failed; the end of its output:\n${logTail(output)}`,
      );
  }
  results.push({ name, passed, failed });
}

/** One check: no statement the API suite ran on SQLite walks a growing table unless allowed (test/query-plans). */
function checkQueryPlans(statements) {
  const code = run('npx', ['tsx', 'test/query-plans/check-query-plans.ts', statements], {
    cwd: path.join(root, 'apps/api'),
  });
  if (code !== 0) failures.push('query-plans: a statement walks a growing table (printed above)');
  results.push({ name: 'query-plans', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

function ensureSystemDeps() {
  const code = run('bash', [path.join(root, 'scripts/ensure-system-deps.sh')]);
  if (code !== 0)
    console.error('Could not install system packages (chromium, postgresql, pgbouncer).');
}

const wants = (suite) => !only || only === suite;

/**
 * Starts one shard of the end-to-end suite in the background, with its own shop, mail capture, SMS simulator
 * and ports; its output goes to a log printed when it ends.
 */
function startE2eShard(shard, shards) {
  const out = path.join(reportDir, `e2e-${shard}.json`);
  const logFile = path.join(reportDir, `e2e-${shard}.log`);
  const base = 3390 + (shard - 1) * 20;
  console.log(
    `\n$ npx playwright test --shard=${shard}/${shards}   (in the background, output below when it ends)`,
  );
  // A file descriptor, not a pipe: the vitest suites block this process's event loop meanwhile.
  const log = openSync(logFile, 'w');
  const shardArgs = shards > 1 ? [`--shard=${shard}/${shards}`] : [];
  const child = spawn('npx', ['playwright', 'test', ...shardArgs], {
    cwd: root,
    env: {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      E2E_REBUILD: 'false',
      E2E_PORT: String(base),
      E2E_SMS_SIM_PORT: String(base + 2),
      E2E_SMTP_PORT: String(base + 4),
      E2E_MAIL_HTTP_PORT: String(base + 5),
      E2E_OUTPUT_DIR: shards > 1 ? `test-results/shard-${shard}` : 'test-results',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      console.log(`\n== end-to-end (playwright, shard ${shard} of ${shards})`);
      console.log(readFileSync(logFile, 'utf8'));
      const report = readJson(out);
      const stats = report?.stats;
      for (const spec of failedSpecs(report?.suites ?? []))
        failures.push(`e2e: ${spec.file}:${spec.line} › ${spec.title}`);
      const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
      let failed = stats?.unexpected ?? 0;
      if (code !== 0 && failed === 0) failed = 1;
      resolve({ passed, failed });
    });
  });
}

/** Playwright's JSON report nests suites; a spec failed when none of its runs ended as expected or flaky. */
function failedSpecs(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok),
    ...failedSpecs(suite.suites ?? []),
  ]);
}

/**
 * The end-to-end suite in E2E_SHARDS shards run at once (1 by default: on two cores beside the unit suites, two
 * shops side by side made journeys time out; with more cores, 2 or more shorten the run).
 */
async function runE2e() {
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1));
  const parts = await Promise.all(
    Array.from({ length: shards }, (_, i) => startE2eShard(i + 1, shards)),
  );
  return {
    name: 'e2e',
    passed: parts.reduce((n, p) => n + p.passed, 0),
    failed: parts.reduce((n, p) => n + p.failed, 0),
  };
}

if (wants('pg') || wants('e2e')) ensureSystemDeps();
// One build before the suites start: the end-to-end run and the API's rendered-page tests both read it, and
// two builds at once into apps/web/dist would break each other.
if (run('npm', ['run', 'build']) !== 0) results.push({ name: 'build', passed: 0, failed: 1 });
const e2e = wants('e2e') ? runE2e() : undefined;
if (wants('unit')) {
  vitestSuite('shared', path.join(root, 'packages/shared'));
  const statements = path.join(reportDir, 'statements');
  vitestSuite('api-sqlite', path.join(root, 'apps/api'), { RECORD_STATEMENTS: statements });
  checkQueryPlans(statements);
  vitestSuite('web', path.join(root, 'apps/web'));
}
if (wants('pg')) {
  vitestSuite('api-postgres', path.join(root, 'apps/api'), {}, [
    path.join(root, 'scripts/with-postgres.mjs'),
  ]);
  // The multi-process test again, its shops reaching PostgreSQL through PgBouncer (transaction mode).
  vitestSuite(
    'api-pgbouncer',
    path.join(root, 'apps/api'),
    { TEST_THROUGH_PGBOUNCER: '1' },
    [path.join(root, 'scripts/with-postgres.mjs')],
    ['test/core/multi-process.test.ts'],
  );
}
if (e2e) results.push(await e2e);

rmSync(reportDir, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log('\nSuites:');
for (const r of results)
  console.log(`  ${r.name.padEnd(14)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
