/**
 * The site's CSP has no 'unsafe-eval'. Before building its first schema, zod probes for eval with
 * `Function('')`, which the browser reports as a CSP violation. zod reads its settings from this
 * global when it loads, so the entry (main.tsx) imports this module first, before anything that
 * brings zod. No zod import here.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// The same object zod keeps (should zod have loaded first, it still sees the setting).
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
