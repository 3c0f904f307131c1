// `npm test`: build, then every tier. Unit (and web) and medium (a service's module in-process on a
// database of its own) run in parallel workers. Integration files run two at a time (each has its
// own databases and NATS namespace, and the machine has 2 cores), except those marked `@run-alone`
// (timing or memory assertions that a neighbour's load would skew), which run one at a time
// afterwards. Browser tests share one seeded stack and run one file at a time. Prints one closing total.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
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
  .filter((file) => /^\s*\/\/ @run-alone\b/m.test(readFileSync(file, 'utf8')))
  .map((file) => relative(root, file));
const aloneRegex = alone.map((file) => `${escape(file)}$`);

// Two integration files at a time on a machine with room for them; one at a time when it is already
// busy as the phase starts: load average at twice the cores (the unit phase just before leaves about
// one per core). Each file's stack is six processes, and a starved stack answers with NATS timeouts.
// INTEGRATION_WORKERS overrides the choice.
function integrationWorkers() {
  const cores = availableParallelism();
  const load = loadavg()[0];
  const workers = Number(process.env.INTEGRATION_WORKERS ?? (load < 2 * cores ? Math.min(2, cores) : 1));
  console.log(`[test] ${workers} integration file(s) at a time (load ${load.toFixed(1)}, ${cores} cores)`);
  return workers;
}

const phases = [
  { name: 'unit', args: ['--selectProjects', 'unit', 'web'] },
  { name: 'medium', args: ['--selectProjects', 'medium'] },
  {
    name: 'integration',
    args: () => [
      '--selectProjects',
      'integration',
      `--maxWorkers=${integrationWorkers()}`,
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
  { name: 'e2e', args: ['--selectProjects', 'e2e', '--runInBand'] },
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
