import autocannon from 'autocannon';

export interface Figures {
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

async function run(url: string, options: LoadOptions): Promise<Figures> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds });
  return {
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A warm-up run (not counted), then two measured runs, as every benchmark here does. */
export async function measure(label: string, url: string, options: LoadOptions): Promise<Figures[]> {
  process.stdout.write(`  ${label}: warm-up ${Math.max(3, Math.round(options.seconds / 2))} s`);
  await run(url, { ...options, seconds: Math.max(3, Math.round(options.seconds / 2)) });
  const runs: Figures[] = [];
  for (let i = 1; i <= 2; i++) {
    process.stdout.write(`, run ${i}`);
    runs.push(await run(url, options));
  }
  process.stdout.write('\n');
  return runs;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(9);

export function printComparison(
  title: string,
  subject: Figures[],
  baseline: Figures[],
  subjectLabel = 'full path',
): void {
  console.log(`\n${title}`);
  console.log(
    `  ${'run'.padEnd(28)}${'req/s'.padStart(9)}${'p99 ms'.padStart(9)}${'non-2xx'.padStart(9)}${'errors'.padStart(9)}`,
  );
  const rows: [string, Figures][] = [
    ...subject.map((f, i): [string, Figures] => [`${subjectLabel}, run ${i + 1}`, f]),
    ...baseline.map((f, i): [string, Figures] => [`baseline, run ${i + 1}`, f]),
  ];
  for (const [name, f] of rows) {
    console.log(`  ${name.padEnd(28)}${fmt(f.reqPerSec)}${fmt(f.p99Ms, 1)}${fmt(f.non2xx)}${fmt(f.errors)}`);
  }
  const best = (list: Figures[]) => list.reduce((a, b) => (b.reqPerSec > a.reqPerSec ? b : a));
  const s = best(subject);
  const b = best(baseline);
  console.log(
    `  ratio (${subjectLabel} / baseline, best runs): req/s ${(s.reqPerSec / b.reqPerSec).toFixed(3)}, p99 ${(s.p99Ms / b.p99Ms).toFixed(2)}x`,
  );
}
