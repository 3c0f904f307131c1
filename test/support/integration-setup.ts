import { randomBytes } from 'node:crypto';
import { ensureTemplates } from './database-templates';
import { repoRoot } from './repo-root';

/**
 * Once per integration run, before the workers start (they inherit the environment): an id that
 * leads every database name of the run, and the migrated templates the test stacks copy.
 */
export default async function integrationSetup(): Promise<void> {
  process.env.TEST_RUN_ID = randomBytes(5).toString('hex');
  const started = Date.now();
  process.env.TEST_DB_TEMPLATES = JSON.stringify(await ensureTemplates(repoRoot, 'dist'));
  if (Date.now() - started > 1000) process.stdout.write(`\n[integration] database templates ready\n`);
}
