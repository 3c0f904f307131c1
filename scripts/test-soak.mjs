// `npm run test:soak -- <N>`: runs the whole suite N times, each from a clean clone of this repository's HEAD
// (`git clone`, `npm ci`, `npm test`), with a CPU hog keeping one core busy throughout, as a busy CI machine
// would. Prints each run's result and time, and exits 1 unless every run passed.
//   --hog=0        no hog (a quiet machine)
//   --keep         keeps each run's clone (under the printed folder) instead of removing it
// Each run's full output is kept in <folder>/run-<n>.log.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './build.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 1);
const hogs = Number(args.find((arg) => arg.startsWith('--hog='))?.slice(6) ?? 1);
const keep = args.includes('--keep');
const folder = mkdtempSync(join(tmpdir(), 'site-soak-'));
// Every run tests this commit, even when HEAD moves while the soak runs.
const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();

/** `hogs` cores kept busy: Debian's stress-ng when installed, else Node busy loops. Stopped at exit. */
function startHog() {
  const children = existsSync('/usr/bin/stress-ng')
    ? [spawn('stress-ng', ['--cpu', String(hogs), '--cpu-method', 'matrixprod', '--quiet'], { stdio: 'ignore' })]
    : Array.from({ length: hogs }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  const stop = () => children.forEach((child) => child.kill('SIGKILL'));
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  return stop;
}

/** Runs a command in `cwd`, appending its output to `log`; resolves with its exit status. */
function step(command, commandArgs, cwd, log) {
  return new Promise((resolve) => {
    log.write(`\n$ ${command} ${commandArgs.join(' ')}\n`);
    const child = spawn(command, commandArgs, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });
}

console.log(
  `[soak] ${runs} run(s) of the whole suite from clean clones of ${head.slice(0, 7)}, ${hogs} of ${availableParallelism()} cores kept busy; logs in ${folder}`,
);
const stopHog = hogs > 0 ? startHog() : () => undefined;
const results = [];
for (let n = 1; n <= runs; n++) {
  const clone = join(folder, `clone-${n}`);
  const logFile = join(folder, `run-${n}.log`);
  const log = createWriteStream(logFile);
  const started = Date.now();
  let status = await step('git', ['clone', '--quiet', root, clone], folder, log);
  if (status === 0) status = await step('git', ['checkout', '--quiet', '--detach', head], clone, log);
  if (status === 0) status = await step('npm', ['ci', '--no-audit', '--no-fund'], clone, log);
  const installed = Date.now();
  if (status === 0) status = await step('npm', ['test'], clone, log);
  const seconds = (t) => Math.round((Date.now() - t) / 1000);
  await new Promise((resolve) => log.end(resolve));
  const { stdout: tail } = spawnSync('tail', ['-n', '12', logFile], { encoding: 'utf8' });
  const summary = /tests: .*/.exec(tail)?.[0] ?? 'no summary (see the log)';
  results.push({ n, ok: status === 0, testSeconds: seconds(installed), totalSeconds: seconds(started), summary });
  const r = results.at(-1);
  console.log(
    `[soak] run ${n}: ${r.ok ? 'passed' : 'FAILED'} · npm test ${r.testSeconds} s · with clone and install ${r.totalSeconds} s · ${summary}`,
  );
  if (!r.ok) console.log(tail.replace(/^/gm, '        '));
  if (!keep) rmSync(clone, { recursive: true, force: true });
}
stopHog();
const passed = results.filter((r) => r.ok).length;
console.log(`[soak] ${passed} of ${runs} passed; npm test took ${results.map((r) => `${r.testSeconds} s`).join(', ')}`);
process.exit(passed === runs ? 0 : 1);
