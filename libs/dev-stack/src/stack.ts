import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { eventStreamName, visitStreamName } from '@site/contracts';
import { connect } from 'nats';
import { Client } from 'pg';
import { type LocalS3, startLocalS3 } from './local-s3';
import { freePort } from './ports';
import { SERVICES, type StackService } from './services';

export { SERVICES, type StackService };
export type StackApp = StackService | 'gateway';

/** What starts an app, from its folder: the loader of its bundle, as the images run it (ADR 0007). */
export const APP_ENTRY = 'dist/boot.cjs';

export interface StackOptions {
  /** Repository root (where services/, gateway/ and web/dist are). */
  root: string;
  /** Gateway port; 0 picks a free one. */
  port?: number;
  /** Database names are `<dbPrefix><service>`. */
  dbPrefix?: string;
  /** NATS subject namespace, so stacks sharing a NATS server do not answer each other. */
  natsPrefix?: string;
  pgUrl?: string;
  natsUrl?: string;
  /** External S3/MinIO; when absent a local S3-compatible server is started. */
  minio?: { endpoint: string; accessKey: string; secretKey: string };
  /** Where the local S3 server keeps its files. */
  dataDir?: string;
  seedDemo?: boolean;
  /** The built SPA the gateway serves; web/dist by default. */
  webDist?: string;
  /** 'inherit' prefixes each app's lines on this process's stdout; a folder writes one log file per app. */
  logs?: 'inherit' | { dir: string };
  /** Extra environment for every app (e.g. LOG_LEVEL, NATS_REQUEST_TIMEOUT_MS). */
  env?: Record<string, string>;
  /** Extra Node.js flags for one app (e.g. `--cpu-prof`, which NODE_OPTIONS does not allow). */
  nodeArgs?: Partial<Record<StackApp, string[]>>;
  /** Extra environment for one app. */
  appEnv?: Partial<Record<StackApp, Record<string, string>>>;
  /** Restart an app that dies (a signal or a non-zero code) after 1 s, 2 s, 4 s … at most 30 s (`npm start`). */
  restart?: boolean;
}

const READY_TIMEOUT_MS = 90_000;
/** An app that stayed up this long starts its restart delays from 1 s again. */
const STABLE_AFTER_MS = 60_000;

/** Delay before the n-th restart in a row (from 0): 1 s, 2 s, 4 s … at most 30 s. */
export const restartDelayMs = (restarts: number): number => Math.min(30_000, 1000 * 2 ** restarts);

/** The whole product as child processes: five services, the gateway and (when needed) local object storage. */
export class Stack {
  readonly dbPrefix: string;
  readonly natsPrefix: string;
  readonly pgUrl: string;
  readonly natsUrl: string;
  port = 0;
  private s3: LocalS3 | null = null;
  private minio: { endpoint: string; accessKey: string; secretKey: string } | null = null;
  private readonly children = new Map<StackApp, ChildProcess>();
  private readonly logFiles = new Map<StackApp, WriteStream>();
  private readonly stoppedOnPurpose = new WeakSet<ChildProcess>();
  private readonly restarts = new Map<StackApp, { count: number; timer: NodeJS.Timeout | null }>();
  private stopping = false;
  /** Until start() is healthy: an app that dies then fails the start-up, it is not restarted. */
  private starting = false;
  private stopped: Promise<void> | null = null;
  private readonly replicas: (() => Promise<void>)[] = [];

