import { rmSync } from 'node:fs';
import type { Stack } from '@site/dev-stack';
import { stopTestStack } from '../../test/support/test-stack';

export default async function globalTeardown(): Promise<void> {
  const stacks = (globalThis as { __E2E_STACKS__?: Stack[] }).__E2E_STACKS__ ?? [];
  await Promise.all(stacks.map((stack) => stopTestStack(stack)));
  if (process.env.E2E_PROFILES) rmSync(process.env.E2E_PROFILES, { recursive: true, force: true });
}
