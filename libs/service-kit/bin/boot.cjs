// Starts the app from its bundle (main.bundle.cjs, made by bundle-app.mjs) with a V8 code cache beside it. The
// cache is written once the app has run for a few seconds, so it holds the functions start-up compiled and not
// only the top level: with it, loading takes about a third of the time. The cache's name carries the bundle's
// size and time, since V8 itself checks only the source's length. V8 refuses a cache made by another Node.js or
// with other flags; the app then compiles as usual and writes a new one. A folder it cannot write to (a
// read-only image) only means no cache.
'use strict';
const { readFileSync, renameSync, statSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const { join } = require('node:path');
const vm = require('node:vm');

const CACHE_AFTER_MS = Number(process.env.BOOT_CACHE_AFTER_MS) || 5000;

const file = join(__dirname, 'main.bundle.cjs');
const { size, mtimeMs } = statSync(file);
const cacheFile = join(__dirname, `main.bundle.${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}.cache`);
let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  cachedData = undefined;
}
// The bundle holds no import(): a script compiled here could not run one without an experimental Node.js API, so
// bundle-app.mjs turns them into require().
const script = new vm.Script(Module.wrap(readFileSync(file, 'utf8')), { filename: file, cachedData });
if (!cachedData || script.cachedDataRejected) {
  setTimeout(() => {
    try {
      const temporary = `${cacheFile}.${process.pid}`;
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, cacheFile);
    } catch {
      // Nowhere to keep it: the next start compiles again.
    }
  }, CACHE_AFTER_MS).unref();
}

const app = new Module(file, module);
app.filename = file;
app.paths = Module._nodeModulePaths(__dirname);
const appRequire = Module.createRequire(file);
appRequire.main = app;
script.runInThisContext().call(app.exports, app.exports, appRequire, app, file, __dirname);
