import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restartDelayMs, Stack } from './stack';

describe('restartDelayMs', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** Polls, since how fast a process starts depends on the machine's load. */
async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('Stack with restart (npm start)', () => {
  let root: string;
  let written: string[];
  let stderr: jest.SpyInstance;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'stack-restart-'));
    // A stand-in for a service that is killed by a signal every time it starts.
    mkdirSync(join(root, 'services', 'catalog', 'dist'), { recursive: true });
    writeFileSync(
      join(root, 'services', 'catalog', 'dist', 'boot.cjs'),
      "require('fs').appendFileSync(process.env.STARTS, 'x'); setTimeout(() => process.kill(process.pid, 'SIGKILL'), 50);",
    );
    written = [];
    stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  });

  afterEach(() => {
    stderr.mockRestore();
    rmSync(root, { recursive: true, force: true });
  });

  it('says how a service died and starts it again with growing delays, until stopped', async () => {
    const starts = join(root, 'starts');
    const stack = new Stack({ root, restart: true, logs: 'inherit', env: { STARTS: starts } });
    try {
      stack.startApp('catalog');
      // Started, killed, restarted after 1 s, killed, restarted after 2 s more.
      await until(() => readIfThere(starts) === 'xxx');
      expect(written.join('')).toContain('[stack] catalog exited with signal SIGKILL; restarting in 1 s');
      expect(written.join('')).toContain('[stack] catalog exited with signal SIGKILL; restarting in 2 s');
    } finally {
      await stack.stop();
    }
    // Stopped: the restart that was due (after 4 s) never comes.
    await new Promise((r) => setTimeout(r, 4500));
    expect(readIfThere(starts)).toBe('xxx');
  }, 30_000);

  it('without restart, still says a service died by a signal', async () => {
    const starts = join(root, 'starts');
    const stack = new Stack({ root, logs: 'inherit', env: { STARTS: starts } });
    try {
      stack.startApp('catalog');
      await until(() => written.join('').includes('[stack] catalog exited with signal SIGKILL'));
      await new Promise((r) => setTimeout(r, 1500));
      expect(readIfThere(starts)).toBe('x');
    } finally {
      await stack.stop();
    }
  });
});
