import zlib from 'node:zlib';
import sharp from 'sharp';

export interface SamplePhotoOptions {
  width: number;
  height: number;
  /** Different seeds give different pictures; the same seed the same one. */
  seed?: number;
  /** Sensor-like grain (standard deviation, 0-255); more grain, more bytes. */
  grain?: number;
  /** JPEG quality. */
  quality?: number;
}

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/**
 * A photo-like JPEG for tests and benchmarks: soft coloured shapes over a gradient, with grain,
 * so it compresses like a camera picture (a 4000×3000 one is about 4 MB) rather than like a flat
 * drawing or pure noise. Made by sharp, in well under a second per megapixel.
 */
export async function samplePhoto(options: SamplePhotoOptions): Promise<Buffer> {
  const { width, height, seed = 1, grain = 12, quality = 92 } = options;
  const next = random(seed);
  // Drawn at a quarter size and enlarged: the blur of the enlargement is the photo's softness.
  const w = Math.max(1, Math.round(width / 4));
  const h = Math.max(1, Math.round(height / 4));
  const shapes = Array.from({ length: 60 }, () => {
    const hue = Math.floor(next() * 360);
    return (
      `<circle cx="${Math.round(next() * w)}" cy="${Math.round(next() * h)}" r="${Math.round((0.03 + next() * 0.2) * w)}" ` +
      `fill="hsl(${hue},${40 + Math.floor(next() * 40)}%,${30 + Math.floor(next() * 40)}%)" fill-opacity="${(0.3 + next() * 0.5).toFixed(2)}"/>`
    );
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#7ab"/><stop offset="1" stop-color="#253"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const base = await sharp(Buffer.from(svg))
    .resize(width, height)
    .blur(Math.max(0.3, width / 400))
    .removeAlpha()
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (grain <= 0) return sharp(base).jpeg({ quality }).toBuffer();
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: grain } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(base)
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality })
    .toBuffer();
}

/**
 * A pixel flood: a tiny PNG (1-bit grey, all black) whose header says `width`×`height`. Decoded
 * it would take width×height×(at least one byte): 400 MB for 20000×20000, from about 50 KB.
 */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
