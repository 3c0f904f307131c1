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

export default defineConfig({
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
  build: { outDir: 'dist', emptyOutDir: true },
});
