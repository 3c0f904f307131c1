// `npm test`: build, then every tier: unit (and web) in parallel workers, then integration and
// browser tests one file at a time (each starts real processes). Prints one closing total.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, root } from './build.mjs';

const extra = process.argv.slice(2);
build();

const phases = [
  { name: 'unit', args: ['--selectProjects', 'unit', 'web'] },
  { name: 'integration', args: ['--selectProjects', 'integration', '--runInBand'] },
  { name: 'e2e', args: ['--selectProjects', 'e2e', '--runInBand'] },
];

const out = mkdtempSync(join(tmpdir(), 'site-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;
for (const phase of phases) {
  console.log(`\n[test] ${phase.name}`);
  const file = join(out, `${phase.name}.json`);
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'jest'),
    [...phase.args, '--json', '--outputFile', file, ...extra],
    { cwd: root, stdio: 'inherit' },
  );
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    totals.skipped += report.numPendingTests;
  } catch {
    totals.failed += 1;
  }
  if (result.status !== 0) ok = false;
}
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
