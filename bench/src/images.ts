// `npm run bench -- images`: the upload pipeline under load. Uploads a 4000×3000 JPEG 50 times, 5 at
// a time, and prints the throughput, the gateway's peak memory and how long the gateway took to
// answer a trivial request meanwhile; then the p99 of variant requests the first time (made from
// the master) and once stored. The reference is sharp alone on the same photo (decode and the
// master's WebP encode, as many at once as the gateway's IMAGE_CONCURRENCY), without HTTP or storage.
import autocannon from 'autocannon';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, imageVariantUrl, type UploadAnswer } from '@site/contracts';
import { memoryOf, pngBomb, samplePhoto } from '@site/dev-stack';
import sharp from 'sharp';
import { BENCH_ADMIN, benchStack, stopBenchStack, signIn } from './bench-stack';
import { demoMobileBytes, photoMobileBytes, printMobileBytes } from './mobile-bytes';

const UPLOADS = Number(process.env.BENCH_IMAGE_UPLOADS ?? 50);
const PARALLEL = Number(process.env.BENCH_IMAGE_PARALLEL ?? 5);
const FIRST_TIME_VARIANTS = Number(process.env.BENCH_FIRST_VARIANTS ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** As in docker-compose.yml and k8s/base. */
const CONCURRENCY = 2;
const MEMORY_LIMIT_MIB = 768;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

async function main(): Promise<void> {
  console.log(`images benchmark: ${UPLOADS} uploads of a 4000×3000 JPEG, ${PARALLEL} at a time`);
  const photo = await samplePhoto({ width: 4000, height: 3000, grain: 12 });
  console.log(`  photo: ${(photo.length / 1024 / 1024).toFixed(1)} MB`);

  const rate = await throughGateway(photo);

  // The reference, once the stack is gone: the same photos through sharp alone.
  const reference = performance.now();
  await eachLimited(
    Array.from({ length: Math.min(UPLOADS, 20) }, (_, i) => i),
    CONCURRENCY,
    async () => {
      await sharp(photo, { failOn: 'truncated', autoOrient: true })
        .withIccProfile('srgb')
        .webp({ quality: 82, effort: 2 })
        .toBuffer();
    },
  );
  const referenceRate = Math.min(UPLOADS, 20) / ((performance.now() - reference) / 1000);

  console.log('\nreference: sharp alone (decode, master WebP encode), as many at once as IMAGE_CONCURRENCY');
  console.log(`  throughput        ${referenceRate.toFixed(2)} images/s`);
  console.log(`  ratio             ${(rate / referenceRate).toFixed(2)} (gateway uploads / sharp alone)`);

  printMobileBytes('the demo catalogue of drawn illustrations', await demoMobileBytes());
}

/**
 * A 20000×20000 PNG bomb (about 50 KB), refused by its header before anything is decoded: how soon, and what
 * it cost the gateway's memory. First, while the gateway's peak is still its start-up one.
 */
async function pixelFlood(url: string, headers: Record<string, string>, pid: number): Promise<void> {
  const before = memoryOf(pid);
  let highest = before.rss;
  const sampler = setInterval(() => (highest = Math.max(highest, memoryOf(pid).rss)), 10);
  const body = new FormData();
  body.append('image', new Blob([new Uint8Array(pngBomb(20000, 20000))], { type: 'image/png' }), 'bomb.png');
  const started = performance.now();
  const res = await fetch(`${url}/api/upload`, { method: 'POST', headers, body });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  clearInterval(sampler);
  if (res.status !== 413) throw new Error(`the PNG bomb answered ${res.status}, not 413`);
  const grew = Math.max(highest - before.rss, memoryOf(pid).peak - before.peak);
  console.log('\npixel flood (20000×20000 PNG, refused by its header)');
  console.log(`  answered 413 in   ${ms.toFixed(0)} ms (goal ≤ 1000 ms: ${(ms / 1000).toFixed(2)}× of it)`);
  console.log(`  gateway RSS grew  ${grew.toFixed(0)} MiB (goal ≤ 100 MiB: ${(grew / 100).toFixed(2)}× of it)`);
}

/** The uploads and variants through a bench stack; answers the upload throughput (images/s). */
async function throughGateway(photo: Buffer): Promise<number> {
  const stack = benchStack(false, {
    identity: { ADMIN_PASSWORD: BENCH_ADMIN.password },
    gateway: { IMAGE_CONCURRENCY: String(CONCURRENCY), UPLOAD_SWEEP_INTERVAL_MINUTES: '0' },
  });
  await stack.start();
  try {
    const cookie = await signIn(stack.url);
    const headers = { cookie, 'x-requested-with': 'XMLHttpRequest' };
    const saved = await fetch(`${stack.url}/api/settings`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ tab: 'system', settings: { uploadMaxSize: 20 } }),
    });
    if (saved.status !== 200) throw new Error(`settings answered ${saved.status}`);

    const pid = stack.pidOf('gateway')!;
    await pixelFlood(stack.url, headers, pid);
    const idle = memoryOf(pid).rss;
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 100);
    let uploading = true;
    const probes: number[] = [];
    const probe = (async () => {
      while (uploading) {
        probes.push(await timed(`${stack.url}/api/health/live`));
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    const answers: UploadAnswer[] = [];
    const started = performance.now();
    await eachLimited(
      Array.from({ length: UPLOADS }, (_, i) => i),
      PARALLEL,
      async () => {
        const body = new FormData();
        body.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
        const res = await fetch(`${stack.url}/api/upload`, { method: 'POST', headers, body });
        if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
        answers.push((await res.json()) as UploadAnswer);
      },
    );
    const seconds = (performance.now() - started) / 1000;
    uploading = false;
    await probe;
    clearInterval(sampler);
    const rate = UPLOADS / seconds;
    const master = answers[0];

    console.log('\nuploads');
    console.log(`  throughput        ${rate.toFixed(2)} images/s (${seconds.toFixed(1)} s for ${UPLOADS})`);
    console.log(
      `  master            ${master.width}×${master.height}, ${(master.bytes / 1024 / 1024).toFixed(2)} MB WebP`,
    );
    console.log(
      `  gateway RSS       idle ${idle.toFixed(0)} MiB, peak ${Math.max(peak, memoryOf(pid).peak).toFixed(0)} MiB (limit ${MEMORY_LIMIT_MIB})`,
    );
    console.log(
      `  /api/health/live  p99 ${percentile(probes, 99).toFixed(0)} ms, max ${Math.max(...probes).toFixed(0)} ms while uploading`,
    );

    const variants = answers.flatMap((a) =>
      IMAGE_VARIANT_WIDTHS.flatMap((w) => IMAGE_VARIANT_FORMATS.map((f) => imageVariantUrl(a.url, w, f)!)),
    );
    const firstTime: number[] = [];
    for (const url of variants.slice(0, FIRST_TIME_VARIANTS)) firstTime.push(await timed(`${stack.url}${url}`));
    const made = variants.slice(0, FIRST_TIME_VARIANTS);
    const cached = await autocannon({
      url: stack.url,
      connections: 20,
      duration: SECONDS,
      requests: made.map((path) => ({ method: 'GET', path })),
    });
    console.log('\nvariants (one request at a time the first time; 20 connections once stored)');
    console.log(
      `  first time        p99 ${percentile(firstTime, 99).toFixed(0)} ms, median ${percentile(firstTime, 50).toFixed(0)} ms (${firstTime.length} variants of 12 MP masters)`,
    );
    console.log(
      `  stored            p99 ${cached.latency.p99} ms, ${cached.requests.average.toFixed(0)} req/s, ${cached.non2xx} non-2xx`,
    );
    printMobileBytes('12 products of three 4000×3000 photos each', await photoMobileBytes(stack.url, headers, answers));
    return rate;
  } finally {
    await stopBenchStack(stack);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
