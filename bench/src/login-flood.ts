import { readFileSync } from 'node:fs';
import { loginFrom } from '@site/dev-stack';
import { BENCH_ADMIN, benchStack, stopBenchStack } from './bench-stack';

/**
 * `npm run bench -- login-flood`: unknown-user sign-ins from many addresses for 30 s while one
 * staff member (who signed in on this browser before: it holds the trusted-device cookie) signs
 * in every second. Prints the staff sign-ins' success rate and p95, the flood's 429 ratio and
 * p95, and the gateway's CPU. Goals: staff 100% at p95 ≤ 1 s; flood ≥ 95% 429 at p95 ≤ 50 ms.
 * BENCH_FLOOD_SECONDS, BENCH_FLOOD_ADDRESSES and BENCH_FLOOD_CONNECTIONS change the load.
 */
const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 30);
const ADDRESSES = Number(process.env.BENCH_FLOOD_ADDRESSES ?? 50);
const CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 50);
const STAFF_ADDRESS = '203.0.113.10';

interface Sample {
  status: number;
  ms: number;
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** CPU seconds (user + system) a process has used, from /proc. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function main(): Promise<void> {
  const stack = benchStack(false, {
    identity: { ADMIN_USERNAME: BENCH_ADMIN.username, ADMIN_PASSWORD: BENCH_ADMIN.password },
    // The bench speaks for many client addresses, as a reverse proxy in front would.
    gateway: { TRUSTED_PROXIES: '127.0.0.1' },
  });
  console.log(
    `login-flood benchmark: ${CONNECTIONS} connections of unknown-user sign-ins from ${ADDRESSES} addresses for ${SECONDS} s, one staff sign-in a second`,
  );
  await stack.start();
  let ok: boolean;
  try {
    const login = async (address: string, body: unknown, cookie?: string): Promise<Sample & { cookies: string[] }> => {
      const { status, ms, headers } = await loginFrom(stack.url, address, body, cookie);
      return { status, ms, cookies: headers.getSetCookie() };
    };

    const first = await login(STAFF_ADDRESS, BENCH_ADMIN);
    const device = first.cookies.map((c) => c.split(';')[0]).find((c) => c.startsWith('did='));
    if (first.status !== 200 || !device) throw new Error(`staff could not sign in before the flood (${first.status})`);

    const end = Date.now() + SECONDS * 1000;
    const flood: Sample[] = [];
    const staff: Sample[] = [];
    const gatewayCpuBefore = cpuSeconds(stack.pidOf('gateway'));
    const identityCpuBefore = cpuSeconds(stack.pidOf('identity'));
    const started = Date.now();
    let n = 0;
    const worker = async (w: number) => {
      const address = `198.18.${Math.floor((w % ADDRESSES) / 250)}.${(w % ADDRESSES) % 250}`;
      while (Date.now() < end) {
        const { status, ms } = await login(address, { username: `ghost-${w}-${n++}`, password: 'Guess-123456' });
        flood.push({ status, ms });
      }
    };
    const staffLoop = async () => {
      while (Date.now() + 1000 < end) {
        const next = Date.now() + 1000;
        const { status, ms } = await login(STAFF_ADDRESS, BENCH_ADMIN, device);
        staff.push({ status, ms });
        await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
      }
    };
    await Promise.all([...Array.from({ length: CONNECTIONS }, (_, w) => worker(w)), staffLoop()]);
    const elapsed = (Date.now() - started) / 1000;
    const gatewayCpu = (cpuSeconds(stack.pidOf('gateway')) - gatewayCpuBefore) / elapsed;
    const identityCpu = (cpuSeconds(stack.pidOf('identity')) - identityCpuBefore) / elapsed;

    const staffOk = staff.filter((s) => s.status === 200);
    const staffRate = staffOk.length / Math.max(1, staff.length);
    const staffP95 = percentile(
      staff.map((s) => s.ms),
      95,
    );
    const limited = flood.filter((s) => s.status === 429);
    const limitedRatio = limited.length / Math.max(1, flood.length);
    const limitedP95 = percentile(
      limited.map((s) => s.ms),
      95,
    );
    const byStatus = new Map<number, number>();
    for (const s of flood) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);

    console.log('');
    console.log(
      `  staff sign-ins     ${staffOk.length}/${staff.length} succeeded (${(staffRate * 100).toFixed(1)}%), p95 ${staffP95.toFixed(0)} ms   goal 100%, ≤ 1000 ms`,
    );
    console.log(
      `  flood              ${flood.length} attempts (${(flood.length / elapsed).toFixed(0)}/s), ${(limitedRatio * 100).toFixed(1)}% answered 429, 429 p95 ${limitedP95.toFixed(1)} ms   goal ≥ 95%, ≤ 50 ms`,
    );
    console.log(
      `  flood statuses     ${[...byStatus.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ')}`,
    );
    console.log(
      `  CPU                gateway ${(gatewayCpu * 100).toFixed(0)}% of a core, identity ${(identityCpu * 100).toFixed(0)}%`,
    );
    ok = staffRate === 1 && staffP95 <= 1000 && limitedRatio >= 0.95 && limitedP95 <= 50;
    console.log(ok ? '\n  goals met' : '\n  GOAL MISSED');
  } finally {
    await stopBenchStack(stack);
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
