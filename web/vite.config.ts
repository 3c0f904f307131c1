import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { themeBootScript } from './src/features/theme/utils/theme-boot-script.ts';

const contractsEntry = decodeURIComponent(new URL('../libs/contracts/src/index.ts', import.meta.url).pathname);
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
    alias: [{ find: /^@site\/contracts$/, replacement: contractsEntry }],
  },
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
