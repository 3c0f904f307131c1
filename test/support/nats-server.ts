import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@site/dev-stack';

const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

async function listening(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nats-server did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface NatsServerOptions {
  /** A configuration file (users and permissions); the flags below override its port and store. */
  config?: string;
  /** Environment of the server (the passwords a configuration file reads). */
  env?: Record<string, string>;
}

/** A NATS server with JetStream of the test's own, so the test may restart it without touching anyone else. */
export async function startNatsServer(options: NatsServerOptions = {}): Promise<{
  url: string;
  /** The monitoring endpoint (/jsz, /connz). */
  monitorUrl: string;
  /** The server's log file. */
  logFile: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}> {
  const port = await freePort();
  const monitorPort = await freePort();
  const store = mkdtempSync(join(tmpdir(), 'nats-'));
  const logFile = join(store, 'nats.log');
  let child: ChildProcess | null = null;
  const start = async () => {
    const args = [...(options.config ? ['-c', options.config] : []), '-a', '127.0.0.1', '-p', String(port)];
    args.push('-m', String(monitorPort), '-js', '-sd', store, '-l', logFile);
    child = spawn(NATS_SERVER, args, { stdio: 'ignore', env: { ...process.env, ...options.env } });
    await listening(port);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    monitorUrl: `http://127.0.0.1:${monitorPort}`,
    logFile,
    restart: async () => {
      await stop();
      await start();
    },
    stop: async () => {
      await stop();
      rmSync(store, { recursive: true, force: true });
    },
  };
}
