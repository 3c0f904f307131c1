import {
  hasVariants,
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantKey,
  parseVariantKey,
  uploadBase,
} from '@site/contracts';
import { ImageRefusedError } from './image-pipeline';
import type { UploadStore } from './upload-store';

export interface BackfillReport {
  uploads: number;
  /** Re-encoded in place now. */
  converted: number;
  /** Already made by this pipeline (by an upload, the demo seed or an earlier run). */
  current: number;
  /** Kept as they were: the pipeline refuses them (the reason follows the key). */
  refused: string[];
  /** Not done because of an error (storage); a later run tries them again. */
  failed: string[];
  variantsMade: number;
  variantsPresent: number;
}

export interface BackfillOptions {
  /** Also make every missing variant of every picture. */
  variants: boolean;
  /** After each upload: how many are done of how many. */
  onProgress?: (done: number, total: number) => void;
  /** Uploads worked on at once (the work queue bounds the decoding anyway). */
  parallel?: number;
}

/**
 * Runs every stored upload through the image pipeline: masters from before it are re-encoded in
 * place (same key, so every reference keeps working), those already done are skipped, and the
 * missing variants are made. Idempotent, and resumable: each master is marked when it is done and
 * each variant exists or not, so a run stopped halfway goes on where it stopped.
 */
export async function backfillUploads(uploads: UploadStore, options: BackfillOptions): Promise<BackfillReport> {
  const masters = await uploads.masterKeys();
  const variants = new Set<string>();
  for (const prefix of ['images/', 'qrcodes/']) {
    for await (const object of uploads.objects.list(prefix)) {
      if (parseVariantKey(object.key)) variants.add(object.key);
    }
  }
  const report: BackfillReport = {
    uploads: masters.length,
    converted: 0,
    current: 0,
    refused: [],
    failed: [],
    variantsMade: 0,
    variantsPresent: 0,
  };

  let next = 0;
  let done = 0;
  const work = async (key: string) => {
    try {
      const result = await uploads.convert(key);
      if (result === 'missing') return;
      if (result === 'converted') report.converted++;
      else report.current++;
    } catch (error) {
      if (error instanceof ImageRefusedError) report.refused.push(`${key} (${error.reason})`);
      else report.failed.push(`${key} (${String(error)})`);
      return;
    }
    if (!options.variants || !hasVariants(key)) return;
    for (const width of IMAGE_VARIANT_WIDTHS) {
      for (const format of IMAGE_VARIANT_FORMATS) {
        const variant: ImageVariantKey = { base: uploadBase(key), width, format };
        if (variants.has(`${variant.base}/w${width}.${format}`)) {
          report.variantsPresent++;
          continue;
        }
        try {
          const made = await uploads.variant(variant);
          if (made && !Buffer.isBuffer(made.body)) made.body.destroy();
          report.variantsMade++;
        } catch (error) {
          report.failed.push(`${variant.base}/w${width}.${format} (${String(error)})`);
        }
      }
    }
  };
  const worker = async () => {
    while (next < masters.length) {
      const key = masters[next++];
      await work(key);
      options.onProgress?.(++done, masters.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 2) }, worker));
  return report;
}

export const describeBackfill = (r: BackfillReport): string =>
  `backfill: ${r.uploads} uploads: ${r.converted} re-encoded, ${r.current} already done, ` +
  `${r.refused.length} refused (kept as they were), ${r.failed.length} failed; ` +
  `variants: ${r.variantsMade} made, ${r.variantsPresent} already there`;
