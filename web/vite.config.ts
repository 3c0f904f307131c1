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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), themeBoot()],
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
