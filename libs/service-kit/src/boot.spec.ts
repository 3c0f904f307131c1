import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The app bundle's loader, on stand-in bundles: it must behave as `node main.js` would, and never run code from
// a cache made for another bundle.
describe('boot.cjs', () => {
  let dist: string;

  /** Writes a bundle that prints `label`, stays up long enough for the cache to be written, and exits. */
  function writeBundle(label: string, time: number): void {
    const file = join(dist, 'main.bundle.cjs');
    writeFileSync(
      file,
      `const path = require('node:path');
console.log(JSON.stringify({ label: ${JSON.stringify(label)}, dir: path.basename(__dirname), argv: process.argv.slice(2),
  main: require.main === module, resolves: require.resolve('node:fs') }));
setTimeout(() => {}, 300);`,
    );
    utimesSync(file, time, time);
  }

  function boot(...args: string[]) {
    const result = spawnSync(process.execPath, [join(dist, 'boot.cjs'), ...args], {
      env: { ...process.env, BOOT_CACHE_AFTER_MS: '50' },
      encoding: 'utf8',
    });
    return { status: result.status, output: JSON.parse(result.stdout) as Record<string, unknown> };
  }

  const caches = () => readdirSync(dist).filter((name) => name.endsWith('.cache'));

  beforeEach(() => {
    dist = join(mkdtempSync(join(tmpdir(), 'boot-')), 'dist');
    mkdirSync(dist);
    copyFileSync(join(__dirname, '..', 'bin', 'boot.cjs'), join(dist, 'boot.cjs'));
  });
  afterEach(() => rmSync(join(dist, '..'), { recursive: true, force: true }));

  it('runs the bundle as the main module, from its folder, with the arguments', () => {
    writeBundle('first', 1_000_000);
    expect(boot('migrate')).toEqual({
      status: 0,
      output: { label: 'first', dir: 'dist', argv: ['migrate'], main: true, resolves: 'node:fs' },
    });
  });

  it('writes a code cache once the app has run, and starts from it', () => {
    writeBundle('first', 1_000_000);
    boot();
    expect(caches()).toHaveLength(1);
    expect(boot().output.label).toBe('first');
    expect(caches()).toHaveLength(1);
  });

  it('never runs a cache made for another bundle of the same length', () => {
    writeBundle('first', 1_000_000);
    boot();
    writeBundle('other', 2_000_000);
    expect(boot().output.label).toBe('other');
  });

  it('starts without a cache it cannot read or that V8 refuses', () => {
    writeBundle('first', 1_000_000);
    boot();
    writeFileSync(join(dist, caches()[0]), 'not a code cache');
    expect(boot().output.label).toBe('first');
  });
});
