import {
  DEMO_IMAGE_PREFIX,
  MAX_FILE_USAGE_URLS,
  parseVariantKey,
  uploadBase,
  UPLOAD_KEY_PATTERN,
  UPLOADS_PREFIX,
} from '@site/contracts';
import { Logger } from '@nestjs/common';
import type { RpcClient } from '@site/service-kit/dist/client';
import { urlsInUse } from './file-owners';
import { forgetRecord } from './media-records';
import type { UploadStore } from './upload-store';

export interface SweepOptions {
  /** Uploads younger than this stay whatever happens: a form may still be open with them. */
  minAgeHours: number;
  /** List what would go, remove nothing. */
  dryRun: boolean;
}

export interface SweepReport {
  dryRun: boolean;
  /** Uploads (masters) in the bucket, demo pictures left out. */
  uploads: number;
  young: number;
  inUse: number;
  /** Kept because a service could not say whether it uses them. */
  undecided: number;
  /** The URLs of the uploads removed (or, in a dry run, that would be). */
  removed: string[];
  /** Variants whose master is gone, removed (or that would be). */
  strayVariants: number;
}

export const describeSweep = (r: SweepReport, minAgeHours: number): string =>
  `${r.dryRun ? 'upload sweep (dry run)' : 'upload sweep'}: ${r.uploads} uploads, ${r.young} younger than ` +
  `${minAgeHours} h, ${r.inUse} in use, ${r.undecided} undecided (a service did not answer), ` +
  `${r.removed.length} ${r.dryRun ? 'would be removed' : 'removed'}, ${r.strayVariants} stray variants`;

/**
 * Removes uploads that nothing references: files uploaded and then abandoned (a form cancelled),
 * which no event ever announces. Asks every owning service about each old enough upload, as the
 * removal after deletes does; when one cannot answer, those files stay until the next run.
 * Demo pictures always stay. A plain class: the gateway runs it on a timer, `npm run images --
 * sweep` on demand.
 */
export class UploadSweeper {
  private readonly logger = new Logger(UploadSweeper.name);

  constructor(
    private readonly uploads: UploadStore,
    private readonly rpc: RpcClient,
  ) {}

  async sweep(options: SweepOptions, now = new Date()): Promise<SweepReport> {
    const cutoff = now.getTime() - options.minAgeHours * 3_600_000;
    const report: SweepReport = {
      dryRun: options.dryRun,
      uploads: 0,
      young: 0,
      inUse: 0,
      undecided: 0,
      removed: [],
      strayVariants: 0,
    };
    const old: string[] = [];
    const masterBases = new Set<string>();
    const oldVariants: string[] = [];
    for (const prefix of ['images/', 'qrcodes/']) {
      for await (const object of this.uploads.objects.list(prefix)) {
        const isOld = object.lastModified.getTime() <= cutoff;
        if (parseVariantKey(object.key)) {
          if (isOld) oldVariants.push(object.key);
          continue;
        }
        if (!UPLOAD_KEY_PATTERN.test(object.key)) continue;
        masterBases.add(uploadBase(object.key));
        if (object.key.startsWith(DEMO_IMAGE_PREFIX)) continue;
        report.uploads++;
        if (isOld) old.push(object.key);
        else report.young++;
      }
    }

    for (let i = 0; i < old.length; i += MAX_FILE_USAGE_URLS) {
      const urls = old.slice(i, i + MAX_FILE_USAGE_URLS).map((key) => `${UPLOADS_PREFIX}${key}`);
      let used: Set<string>;
      try {
        used = await urlsInUse(this.rpc, urls);
      } catch {
        report.undecided += urls.length;
        continue;
      }
      for (const url of urls) {
        if (used.has(url)) {
          report.inUse++;
          continue;
        }
        if (!options.dryRun) {
          const key = url.slice(UPLOADS_PREFIX.length);
          await this.uploads.remove(key);
          await forgetRecord(this.rpc, key, (line) => this.logger.warn(line));
        }
        report.removed.push(url);
      }
    }

    const stray = oldVariants.filter((key) => !masterBases.has(parseVariantKey(key)!.base));
    if (!options.dryRun) await this.uploads.objects.remove(stray);
    report.strayVariants = stray.length;
    return report;
  }
}
