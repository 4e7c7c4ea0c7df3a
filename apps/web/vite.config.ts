/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod, set up for the browser's CSP before any schema is built (see the file for why).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    // The API runs beside Vite in development; same-origin paths keep the session cookie first-party.
    proxy: { '/api': { target: 'http://localhost:3001' } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically, in the entry's own file. Left to itself the
            // bundler splits off a few modules that lazy chunks share with it (React, the domain
            // constants, the small store), and each is one more request on the first screen.
            { name: 'index', tags: ['$initial'] },
            // The marketing pages' shared sections in one chunk rather than a handful of small ones
            // (some too small to be worth compressing): the first screen of `/` asks for two files,
            // the page and this one, and downloads about 1.8 kB less.
            { name: 'marketing', test: /src\/features\/marketing\/(components\/|money|facts)/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
