// `npm test`: build, then every tier, each using every core it can. Unit (and web) and medium (a service's
// module in-process on a database of its own) run in parallel workers. Integration files run three at a time
// on 2 cores (INTEGRATION_WORKERS to change; each has its own databases and NATS namespace), except those
// marked `@run-alone` (timing or memory assertions that a neighbour's load would skew), which run one at a
// time afterwards. Browser test files run two at a time (E2E_WORKERS), each worker on a seeded stack of its own.
// Prints each tier's count and time and one closing total.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
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

/** Share of the CPUs busy over one second, measured between phases, so it is other programs' load. */
function busyShare() {
  const sample = () =>
    cpus().reduce(
      (sum, cpu) => {
        const total = Object.values(cpu.times).reduce((a, b) => a + b, 0);
        return { idle: sum.idle + cpu.times.idle, total: sum.total + total };
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
// their own: 3 at a time took as long as 2.
const INTEGRATION_WORKERS = Math.min(cores + 1, 3);
const E2E_WORKERS = Math.min(2, cores);

const phases = [
  { name: 'unit', args: ['--selectProjects', 'unit', 'web', `--maxWorkers=${cores}`] },
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
  // Skipped when no file asks to run alone (an empty path list would select every file).
  ...(alone.length
    ? [{ name: 'integration (alone)', args: ['--selectProjects', 'integration', '--runInBand', ...aloneRegex] }]
    : []),
  { name: 'e2e', args: () => ['--selectProjects', 'e2e', `--maxWorkers=${workers('E2E_WORKERS', E2E_WORKERS)}`] },
];

const out = mkdtempSync(join(tmpdir(), 'site-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const times = [];
let ok = true;
for (const [index, phase] of phases.entries()) {
  console.log(`\n[test] ${phase.name}`);
  const file = join(out, `${index}.json`);
  const started = Date.now();
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'jest'),
    [
      ...(typeof phase.args === 'function' ? phase.args() : phase.args),
      '--passWithNoTests',
      '--json',
      '--outputFile',
      file,
      ...extra,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  let count = 0;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    count = report.numTotalTests;
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    totals.skipped += report.numPendingTests;
  } catch {
    totals.failed += 1;
  }
  times.push(`${phase.name}: ${count} tests in ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) ok = false;
}
console.log(`\n${times.join('\n')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
