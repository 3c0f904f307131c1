// @long-running: freezes a replica and waits out its probes' timeouts (about 17 s), so it starts early
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { APP_ENTRY, freePort, type Stack } from '@site/dev-stack';
import { repoRoot, startTestStack, stopTestStack } from '../support/test-stack';

/** A probe as the kubelet makes it: one GET with a timeout; anything but 200 in time is a failure. */
async function probe(port: number, path: '/livez' | '/readyz'): Promise<number | 'timeout'> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(1500) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 'timeout';
  }
}

async function until(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Each process answers its own health port: with two replicas of one service on the same queue
 * group, a frozen replica's probes fail while the other's pass (a shared NATS health subject let
 * any replica answer for another).
 */
describe('per-instance health (HEALTH_PORT)', () => {
  let stack: Stack;
  let firstPort: number;
  let secondPort: number;
  let second: ChildProcess;
  let frozen: number | undefined;

  beforeAll(async () => {
    firstPort = await freePort();
    secondPort = await freePort();
    stack = await startTestStack({ appEnv: { catalog: { HEALTH_PORT: String(firstPort) } } });
    second = spawn(process.execPath, [APP_ENTRY], {
      cwd: join(repoRoot, 'services', 'catalog'),
      env: {
        ...process.env,
        DATABASE_URL: stack.databaseUrl('catalog'),
        NATS_URL: stack.natsUrl,
        NATS_PREFIX: stack.natsPrefix,
        LOG_LEVEL: 'warn',
        HEALTH_PORT: String(secondPort),
      },
      stdio: 'ignore',
    });
    await until(async () => (await probe(secondPort, '/readyz')) === 200);
  });

  afterAll(async () => {
    if (frozen) process.kill(frozen, 'SIGCONT');
    if (second && second.exitCode === null) {
      const exited = new Promise((resolve) => second.once('exit', resolve));
      second.kill('SIGTERM');
      await exited;
    }
    await stopTestStack(stack);
  });

  it('answers live and ready on each replica’s own port, and serves its metrics there', async () => {
    for (const port of [firstPort, secondPort]) {
      expect(await probe(port, '/livez')).toBe(200);
      expect(await probe(port, '/readyz')).toBe(200);
      const ready = (await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()) as Record<string, unknown>;
      expect(ready).toEqual({ status: 'ok', database: true, nats: true });
    }
    const metrics = await (await fetch(`http://127.0.0.1:${firstPort}/metrics`)).text();
    expect(metrics).toMatch(/^process_cpu_seconds_total\{app="catalog"\} /m);
  });

  it('fails the frozen replica’s probes and passes the other’s (SIGSTOP)', async () => {
    frozen = stack.pidOf('catalog')!;
    process.kill(frozen, 'SIGSTOP');
    const runs = [];
    for (let i = 0; i < 4; i++) {
      runs.push({
        frozenLive: await probe(firstPort, '/livez'),
        frozenReady: await probe(firstPort, '/readyz'),
        otherLive: await probe(secondPort, '/livez'),
        otherReady: await probe(secondPort, '/readyz'),
      });
    }
    expect(runs).toEqual(
      Array.from({ length: 4 }, () => ({
        frozenLive: 'timeout',
        frozenReady: 'timeout',
        otherLive: 200,
        otherReady: 200,
      })),
    );
    process.kill(frozen, 'SIGCONT');
    frozen = undefined;
    await until(async () => (await probe(firstPort, '/livez')) === 200, 10_000);
  });
});
