/**
 * The site's CSP has no 'unsafe-eval'. Before building its first schema, zod probes for eval with
 * `Function('')`, which the browser reports as a CSP violation. zod reads its settings from this
 * global when it loads, so setting `jitless` before the admin chunk (where zod lives) loads skips
 * the probe. No zod import here: the public pages stay without zod.
 */
export function zodWithoutEval(): void {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}