  constructor(private readonly options: StackOptions) {
    this.dbPrefix = options.dbPrefix ?? '';
    this.natsPrefix = options.natsPrefix ?? '';
    this.pgUrl = (options.pgUrl ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
    this.natsUrl = options.natsUrl ?? 'nats://127.0.0.1:4222';
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  databaseName(service: StackService): string {
    return `${this.dbPrefix}${service}`;
  }

  databaseUrl(service: StackService): string {
    return `${this.pgUrl}/${this.databaseName(service)}`;
  }

  async start(): Promise<void> {
    this.port = this.options.port || (await freePort());
    if (this.options.minio) {
      this.minio = this.options.minio;
    } else {
      this.s3 = await startLocalS3(join(this.options.dataDir ?? join(this.options.root, '.data'), 's3'));
      this.minio = this.s3;
    }
    this.starting = true;
    try {
      for (const service of SERVICES) this.startApp(service);
      this.startApp('gateway');
      await this.waitUntilHealthy();
    } catch (error) {
      await this.stop();
      throw error;
    } finally {
      this.starting = false;
    }
  }

  /** Starts (or restarts) one app with the stack's environment. */
  startApp(app: StackApp): void {
    const cwd = app === 'gateway' ? join(this.options.root, 'gateway') : join(this.options.root, 'services', app);
    const child = spawn(process.execPath, [...(this.options.nodeArgs?.[app] ?? []), APP_ENTRY], {
      cwd,
      env: { ...process.env, ...this.envFor(app) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.children.set(app, child);
    this.pipeLogs(app, child);
    const startedAt = Date.now();
    child.on('exit', (code, signal) => {
      if (this.children.get(app) === child) this.children.delete(app);
      if (this.stopping || this.stoppedOnPurpose.has(child) || (code === 0 && signal === null)) return;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (!this.options.restart || this.starting) {
        process.stderr.write(`[stack] ${app} exited with ${how}\n`);
        return;
      }
      const state = this.restarts.get(app) ?? { count: 0, timer: null };
      if (Date.now() - startedAt >= STABLE_AFTER_MS) state.count = 0;
      const delay = restartDelayMs(state.count++);
      process.stderr.write(`[stack] ${app} exited with ${how}; restarting in ${delay / 1000} s\n`);
      state.timer = setTimeout(() => {
        state.timer = null;
        if (!this.stopping) this.startApp(app);
      }, delay);
      this.restarts.set(app, state);
    });
  }

  /** The object storage the gateway uses (for tests and tools that work on the bucket directly). */
  get objectStorage(): { endpoint: string; accessKey: string; secretKey: string } {
    if (!this.minio) throw new Error('the stack has not started');
    return this.minio;
  }

  /** What a tool run beside the stack (`npm run images -- …`) needs to reach its bucket and NATS. */
  get toolEnv(): Record<string, string> {
    const storage = this.objectStorage;
    return {
      MINIO_ENDPOINT: storage.endpoint,
      MINIO_ACCESS_KEY: storage.accessKey,
      MINIO_SECRET_KEY: storage.secretKey,
      NATS_URL: this.natsUrl,
      NATS_PREFIX: this.natsPrefix,
    };
  }

  /** The process id of a running app, for measurements (RSS); undefined when it is not running. */
  pidOf(app: StackApp): number | undefined {
    return this.children.get(app)?.pid;
  }

  /** Stops one app (SIGKILL for a crash, SIGTERM for a graceful stop) and waits for it to exit. */
  async stopApp(app: StackApp, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    const child = this.children.get(app);
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    this.stoppedOnPurpose.add(child);
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await exited;
    clearTimeout(timer);
    return code;
  }

  /** Stops everything the stack started; a second call (npm start's, after a failed start()) waits for the first. */
  stop(): Promise<void> {
    this.stopped ??= this.stopAll();
    return this.stopped;
  }

  private async stopAll(): Promise<void> {
    this.stopping = true;
    for (const state of this.restarts.values()) if (state.timer) clearTimeout(state.timer);
    await Promise.all(this.replicas.map((stop) => stop()));
    await this.stopApp('gateway');
    await Promise.all(SERVICES.map((s) => this.stopApp(s)));
    await this.s3?.stop();
    await Promise.all([...this.logFiles.values()].map((f) => new Promise((r) => f.end(r))));
  }

  /** Drops the stack's databases (test stacks only). */
  async dropDatabases(): Promise<void> {
    if (!this.dbPrefix) throw new Error('refusing to drop databases of a stack without a prefix');
    // One connection per database, all at once: each DROP waits for a checkpoint, and concurrent
    // drops share it instead of waiting for five in a row.
    const drop = async (service: StackService) => {
      const client = new Client({ connectionString: `${this.pgUrl}/postgres` });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${this.databaseName(service)}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    };
    await Promise.all([...SERVICES.map(drop), this.dropStreams()]);
  }

  /** Deletes the stack's JetStream streams (test stacks only), so the NATS server does not collect them. */
  async dropStreams(): Promise<void> {
    if (!this.natsPrefix) throw new Error('refusing to drop streams of a stack without a prefix');
    const nc = await connect({ servers: this.natsUrl, timeout: 2000 }).catch(() => null);
    if (!nc) return;
    try {
      const jsm = await nc.jetstreamManager();
      for (const stream of [visitStreamName(this.natsPrefix), eventStreamName(this.natsPrefix)]) {
        await jsm.streams.delete(stream).catch(() => undefined);
      }
    } finally {
      await nc.close();
    }
  }

  /**
   * Another gateway on the same services, NATS and storage (as a second replica behind a load
   * balancer would be), on a port of its own. Stopped by the caller, or with the stack.
   */
  async startGatewayReplica(env: Record<string, string> = {}): Promise<{ url: string; stop(): Promise<void> }> {
    const port = await freePort();
    const child = spawn(process.execPath, [APP_ENTRY], {
      cwd: join(this.options.root, 'gateway'),
      env: { ...process.env, ...this.envFor('gateway'), ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.pipeLogs('gateway', child);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const stop = async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    };
    this.replicas.push(stop);
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error('the gateway replica exited during start-up');
      const ok = await fetch(`${url}/api/health`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ok) return { url, stop };
      if (Date.now() > deadline) {
        await stop();
        throw new Error('the gateway replica did not become healthy');
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /**
   * Another replica of a service on the same database and NATS (its queue group shares the calls;
   * its schedule poller competes for due records). Ready once its /readyz answers 200.
   */
  async startServiceReplica(
    service: StackService,
    env: Record<string, string> = {},
  ): Promise<{ pid: number; stop(): Promise<void> }> {
    const healthPort = await freePort();
    const child = spawn(process.execPath, [APP_ENTRY], {
      cwd: join(this.options.root, 'services', service),
      env: { ...process.env, ...this.envFor(service), ...env, HEALTH_PORT: String(healthPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.pipeLogs(service, child);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const stop = async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    };
    this.replicas.push(stop);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the ${service} replica exited during start-up`);
      const ok = await fetch(`http://127.0.0.1:${healthPort}/readyz`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ok) return { pid: child.pid!, stop };
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`the ${service} replica did not become ready`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  async waitUntilHealthy(timeoutMs = READY_TIMEOUT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      const dead = SERVICES.find((s) => !this.children.has(s));
      if (dead || !this.children.has('gateway')) throw new Error(`${dead ?? 'gateway'} exited during start-up`);
      try {
        const res = await fetch(`${this.url}/api/health`);
        last = await res.text();
        if (res.status === 200) return;
      } catch (error) {
        last = (error as Error).message;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`stack not healthy after ${timeoutMs} ms: ${last}`);
  }

  private envFor(app: StackApp): Record<string, string> {
    const common = {
      NATS_URL: this.natsUrl,
      NATS_PREFIX: this.natsPrefix,
      ...this.options.env,
    };
    if (app === 'gateway') {
      return {
        ...common,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        MINIO_ENDPOINT: this.minio!.endpoint,
        MINIO_ACCESS_KEY: this.minio!.accessKey,
        MINIO_SECRET_KEY: this.minio!.secretKey,
        WEB_DIST: this.options.webDist ?? join(this.options.root, 'web', 'dist'),
        SEED_DEMO: this.options.seedDemo ? 'true' : 'false',
        ...this.options.appEnv?.gateway,
      };
    }
    return {
      ...common,
      DATABASE_URL: this.databaseUrl(app),
      SEED_DEMO: this.options.seedDemo ? 'true' : 'false',
      ...this.options.appEnv?.[app],
    };
  }

  private pipeLogs(app: StackApp, child: ChildProcess): void {
    const logs = this.options.logs ?? 'inherit';
    if (logs === 'inherit') {
      const label = `[${app}] `;
      const prefix = (chunk: Buffer) =>
        chunk
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((line) => label + line + '\n')
          .join('');
      child.stdout?.on('data', (c: Buffer) => process.stdout.write(prefix(c)));
      child.stderr?.on('data', (c: Buffer) => process.stderr.write(prefix(c)));
      return;
    }
    mkdirSync(logs.dir, { recursive: true });
    let file = this.logFiles.get(app);
    if (!file) {
      file = createWriteStream(join(logs.dir, `${app}.log`), { flags: 'a' });
      this.logFiles.set(app, file);
    }
    child.stdout?.pipe(file, { end: false });
    child.stderr?.pipe(file, { end: false });
  }
}
