import type { ImageVariantFormat } from '@site/contracts';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { WorkQueue } from './work-queue';

// libvips keeps recent operations in memory for reuse; uploads are never the same twice.
sharp.cache(false);

export const IMAGE_LIMITS = {
  /** A pixel flood (a small file that decodes to gigabytes) is refused from its header. */
  maxPixels: 40_000_000,
  maxFrames: 300,
} as const;

/** Masters: WebP at this quality, or lossless when the picture has few colours. */
export const MASTER_QUALITY = 82;
/**
 * Effort 2 of 6: on a 12 MP photo 2.4 times faster than the default 4 for about 4 % more bytes
 * (measured), and uploads wait for it.
 */
const MASTER_EFFORT = 2;
const VARIANT_WEBP = { quality: MASTER_QUALITY, effort: 4 } as const;
/** AVIF's quality scale is lower than WebP's for the same look; effort 2 of 9 keeps a first request under a second. */
const VARIANT_AVIF = { quality: 50, effort: 2 } as const;
/** WebP cannot be wider or taller than this. */
const WEBP_MAX_SIDE = 16383;
/** At most this many colours is a "few-colour" picture (a QR code, a chart): stored lossless. */
const FEW_COLOURS = 256;
/** The colours are counted on a nearest-neighbour sample of this size, which keeps exact colours. */
const COLOUR_SAMPLE_SIDE = 512;
/** Uploads before the pipeline were accepted up to 50 MP; their variants are still made. */
const STORED_MAX_PIXELS = 50_000_000;
/** A job of this many pixels takes one slot of the work queue; bigger ones take more (memory). */
const PIXELS_PER_SLOT = 16_000_000;

export type ImageRefusal = 'undecodable' | 'too-many-pixels' | 'animation-too-many-pixels' | 'too-many-frames';

/** The upload is not a picture we take; `reason` says why (the caller words it). */
export class ImageRefusedError extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(`image refused: ${reason}`);
  }
}

export interface EncodedImage {
  bytes: Buffer;
  contentType: 'image/webp' | 'image/avif';
  /** Of one frame. */
  width: number;
  height: number;
  frames: number;
  lossless: boolean;
}

interface Header {
  format: string;
  frames: number;
  /** Every frame together. */
  pixels: number;
}

/**
 * Decodes, cleans and re-encodes pictures with sharp (libvips). The pixel work runs in libuv's
 * thread pool, never on the event loop, and through the work queue, which bounds how many
 * pictures are decoded at once. A plain class: the gateway's uploads, the demo seed and the
 * backfill command all use it.
 */
export class ImagePipeline {
  constructor(
    private readonly queue: WorkQueue,
    private readonly limits: { maxPixels: number; maxFrames: number } = IMAGE_LIMITS,
  ) {}

  /**
   * The stored master of an upload: every pixel decoded (truncated or broken data is refused),
   * the EXIF orientation applied, all metadata dropped (EXIF, GPS, XMP, comments) but an sRGB
   * ICC profile, re-encoded as WebP (animated stays animated). Trailing bytes of a polyglot
   * never reach the output, since only decoded pixels are written.
   */
  async master(bytes: Buffer): Promise<EncodedImage> {
    const header = await this.header(bytes);
    return this.queue.run(header.pixels / PIXELS_PER_SLOT, async () => {
      const lossless = header.format !== 'jpeg' && (await this.fewColours(bytes));
      try {
        const { data, info } = await sharp(bytes, {
          failOn: 'truncated',
          limitInputPixels: this.limits.maxPixels,
          autoOrient: true,
          animated: header.frames > 1,
        })
          .resize({ width: WEBP_MAX_SIDE, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
          .withIccProfile('srgb')
          .webp(lossless ? { lossless: true } : { quality: MASTER_QUALITY, effort: MASTER_EFFORT })
          .toBuffer({ resolveWithObject: true });
        return encoded(data, 'image/webp', info, lossless);
      } catch {
        throw new ImageRefusedError('undecodable');
      }
    });
  }

  /**
   * One variant of a stored master: `width` wide at most (never upscaled), without metadata or
   * profile (browsers take untagged pictures as sRGB). Animated masters give animated WebP for
   * either format, since AVIF output here would be a still frame; browsers that read AVIF read WebP.
   */
  async variant(master: Buffer, width: number, format: ImageVariantFormat): Promise<EncodedImage> {
    const meta = await sharp(master).metadata();
    const frames = meta.pages ?? 1;
    // In the public lane: made on an anonymous first request, so a flood of them never delays an upload.
    return this.queue.run(
      (meta.width * meta.height * frames) / PIXELS_PER_SLOT,
      async () => {
        const resized = sharp(master, { limitInputPixels: STORED_MAX_PIXELS, autoOrient: true, animated: frames > 1 })
          .resize({ width, withoutEnlargement: true })
          .toColourspace('srgb');
        const avif = format === 'avif' && frames === 1;
        const { data, info } = await (avif ? resized.avif(VARIANT_AVIF) : resized.webp(VARIANT_WEBP)).toBuffer({
          resolveWithObject: true,
        });
        return encoded(data, avif ? 'image/avif' : 'image/webp', info, false);
      },
      'public',
    );
  }

  /** Size and frames from the header alone, so a pixel flood is refused before any decoding. */
  private async header(bytes: Buffer): Promise<Header> {
    let meta: Metadata;
    try {
      // Only the header is read; the limit is ours, below.
      meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw new ImageRefusedError('undecodable');
    }
    const frames = meta.pages ?? 1;
    const framePixels = meta.width * meta.height;
    if (!framePixels) throw new ImageRefusedError('undecodable');
    if (framePixels > this.limits.maxPixels) throw new ImageRefusedError('too-many-pixels');
    if (frames > this.limits.maxFrames) throw new ImageRefusedError('too-many-frames');
    if (framePixels * frames > this.limits.maxPixels) throw new ImageRefusedError('animation-too-many-pixels');
    return { format: meta.format, frames, pixels: framePixels * frames };
  }

  /** Whether a picture has at most FEW_COLOURS colours (alpha counted), on a sample of its first frame. */
  private async fewColours(bytes: Buffer): Promise<boolean> {
    let sample: Buffer;
    try {
      sample = await sharp(bytes, { failOn: 'truncated', limitInputPixels: this.limits.maxPixels })
        .resize({
          width: COLOUR_SAMPLE_SIDE,
          height: COLOUR_SAMPLE_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
          kernel: 'nearest',
        })
        .ensureAlpha()
        .raw()
        .toBuffer();
    } catch {
      throw new ImageRefusedError('undecodable');
    }
    const seen = new Set<number>();
    for (let i = 0; i < sample.length; i += 4) {
      seen.add(sample.readUInt32LE(i));
      if (seen.size > FEW_COLOURS) return false;
    }
    return true;
  }
}

function encoded(
  bytes: Buffer,
  contentType: EncodedImage['contentType'],
  info: OutputInfo,
  lossless: boolean,
): EncodedImage {
  const frames = info.pages ?? 1;
  return { bytes, contentType, width: info.width, height: info.pageHeight ?? info.height, frames, lossless };
}
