import type { ServiceName } from '@site/contracts';

/** The port the images serve /livez, /readyz and /metrics on (services/Dockerfile, compose, k8s). */
export const DEFAULT_HEALTH_PORT = 9465;

/**
 * Container health check (`node dist/health-probe.js`, for Docker and compose): exit 0 when this
 * container's own process answers /readyz on its health port. It asks that process only, over
 * loopback, so it never reports another replica's health; k8s probes the same port with httpGet.
 */
export async function runHealthProbe(name: ServiceName): Promise<void> {
  const port = Number(process.env.HEALTH_PORT ?? DEFAULT_HEALTH_PORT);
  if (!port) {
    process.stderr.write(`[${name}] HEALTH_PORT is 0: this process serves no health port\n`);
    process.exitCode = 1;
    return;
  }
  try {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(3000) });
    process.exitCode = res.status === 200 ? 0 : 1;
  } catch {
    process.exitCode = 1;
  }
}
