import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API runs on :3000 in development; the built app is served by the server itself (DESIGN.md §1). */
const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } };

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: api },
  preview: { port: 4173, proxy: api },
  // outDir is relative to this folder (the Vite root): apps/web/dist, or WEB_DIST_DIR (an absolute
  // folder) so that several builds on one machine do not overwrite each other's output
  build: { outDir: process.env.WEB_DIST_DIR || 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
