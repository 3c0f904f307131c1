import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICES, Stack } from './stack';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('Stack start-up that fails (npm start)', () => {
  let root: string;
  let pids: string;
  let written: string[];
  let spies: jest.SpyInstance[];

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'stack-start-'));
    pids = join(root, 'pids');
    mkdirSync(pids);
    // Stand-ins: every app stays up (noting its pid) but never answers /api/health; analytics fails its config.
    const stayUp = `require('fs').writeFileSync(require('path').join(process.env.PIDS, String(process.pid)), ''); setInterval(() => {}, 1000);`;
    const failConfig = `console.error('Invalid configuration: NATS_PREFIX'); process.exit(1);`;
    for (const app of [...SERVICES.map((s) => join('services', s)), 'gateway']) {
      mkdirSync(join(root, app, 'dist'), { recursive: true });
      writeFileSync(join(root, app, 'dist', 'boot.cjs'), app === 'services/analytics' ? failConfig : stayUp);
    }
    written = [];
    const capture = (chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    };
    spies = [
      jest.spyOn(process.stderr, 'write').mockImplementation(capture),
      jest.spyOn(process.stdout, 'write').mockImplementation(capture),
    ];
  });

  afterEach(() => {
    for (const spy of spies) spy.mockRestore();
    rmSync(root, { recursive: true, force: true });
  });

  const failedStart = async () => {
    const stack = new Stack({ root, dataDir: join(root, 'data'), restart: true, logs: 'inherit', env: { PIDS: pids } });
    await expect(stack.start()).rejects.toThrow('analytics exited during start-up');
    return stack;
  };

  it('stops the apps it started and the local S3, and can be stopped again', async () => {
    const stack = await failedStart();
    const started = readdirSync(pids).map(Number);
    expect(started.length).toBeGreaterThan(0);
    expect(started.filter(alive)).toEqual([]);
    // npm start stops the stack again after a failed start(); the local S3 server is already closed by then.
    await expect(stack.stop()).resolves.toBeUndefined();
  }, 30_000);

  it('says which app exited and why, without promising a restart that start-up will not make', async () => {
    await failedStart();
    const output = written.join('');
    expect(output).toContain('[analytics] Invalid configuration: NATS_PREFIX');
    expect(output).toContain('[stack] analytics exited with code 1\n');
    expect(output).not.toContain('restarting');
  }, 30_000);
});
