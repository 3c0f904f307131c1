// @run-alone: twenty 12 MP photos at once keep both cores busy, which would slow neighbours past their timeouts.
import { randomUUID } from 'node:crypto';
import { samplePhoto, type Stack } from '@site/dev-stack';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, imageVariantUrl, type UploadAnswer } from '@site/contracts';
import exifr from 'exifr';
import jsQR from 'jsqr';
import type { Client } from 'minio';
import sharp from 'sharp';
import { animatedGif, images, photoWithGps, pngBomb, polyglot, qrCodePng } from '../fixtures/images';
import { ADMIN, ApiClient } from '../support/api-client';
import { bucketOf, runImagesCli } from '../support/images-cli';
import { startTestStack, stopTestStack } from '../support/test-stack';
import { uploadForm as form } from '../support/upload-form';

async function decodeQr(bytes: Buffer): Promise<string | null> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe('the image pipeline through the gateway', () => {
  let stack: Stack;
  let admin: ApiClient;
  let bucket: Client;

  const upload = (bytes: Buffer, field = 'image', path = '/api/upload') =>
    admin.request<UploadAnswer & { error?: string }>('POST', path, form(field, bytes));
  const fetchBytes = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${stack.url}${url}`, { headers });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const variantUrls = (url: string) =>
    IMAGE_VARIANT_WIDTHS.flatMap((width) => IMAGE_VARIANT_FORMATS.map((f) => imageVariantUrl(url, width, f)!));
  const images_cli = (args: string[]) => runImagesCli(stack, args);

  beforeAll(async () => {
    stack = await startTestStack({ appEnv: { gateway: { UPLOAD_SWEEP_INTERVAL_MINUTES: '0' } } });
    admin = await ApiClient.signedIn(stack.url, ADMIN);
    bucket = bucketOf(stack);
  });
  afterAll(() => stopTestStack(stack));

  // How fast it is refused and what it costs the gateway's memory: `npm run bench -- images`.
  it('refuses a 20000×20000 PNG bomb by its header, with the pixel limit in Chinese', async () => {
    const answer = await upload(pngBomb(20000, 20000));
    expect(answer.status).toBe(413);
    expect(answer.body.error).toBe('图片尺寸过大（最多4000万像素），请缩小后再上传');
  });

  it('answers the master’s size and bytes, and strips EXIF and GPS from the master and every variant', async () => {
    const photo = await photoWithGps(1600, 1200);
    expect((await exifr.gps(photo)).latitude).toBeCloseTo(31.23, 2);
    const answer = await upload(photo);
    expect(answer.status).toBe(200);
    // Stored sideways with orientation 6: the master is upright.
    expect(answer.body).toMatchObject({ width: 1200, height: 1600 });
    expect(answer.body.url).toMatch(/^\/uploads\/images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);

    const master = await fetchBytes(answer.body.url);
    expect(master.res.headers.get('content-type')).toBe('image/webp');
    expect(master.bytes.length).toBe(answer.body.bytes);
    for (const url of [answer.body.url, ...variantUrls(answer.body.url)]) {
      const { res, bytes } = await fetchBytes(url);
      expect(res.status).toBe(200);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('serves variants at their widths (never upscaled), revalidated after 5 minutes, the same bytes every time', async () => {
    const { body } = await upload(await photoWithGps(1600, 1200));
    const url = imageVariantUrl(body.url, 640, 'avif')!;
    const first = await fetchBytes(url);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toBe('image/avif');
    // Not immutable: the library may replace a file under the same URL (issue 33).
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    expect(first.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(first.bytes).metadata()).width).toBe(640);

    const again = await fetchBytes(url);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(again.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
    const revalidated = await fetch(`${stack.url}${url}`, {
      headers: { 'if-none-match': first.res.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);

    const widest = await fetchBytes(imageVariantUrl(body.url, 1280, 'webp')!);
    expect(widest.res.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(widest.bytes).metadata()).toMatchObject({ width: 1200, height: 1600 });
  });

  it('answers a flood of first-time variants from one address with pictures, and an upload meanwhile', async () => {
    // Every request here comes from one address: its variants are made two at a time (the rest wait in
    // its line, or get the master past it), so the flood never fills the queue other visitors share.
    const master = await upload(await samplePhoto({ width: 1400, height: 1000 }));
    const urls = variantUrls(master.body.url);
    const [answers, during] = await Promise.all([
      Promise.all(urls.map((url) => fetchBytes(url))),
      upload(await samplePhoto({ width: 800, height: 600 })),
    ]);
    expect(during.status).toBe(200);
    for (const { res, bytes } of answers) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/(avif|webp)$/);
      expect((await sharp(bytes).metadata()).width).toBeGreaterThan(0);
    }
  });

  it('answers 404 for variants of nothing and for sizes or folders that have none', async () => {
    const { body } = await upload(images.png);
    for (const path of [
      `/uploads/images/2026/01/${randomUUID()}/w640.avif`,
      body.url.replace(/\.webp$/, '/w641.avif'),
      body.url.replace(/\.webp$/, '/w640.png'),
      body.url.replace(/^\/uploads\/images/, '/uploads/qrcodes').replace(/\.webp$/, '/w640.webp'),
    ]) {
      expect((await fetch(`${stack.url}${path}`)).status).toBe(404);
    }
  });

  it('turns polyglots into clean pictures: the trailing HTML or script is gone', async () => {
    for (const picture of [images.png, images.gif, images.jpg]) {
      const answer = await upload(polyglot(picture));
      expect(answer.status).toBe(200);
      const { res, bytes } = await fetchBytes(answer.body.url);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(bytes.includes(Buffer.from('<script'))).toBe(false);
      expect(bytes.includes(Buffer.from('<html'))).toBe(false);
    }
  });

  it('refuses truncated and undecodable files with 415 and a Chinese message', async () => {
    const photo = await photoWithGps(400, 300);
    for (const bytes of [photo.subarray(0, photo.length - 200), images.png.subarray(0, images.png.length - 20)]) {
      const answer = await upload(bytes);
      expect(answer.status).toBe(415);
      expect(answer.body.error).toBe('图片文件已损坏或不完整，无法读取，请重新选择图片');
    }
    const garbage = Buffer.concat([images.png.subarray(0, 33), Buffer.alloc(200, 7)]);
    expect((await upload(garbage)).status).toBe(415);
  });

  it('keeps animated GIFs animated, in the master and the variants', async () => {
    const answer = await upload(await animatedGif(6, 400, 300));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ width: 400, height: 300 });
    const master = await fetchBytes(answer.body.url);
    expect(await sharp(master.bytes).metadata()).toMatchObject({ format: 'webp', pages: 6 });
    const variant = await fetchBytes(imageVariantUrl(answer.body.url, 320, 'avif')!);
    expect(variant.res.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(variant.bytes).metadata()).pages).toBe(6);
  });

  it('refuses animations of more than 300 frames', async () => {
    const answer = await upload(await animatedGif(301, 4, 4));
    expect(answer.status).toBe(413);
    expect(answer.body.error).toBe('动图帧数过多（最多300帧）');
  });

  it('keeps QR codes scannable (lossless)', async () => {
    const text = 'https://example.com/download/site-app-2.4.0.apk';
    const answer = await upload(await qrCodePng(text), 'qrcode', '/api/upload/qrcode');
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/^\/uploads\/qrcodes\/.*\.webp$/);
    expect(await decodeQr((await fetchBytes(answer.body.url)).bytes)).toBe(text);
  });

  describe('backfill', () => {
    const legacyKey = `images/2025/06/${randomUUID()}.jpg`;

    it('re-encodes uploads from before the pipeline in place and makes their variants; a second run changes nothing', async () => {
      const photo = await photoWithGps(800, 600);
      await bucket.putObject('uploads', legacyKey, photo, photo.length, {
        'Content-Type': 'image/jpeg',
      });
      const legacyUrl = `/uploads/${legacyKey}`;
      expect((await fetchBytes(legacyUrl)).res.headers.get('content-type')).toBe('image/jpeg');

      const first = await images_cli(['backfill']);
      expect(first.stdout).toMatch(/re-encoded/);
      const converted = Number(/(\d+) re-encoded/.exec(first.stdout)![1]);
      expect(converted).toBeGreaterThanOrEqual(1);
      expect(first.stdout).toMatch(/0 failed/);

      const { res, bytes } = await fetchBytes(legacyUrl);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
      const stat = await bucket.statObject('uploads', `${legacyKey.replace(/\.jpg$/, '')}/w320.avif`);
      expect(stat.size).toBeGreaterThan(0);

      const second = await images_cli(['backfill']);
      expect(second.stdout).toMatch(/ 0 re-encoded/);
      expect(second.stdout).toMatch(/variants: 0 made/);
      expect(second.stdout).toMatch(/0 failed/);
    });
  });

  describe('sweeper', () => {
    it('removes only old uploads nothing uses, with their variants; a dry run lists them and removes nothing', async () => {
      const used = (await upload(images.png)).body.url;
      const abandoned = (await upload(images.gif)).body.url;
      const abandonedVariant = imageVariantUrl(abandoned, 320, 'webp')!;
      expect((await fetch(`${stack.url}${abandonedVariant}`)).status).toBe(200);
      const category = await admin.post('/api/categories', { name: '清理测试', type: 'product' });
      const product = await admin.post('/api/products?publish=true', {
        name: '清理测试产品',
        category: category.body.id,
        status: '已发布',
        price: '¥1',
        stock: 1,
      });
      expect((await admin.post(`/api/products/${product.body.id}/images`, { image_url: used })).status).toBe(201);

      const young = await images_cli(['sweep', '--min-age-hours', '1']);
      expect(young.stdout).toMatch(/ 0 removed/);
      expect((await fetch(`${stack.url}${abandoned}`)).status).toBe(200);

      const dry = await images_cli(['sweep', '--dry-run', '--min-age-hours', '0']);
      expect(dry.stdout).toContain(`would remove ${abandoned}`);
      expect(dry.stdout).not.toContain(used);
      expect(dry.stdout).toMatch(/upload sweep \(dry run\): .* 1 in use/);
      expect((await fetch(`${stack.url}${abandoned}`)).status).toBe(200);

      const swept = await images_cli(['sweep', '--min-age-hours', '0']);
      expect(swept.stdout).toContain(`removed ${abandoned}`);
      expect((await fetch(`${stack.url}${abandoned}`)).status).toBe(404);
      expect(
        await bucket.statObject('uploads', abandonedVariant.slice('/uploads/'.length)).catch(() => null),
      ).toBeNull();
      expect((await fetch(`${stack.url}${used}`)).status).toBe(200);
    });
  });

  // Last: the variants of twenty 12 MP photos would make the backfill above slow.
  // The gateway's peak memory against its limit, and how long other requests wait meanwhile: `npm run bench -- images`.
  it('takes 20 parallel 5 MB photos, queued, and answers other requests meanwhile', async () => {
    const saved = await admin.post('/api/settings', { tab: 'system', settings: { uploadMaxSize: 10 } });
    expect(saved.status).toBe(200);
    const photo = await samplePhoto({ width: 4000, height: 3000, grain: 18 });
    expect(photo.length).toBeGreaterThan(4.5 * 1024 * 1024);

    let done = false;
    const probes: number[] = [];
    const probe = (async () => {
      while (!done) {
        probes.push((await fetch(`${stack.url}/api/health/live`)).status);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(photo)));
    done = true;
    await probe;

    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(answers[0].body).toMatchObject({ width: 4000, height: 3000 });
    // Decoding runs in libvips' threads: the gateway answers other requests while 20 photos wait and encode.
    expect(probes.length).toBeGreaterThan(0);
    expect(probes.filter((status) => status !== 200)).toEqual([]);
    await admin.post('/api/settings', { tab: 'system', settings: { uploadMaxSize: 5 } });
  });
});
