import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Stack } from '@site/dev-stack';
import { startTestStack } from '../../test/support/test-stack';

/**
 * One seeded stack (like `npm start`, on databases of its own) per jest worker, so files running side by
 * side never see each other's edits; a worker's files run one after another on its stack. Skipped when
 * E2E_BASE_URL points at a stack already running. E2E_WEB_DIST serves another build of the SPA.
 */
export default async function globalSetup(config: { maxWorkers: number }): Promise<void> {
  // Each worker's Chromium profile (e2e/browser.ts), kept from file to file and removed by the teardown.
  process.env.E2E_PROFILES = mkdtempSync(join(tmpdir(), 'site-e2e-profiles-'));
  if (process.env.E2E_BASE_URL) return;
  const count = Math.max(1, config.maxWorkers);
  const stacks: Stack[] = [];
  (globalThis as { __E2E_STACKS__?: Stack[] }).__E2E_STACKS__ = stacks;
  // One at a time: two seeding at once only compete for the same two cores.
  for (let i = 0; i < count; i++) {
    stacks.push(
      await startTestStack({
        seedDemo: true,
        webDist: process.env.E2E_WEB_DIST || undefined,
        appEnv: {
          // Schedules run within seconds of their time (the default polls every 15 s).
          content: { PUBLISH_POLL_MS: '2000' },
          catalog: { PUBLISH_POLL_MS: '2000' },
          // Account mails may reach a test's SMTP catcher on this machine (admin-password-reset).
          identity: { SMTP_ALLOW_HOSTS: '127.0.0.1' },
        },
      }),
    );
  }
  process.env.E2E_STACKS = JSON.stringify(
    stacks.map((stack) => ({
      url: stack.url,
      analyticsDb: stack.databaseUrl('analytics'),
      identityDb: stack.databaseUrl('identity'),
    })),
  );
}
