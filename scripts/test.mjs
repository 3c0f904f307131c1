// `npm test`: build, then every tier, each using every core it can. Medium (a service's module in-process on a
// database of its own) runs in parallel workers. Integration files run three at a time on 2 cores
// (INTEGRATION_WORKERS to change; each has its own databases and NATS namespace), except those marked `@run-alone`
// (their own load would push a neighbour's calls past their timeouts), which run one at a time afterwards, with the
// unit (and web) tests beside them at the lowest CPU priority, on the cycles they leave idle. Once those have ended,
// browser test files run three at a time (E2E_WORKERS), each worker on a seeded stack of its own.
// Prints each tier's count and time and one closing total.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { hasMark } from '../test/support/file-marks.js';
import { build, root } from './build.mjs';

const extra = process.argv.slice(2);
build();

/** Files under `dir` whose name ends with `suffix`, skipping dependencies and build output. */
function findFiles(dir, suffix) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return findFiles(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alone = findFiles(root, '.int-spec.ts')
  .filter((file) => hasMark(file, 'run-alone'))
  .map((file) => relative(root, file));
const aloneRegex = alone.map((file) => `${escape(file)}$`);

const cores = availableParallelism();

/**
 * Share of the CPUs busy over one second, measured between phases, so it is other programs' load. Niced work
 * (our own background unit tests among it) yields the CPUs, so it counts as idle.
 */
function busyShare() {
  const sample = () =>
    cpus().reduce(
      (sum, cpu) => {
        const total = Object.values(cpu.times).reduce((a, b) => a + b, 0);
        return { idle: sum.idle + cpu.times.idle + cpu.times.nice, total: sum.total + total };
      },
      { idle: 0, total: 0 },
    );
  const before = sample();
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
  const after = sample();
  return 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

// Files of a stack-backed tier at a time: `variable`, or `fallback`; one while other programs keep more than half
// the CPUs busy as the phase starts (the load average would count our own last phase).
function workers(variable, fallback) {
  const busy = busyShare();
  const wanted = Number(process.env[variable] ?? fallback);
  const count = busy < 0.5 ? Math.max(1, wanted) : 1;
  console.log(
    `[test] ${count} file(s) at a time (CPUs ${Math.round(busy * 100)}% busy, ${cores} cores; ${variable} to change)`,
  );
  return count;
}

// An integration file spends about a quarter of its time waiting (retries, restarts, timers), so one more
// file than cores keeps them busy: on 2 cores, 3 at a time took 243 s where 2 took 275 s (CPU 76% busy).
// At most 3: a stack's five services may each open up to 10 database connections and PostgreSQL allows 100
// by default; three stacks have never run out, a fourth would risk it. Browser files keep the cores busy on
// their own, but wait on the page now and then: 3 at a time took 221–228 s where 2 took 240 s.
const INTEGRATION_WORKERS = Math.min(cores + 1, 3);
const E2E_WORKERS = Math.min(cores + 1, 3);

// Started with the alone files, niced, on the CPU they leave idle (about 40%: one file at a time, waiting on its
// stack), so the alone files' own timings barely move. Not beside the integration files: those keep the cores busy.
// The browser files start once it has ended: beside three browser stacks a niced jsdom test got almost no CPU (one
// file took 402 s against 19 s alone, and an antd dropdown took over a minute to open), and a test that waits that
// long is indistinguishable from a hung one.
const background = { name: 'unit', args: ['--selectProjects', 'unit', 'web', `--maxWorkers=${cores}`] };

const phases = [
  { name: 'medium', args: ['--selectProjects', 'medium', `--maxWorkers=${cores}`] },
  {
    name: 'integration',
    args: () => [
      '--selectProjects',
      'integration',
      `--maxWorkers=${workers('INTEGRATION_WORKERS', INTEGRATION_WORKERS)}`,
      '--testPathIgnorePatterns',
      '/node_modules/',
      '/dist/',
      ...aloneRegex,
    ],
  },
  {
    name: 'integration (alone)',
    args: ['--selectProjects', 'integration', '--runInBand', ...aloneRegex],
    // Skipped when no file asks to run alone (an empty path list would select every file).
    skip: alone.length === 0,
    beside: background,
  },
  {
    name: 'e2e',
    afterBackground: true,
    args: () => ['--selectProjects', 'e2e', `--maxWorkers=${workers('E2E_WORKERS', E2E_WORKERS)}`],
  },
];

const out = mkdtempSync(join(tmpdir(), 'site-test-'));
const jest = join(root, 'node_modules', '.bin', 'jest');
const totals = { passed: 0, failed: 0, skipped: 0 };
const times = [];
let ok = true;

const argsOf = (phase) => [
  ...(typeof phase.args === 'function' ? phase.args() : phase.args),
  '--passWithNoTests',
  '--json',
  '--outputFile',
  join(out, `${phase.name}.json`),
  ...extra,
];

/** Adds a finished phase's counts to the totals. */
function record(phase, status, seconds, note = '') {
  let count = 0;
  try {
    const report = JSON.parse(readFileSync(join(out, `${phase.name}.json`), 'utf8'));
    count = report.numTotalTests;
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    totals.skipped += report.numPendingTests;
  } catch {
    totals.failed += 1;
  }
  times.push(`${phase.name}: ${count} tests in ${seconds} s${note}`);
  if (status !== 0) ok = false;
}

/**
 * Runs one phase's jest; resolves with its status and seconds. A niced phase keeps its output in a file until
 * it ends, so it does not interleave with the phase beside it.
 */
function run(phase, { niced = false } = {}) {
  const log = join(out, `${phase.name}.log`);
  const fd = niced ? openSync(log, 'w') : null;
  const started = Date.now();
  const child = niced
    ? spawn('nice', ['-n', '19', jest, ...argsOf(phase)], { cwd: root, stdio: ['ignore', fd, fd] })
    : spawn(jest, argsOf(phase), { cwd: root, stdio: 'inherit' });
  if (fd !== null) closeSync(fd);
  return new Promise((resolve) => {
    const done = (status) => resolve({ status, log, seconds: Math.round((Date.now() - started) / 1000) });
    child.on('error', () => done(1));
    child.on('close', done);
  });
}

// A background phase runs from the phase it is started with until it ends, or until a phase that waits for it.
const besides = [];
async function finishBackground() {
  for (const { phase, after, done } of besides.splice(0)) {
    const result = await done;
    console.log(`\n[test] ${phase.name} (started beside ${after})`);
    process.stdout.write(readFileSync(result.log, 'utf8'));
    record(phase, result.status, result.seconds, ` (started beside ${after})`);
  }
}
for (const phase of phases) {
  if (phase.afterBackground) await finishBackground();
  const beside = phase.beside;
  console.log(`\n[test] ${phase.name}${beside ? ` (with ${beside.name} beside it, niced)` : ''}`);
  if (beside) besides.push({ phase: beside, after: phase.name, done: run(beside, { niced: true }) });
  const result = phase.skip ? null : await run(phase);
  if (result) record(phase, result.status, result.seconds);
}
await finishBackground();
console.log(`\n${times.join('\n')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
