/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const require = createRequire(import.meta.url);

/*
 * React Router 7's package exports always point at its development build (remix-run/react-router
 * #12532, #14102): dev warnings and their strings ship to production. Its production build sits beside
 * it; the web build takes that one (see docs/decisions/0002-first-screen-budget.md).
 */
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod, set up for the browser's CSP before any schema is built (see the file for why).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    // The API runs beside Vite in development; same-origin paths keep the session cookie first-party.
    // /t/{slug} is a campaign's tracking link, answered by the API with a redirect.
    proxy: { '/api': { target: 'http://localhost:3001' }, '/t/': { target: 'http://localhost:3001' } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Every browser we support preloads modules itself (Chromium, Firefox 115+, Safari 17+); an older
    // one simply fetches the chunk when it is imported. The polyfill would sit in the first screen's JS.
    modulePreload: { polyfill: false },
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
            // the page and this one, and downloads about 1.8 kB less. The legal texts are not sections
            // of the landing pages: they stay in the chunk of `/legal` (about 8 kB gzip).
            { name: 'marketing', test: /src\/features\/marketing\/(components\/(?!legal\/)|money|facts)/ },
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
}));
