import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, natsAuthOptions, RpcClient } from '@site/service-kit/dist/client';
import { ContentRpc } from '@site/contracts';
import { connect, type NatsConnection } from 'nats';
import { gatewayConfigSchema } from '../config/gateway-config';
import { backfillMediaRecords, describeMediaBackfill } from './media-backfill';
import { backfillUploads, describeBackfill } from './upload-backfill';
import { UploadStore } from './upload-store';
import { describeSweep, UploadSweeper } from './upload-sweeper';

const USAGE = `usage:
  images backfill [--no-variants]
      runs every stored upload through the image pipeline: re-encodes those from before it in
      place (their URLs stay), skips those already done, and makes the missing variants
      (--no-variants: masters only). Safe to stop and run again.
  images sweep [--dry-run] [--min-age-hours <hours>]
      removes uploads that nothing uses, nobody kept in the media library, and that are older
      than the given hours (UPLOAD_SWEEP_MIN_AGE_HOURS, 24 by default), and purges files
      deleted from the library more than 30 days ago; --dry-run lists them and removes nothing.
      Reads the library's usage index: the product must be running.
  images usage
      rebuilds the media library's usage index from every service and prints the drift it
      corrected (references added and removed). The product must be running.
  images library
      gives every stored upload a media library record (uploads from before the library, demo
      pictures, uploads made while it was out of reach). Safe to run again: it records nothing twice.
      The product must be running.
reads MINIO_*, IMAGE_CONCURRENCY, and for sweep, library and usage NATS_URL, NATS_PREFIX, NATS_USER and NATS_PASSWORD, as the gateway does.
`;

const REBUILD_TIMEOUT_MS = 10 * 60_000;

const configSchema = gatewayConfigSchema.pick({
  MINIO_ENDPOINT: true,
  MINIO_ACCESS_KEY: true,
  MINIO_SECRET_KEY: true,
  MINIO_BUCKET: true,
  MINIO_REGION: true,
  IMAGE_CONCURRENCY: true,
  IMAGE_QUEUE_LIMIT: true,
  NATS_URL: true,
  NATS_PREFIX: true,
  NATS_USER: true,
  NATS_PASSWORD: true,
  NATS_REQUEST_TIMEOUT_MS: true,
  RPC_CHECK_REPLIES: true,
  UPLOAD_SWEEP_MIN_AGE_HOURS: true,
});

export interface ImagesIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stderr is a terminal (a live progress bar) or a log (a line every 10 %). */
  interactive: boolean;
  env: NodeJS.ProcessEnv;
}

const processIo: ImagesIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  interactive: Boolean(process.stderr.isTTY),
  env: process.env,
};

/** `[██████░░░░░░░░░░░░░░] 12/40` redrawn in place on a terminal; on a log, a line each tenth. */
export function progressBar(io: ImagesIo, label: string): (done: number, total: number) => void {
  let lastTenth = -1;
  return (done, total) => {
    const share = total ? done / total : 1;
    if (io.interactive) {
      const filled = Math.round(share * 20);
      io.stderr(`\r${label} [${'█'.repeat(filled)}${'░'.repeat(20 - filled)}] ${done}/${total}`);
      if (done === total) io.stderr('\n');
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth !== lastTenth) {
      lastTenth = tenth;
      io.stderr(`${label}: ${done}/${total} (${Math.round(share * 100)} %)\n`);
    }
  };
}

/** Runs one command; answers the exit code (0 done, 1 failed, 2 bad usage). */
export async function runImagesCommand(argv: string[], io: ImagesIo = processIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'no-variants': { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        'min-age-hours': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.stderr(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, ...extra] = parsed.positionals;
  if (parsed.values.help) {
    io.stdout(USAGE);
    return 0;
  }
  const minAge = parsed.values['min-age-hours'];
  if (
    !['backfill', 'sweep', 'library', 'usage'].includes(command) ||
    extra.length ||
    (minAge !== undefined && !/^\d+(\.\d+)?$/.test(minAge))
  ) {
    io.stderr(USAGE);
    return 2;
  }

  let config;
  try {
    config = loadConfig(configSchema, io.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.stderr(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const uploads = UploadStore.fromConfig(config);

  if (command === 'backfill') {
    const report = await backfillUploads(uploads, {
      variants: !parsed.values['no-variants'],
      onProgress: progressBar(io, 'backfill'),
      parallel: config.IMAGE_CONCURRENCY,
    });
    for (const line of [...report.refused, ...report.failed]) io.stderr(`  ${line}\n`);
    io.stdout(`${describeBackfill(report)}\n`);
    return report.failed.length ? 1 : 0;
  }

  const minAgeHours = minAge !== undefined ? Number(minAge) : config.UPLOAD_SWEEP_MIN_AGE_HOURS;
  const dryRun = Boolean(parsed.values['dry-run']);
  let nc: NatsConnection | undefined;
  try {
    nc = await connect({
      servers: config.NATS_URL,
      name: `images-${command}`,
      timeout: 5000,
      ...natsAuthOptions(config),
    });
    const rpc = new RpcClient(nc, {
      prefix: config.NATS_PREFIX,
      // A rebuild reads every service's records: it may take longer than one request.
      timeoutMs:
        command === 'usage'
          ? Math.max(config.NATS_REQUEST_TIMEOUT_MS, REBUILD_TIMEOUT_MS)
          : config.NATS_REQUEST_TIMEOUT_MS,
      checkReplies: config.RPC_CHECK_REPLIES,
    });
    if (command === 'usage') {
      const drift = await rpc.call(ContentRpc.mediaUsageRebuild, {});
      io.stdout(
        `usage index rebuilt: ${drift.sources} records, ${drift.references} references; drift corrected: ` +
          `${drift.added} added, ${drift.removed} removed; ${drift.ms} ms\n`,
      );
      return 0;
    }
    if (command === 'library') {
      const report = await backfillMediaRecords(uploads, rpc, progressBar(io, 'library'));
      for (const line of report.failed) io.stderr(`  ${line}\n`);
      io.stdout(`${describeMediaBackfill(report)}\n`);
      return report.failed.length ? 1 : 0;
    }
    const report = await new UploadSweeper(uploads, rpc).sweep({ minAgeHours, dryRun });
    for (const url of report.removed) io.stdout(`${dryRun ? 'would remove' : 'removed'} ${url}\n`);
    for (const url of report.purged) io.stdout(`${dryRun ? 'would purge' : 'purged'} ${url}\n`);
    io.stdout(`${describeSweep(report, minAgeHours)}\n`);
    return 0;
  } catch (error) {
    io.stderr(`${command} failed: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await nc?.close();
  }
}
