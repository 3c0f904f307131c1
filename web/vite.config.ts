import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type { ChunkReport } from './chunk-report.ts';
import { themeBootScript } from './src/features/theme/utils/theme-boot-script.ts';

const contractsSource = decodeURIComponent(new URL('../libs/contracts/src/', import.meta.url).pathname);
// react-router's package points every bundler at its development build (its warnings and checks);
// builds take its production build, the same API without them (the dev server keeps the warnings).
const reactRouterDist = decodeURIComponent(
  new URL('../node_modules/react-router/dist/production/', import.meta.url).pathname,
);
/**
 * `vite build --mode public`: the server-rendered public pages' own client build (src/main-public.tsx,
 * written as public-page.html), on Preact's React-compatible runtime instead of React DOM (docs/adr/0006-*).
 */
const PUBLIC_MODE = 'public';
const PUBLIC_TEMPLATE = 'public-page.html';
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
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
 * The public build's page template: index.html with the public entry, emitted as public-page.html
 * beside the React build's index.html, so both templates keep one head.
 */
function publicTemplate(): Plugin {
  return {
    name: 'site-public-template',
    enforce: 'post',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('/src/main.tsx', '/src/main-public.tsx'),
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page) this.error('the public build made no index.html');
      page.fileName = PUBLIC_TEMPLATE;
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

/**
 * Writes `.vite/chunks.json` (the public build: `public-chunks.json`; file → ChunkReport): which
 * packages went where, which the page budget test checks (antd, ECharts, TipTap, zod and React DOM
 * never in a visitor's chunk). Never served.
 */
function chunkReport(fileName: string): Plugin {
  const webRoot = decodeURIComponent(new URL('./', import.meta.url).pathname);
  return {
    name: 'site-chunk-report',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const report: Record<string, ChunkReport> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const packages = new Set<string>();
        for (const id of Object.keys(chunk.modules)) {
          const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
          if (match) packages.add(match[1]);
        }
        report[chunk.fileName] = {
          facade: chunk.facadeModuleId?.startsWith(webRoot) ? chunk.facadeModuleId.slice(webRoot.length) : null,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          packages: [...packages].sort(),
        };
      }
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify(report, null, 2) });
    },
  };
}

export default defineConfig(({ command, isSsrBuild, mode }) => {
  const publicBuild = command === 'build' && mode === PUBLIC_MODE;
  const chunks = publicBuild ? '.vite/public-chunks.json' : '.vite/chunks.json';
  return {
    plugins: [react(), themeBoot(), ...(publicBuild ? [publicTemplate()] : []), precompress(), chunkReport(chunks)],
    resolve: {
      alias: [
        // The error codes, upload URL rules, site links and product page promises alone, without zod, for the public pages.
        {
          find: /^@site\/contracts\/(errors|upload-urls|site-links|product-promises|price|locales)$/,
          replacement: `${contractsSource}$1.ts`,
        },
        { find: /^@site\/contracts$/, replacement: `${contractsSource}index.ts` },
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
              { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
            ]
          : []),
        ...(publicBuild ? preactCompat : []),
      ],
    },
    server: { proxy },
    preview: { proxy },
    // The server entry (`--ssr`, see package.json) is one self-contained CommonJS file the gateway requires.
    ssr: { noExternal: true },
    // Vite leaves process.env.NODE_ENV to run time in a server build, so a gateway started without
    // NODE_ENV=production rendered with React's development build (its checks took half of a render).
    // The server entry takes the production builds of what it bundles, as the browser's build does.
    ...(isSsrBuild && command === 'build' ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    build: isSsrBuild
      ? {
          outDir: 'dist/server',
          emptyOutDir: true,
          rolldownOptions: {
            output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' },
          },
        }
      : publicBuild
        ? // Beside the React build (hashed names do not collide), with its own manifest for the gateway.
          {
            outDir: 'dist',
            emptyOutDir: false,
            manifest: '.vite/public-manifest.json',
            rolldownOptions: {
              input: 'index.html',
              output: { entryFileNames: 'assets/public-page-[hash].js' },
              // react-router reads React's useOptimistic when there is one (preact/compat has none).
              onLog: (level, log, handler) => {
                if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
                handler(level, log);
              },
            },
          }
        : // The manifest (.vite/manifest.json) tells the gateway each lazy page's chunk and CSS.
          { outDir: 'dist', emptyOutDir: true, manifest: true },
  };
});
