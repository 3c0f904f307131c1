import { startTestStack } from '../../test/support/test-stack';

/**
 * One stack for all browser tests (seeded like `npm start`, on databases of its own),
 * unless E2E_BASE_URL points at one already running. E2E_WEB_DIST serves another build of the SPA.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  const stack = await startTestStack({ seedDemo: true, webDist: process.env.E2E_WEB_DIST || undefined });
  (globalThis as { __E2E_STACK__?: unknown }).__E2E_STACK__ = stack;
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_ANALYTICS_DB_URL = stack.databaseUrl('analytics');
}
