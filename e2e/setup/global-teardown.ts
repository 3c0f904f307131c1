import type { Stack } from '@site/dev-stack';
import { stopTestStack } from '../../test/support/test-stack';

export default async function globalTeardown(): Promise<void> {
  await stopTestStack((globalThis as { __E2E_STACK__?: Stack }).__E2E_STACK__);
}
