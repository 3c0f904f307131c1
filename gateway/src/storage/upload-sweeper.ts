import {
  ContentRpc,
  DEMO_IMAGE_PREFIX,
  MAX_SWEEP_KEYS,
  parseVariantKey,
  uploadBase,
  UPLOAD_KEY_PATTERN,
  UPLOADS_PREFIX,
} from '@site/contracts';
import { Logger } from '@nestjs/common';
import type { RpcClient } from '@site/service-kit/dist/client';
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
  /** Shown somewhere (the usage index), or kept in the media library. */
  inUse: number;
  /** Kept because the library could not say (out of reach, or its usage index not built yet). */
  undecided: number;
  /** The URLs of the uploads removed (or, in a dry run, that would be). */
  removed: string[];
  /** Variants whose master is gone, removed (or that would be). */
  strayVariants: number;
  /** Files purged from the trash after MEDIA_TRASH_DAYS (or that would be). */
  purged: string[];
}

export const describeSweep = (r: SweepReport, minAgeHours: number): string =>
  `${r.dryRun ? 'upload sweep (dry run)' : 'upload sweep'}: ${r.uploads} uploads, ${r.young} younger than ` +
  `${minAgeHours} h, ${r.inUse} in use, ${r.undecided} undecided (a service did not answer), ` +
  `${r.removed.length} ${r.dryRun ? 'would be removed' : 'removed'}, ${r.strayVariants} stray variants, ` +
  `${r.purged.length} ${r.dryRun ? 'would be purged' : 'purged'} from the trash`;

/** Trashed files purged per call to the library. */
const PURGE_BATCH = 100;

/**
 * Removes uploads nothing shows and nobody kept: files uploaded in a form that was then
 * abandoned, which no event ever announces. The media library answers which of the old enough
 * uploads may go (its usage index, ADR 0010); files kept in the library stay until staff delete
 * them, and this purges those deleted more than MEDIA_TRASH_DAYS ago. When the library cannot
 * answer, everything stays until the next run. Demo pictures always stay. A plain class: the
 * gateway runs it on a timer, `npm run images -- sweep` on demand.
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
      purged: [],
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

    for (let i = 0; i < old.length; i += MAX_SWEEP_KEYS) {
      const keys = old.slice(i, i + MAX_SWEEP_KEYS);
      let sweepable: Set<string>;
      try {
        const answer = await this.rpc.call(ContentRpc.mediaSweepable, { keys });
        if (!answer.ready) throw new Error('the media usage index is not built yet');
        sweepable = new Set(answer.keys);
      } catch (error) {
        this.logger.warn(`kept ${keys.length} uploads: ${String(error)}`);
        report.undecided += keys.length;
        continue;
      }
      for (const key of keys) {
        if (!sweepable.has(key)) {
          report.inUse++;
          continue;
        }
        if (!options.dryRun) {
          await this.uploads.remove(key);
          await forgetRecord(this.rpc, key, (line) => this.logger.warn(line));
        }
        report.removed.push(`${UPLOADS_PREFIX}${key}`);
      }
    }

    const stray = oldVariants.filter((key) => !masterBases.has(parseVariantKey(key)!.base));
    if (!options.dryRun) await this.uploads.objects.remove(stray);
    report.strayVariants = stray.length;
    report.purged = await this.purgeTrash(options.dryRun);
    return report;
  }

  /** The masters and variants of files trashed long enough ago, then their records. */
  private async purgeTrash(dryRun: boolean): Promise<string[]> {
    const purged: string[] = [];
    for (;;) {
      let keys: string[];
      try {
        ({ keys } = await this.rpc.call(ContentRpc.mediaPurgeDue, { limit: PURGE_BATCH }));
      } catch (error) {
        this.logger.warn(`trash not purged: ${String(error)}`);
        return purged;
      }
      for (const key of keys) {
        if (!dryRun) {
          await this.uploads.remove(key);
          await this.rpc.call(ContentRpc.mediaForget, { key });
        }
        purged.push(`${UPLOADS_PREFIX}${key}`);
      }
      // A dry run forgets nothing, so the next call would answer the same keys.
      if (dryRun || keys.length < PURGE_BATCH) return purged;
    }
  }
}
