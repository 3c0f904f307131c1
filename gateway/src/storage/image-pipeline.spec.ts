import exifr from 'exifr';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { animatedGif, GPS, images, photoWithGps, pngBomb, polyglot, qrCodePng } from '../../../test/fixtures/images';
import { ImagePipeline, ImageRefusedError } from './image-pipeline';
import { WorkQueue } from './work-queue';

const pipeline = () => new ImagePipeline(new WorkQueue(2, 10));

async function decodeQr(bytes: Buffer): Promise<string | null> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ImageRefusedError ? error.reason : error),
  );

describe('ImagePipeline.master', () => {
  it('applies the EXIF orientation, then drops EXIF and GPS; keeps an sRGB profile only', async () => {
    const photo = await photoWithGps(120, 80);
    const gps = await exifr.gps(photo);
    expect(gps.latitude).toBeCloseTo(GPS.latitude, 3);

    const master = await pipeline().master(photo);
    const meta = await sharp(master.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 80, height: 120 });
    expect({ width: master.width, height: master.height }).toEqual({ width: 80, height: 120 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeDefined();
    expect(await exifr.gps(master.bytes).catch(() => undefined)).toBeUndefined();
    expect(master.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(master.lossless).toBe(false);
  });

  it('keeps nothing after the picture of a polyglot', async () => {
    for (const picture of [images.png, images.gif, images.jpg]) {
      const master = await pipeline().master(polyglot(picture));
      expect(master.bytes.includes(Buffer.from('<script'))).toBe(false);
      expect((await sharp(master.bytes).metadata()).format).toBe('webp');
    }
  });

  it('stores few-colour pictures lossless: a QR code still reads', async () => {
    const text = 'https://example.com/download/app-1.2.3.apk';
    const qr = await qrCodePng(text);
    const master = await pipeline().master(qr);
    expect(master.lossless).toBe(true);
    expect(await decodeQr(master.bytes)).toBe(text);
    const variant = await pipeline().variant(master.bytes, 320, 'avif');
    expect(await decodeQr(variant.bytes)).toBe(text);
  });

  it('stores photos lossy', async () => {
    const photo = await sharp({
      create: {
        width: 64,
        height: 48,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect((await pipeline().master(photo)).lossless).toBe(false);
  });

  it('keeps animated GIFs animated', async () => {
    const master = await pipeline().master(await animatedGif(5));
    expect(master.frames).toBe(5);
    const meta = await sharp(master.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', pages: 5, width: 40, height: 30 });
  });

  it('refuses a pixel flood from its header, before decoding', async () => {
    const bomb = pngBomb(20000, 20000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusal(pipeline().master(bomb))).toBe('too-many-pixels');
  });

  it('refuses animations of more than 300 frames, or of more pixels than a picture may have', async () => {
    expect(await refusal(pipeline().master(await animatedGif(301, 4, 4)))).toBe('too-many-frames');
    const small = new ImagePipeline(new WorkQueue(1, 1), { maxPixels: 40 * 30 * 4, maxFrames: 300 });
    expect(await refusal(small.master(await animatedGif(5)))).toBe('animation-too-many-pixels');
  });

  it.each([
    ['an 8-byte PNG signature', images.png.subarray(0, 8)],
    ['a PNG cut in its data', images.png.subarray(0, images.png.length - 20)],
    ['a 12-byte JPEG header', images.jpg.subarray(0, 12)],
    ['a JPEG without its end', images.jpg.subarray(0, images.jpg.length - 10)],
    ['a 12-byte GIF header', images.gif.subarray(0, 12)],
    ['a 12-byte WebP header', images.webp.subarray(0, 12)],
  ])('refuses %s as undecodable', async (_name, bytes) => {
    expect(await refusal(pipeline().master(Buffer.from(bytes)))).toBe('undecodable');
  });
});

describe('ImagePipeline.variant', () => {
  it('resizes to the width, never up, without metadata', async () => {
    const master = await pipeline().master(await photoWithGps(600, 400));
    const small = await pipeline().variant(master.bytes, 320, 'avif');
    expect(small).toMatchObject({ contentType: 'image/avif', width: 320 });
    const meta = await sharp(small.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe('heif');
    const wide = await pipeline().variant(master.bytes, 1280, 'webp');
    expect(wide).toMatchObject({ contentType: 'image/webp', width: 400, height: 600 });
  });

  it('keeps animation: an animated master gives animated WebP for either format', async () => {
    const master = await pipeline().master(await animatedGif(4, 400, 300));
    const variant = await pipeline().variant(master.bytes, 320, 'avif');
    expect(variant).toMatchObject({ contentType: 'image/webp', frames: 4, width: 320, height: 240 });
  });
});
