import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../scripts/vite-precompress.ts';
import { guestServiceWorker } from './vite-sw-plugin.ts';

/**
 * The guest app: its own entry and bundle, served by Carta at /guest/{ws}/ with its files under
 * /guest/assets/ (server/src/http/guest-app.ts). In development Vite proxies the API and the
 * images the API names, so the browser sees one origin as in production:
 * `npm start` in one terminal, `npm run dev -w guest` in another, then open /guest/1/.
 */
export default defineConfig({
  // The service worker is built after the app, from its file list (vite-sw-plugin.ts); every
  // text file, the worker included, is then written precompressed beside itself.
  plugins: [react(), guestServiceWorker(), precompress()],
  base: '/guest/',
  server: {
    port: 5174,
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/img': 'http://localhost:3000',
      // The allergen icons the food view shows (the back-office's public files).
      '/assets/allergens': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
});
