import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { themeBootScript } from './src/features/theme/utils/theme-boot-script.ts';

const contractsSource = decodeURIComponent(new URL('../libs/contracts/src/', import.meta.url).pathname);
const apiTarget = 'http://localhost:8080';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/uploads': { target: apiTarget, changeOrigin: true },
};

/** Sets data-theme before the first paint so a dark-mode visitor never sees a light flash. */
function themeBoot(): Plugin {
  return {
    name: 'site-theme-boot',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('<!-- theme-boot -->', `<script>${themeBootScript}</script>`),
    },
  };
}

/**
 * Writes `.br` and `.gz` beside each built text file worth it; the gateway sends them as they are
 * (@fastify/static preCompressed), so the best compression costs nothing per request.
 */
function precompress(): Plugin {
  return {
    name: 'site-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|html|json)$/.test(fileName)) continue;
        const file = join(options.dir ?? 'dist', fileName);
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), themeBoot(), precompress()],
  resolve: {
    alias: [
      // The error codes alone, without zod, for the public pages.
      { find: /^@site\/contracts\/errors$/, replacement: `${contractsSource}errors.ts` },
      { find: /^@site\/contracts$/, replacement: `${contractsSource}index.ts` },
    ],
  },
  server: { proxy },
  preview: { proxy },
  // The server entry (`--ssr`, see package.json) is one self-contained CommonJS file the gateway requires.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        rolldownOptions: {
          output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' },
        },
      }
    : { outDir: 'dist', emptyOutDir: true },
}));
