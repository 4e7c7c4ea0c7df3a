/// <reference types="vitest/config" />
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/**
 * index.html draws the cookie notice of a first visit before any JavaScript runs (decision 0002). Once
 * a choice is saved the web app sets a cookie, and the server sends this copy without the notice
 * instead (apps/api/src/plugins/web-app.ts), so a returning visitor never sees it flash.
 */
function pageWithoutConsentNotice(): Plugin {
  let outDir = '';
  return {
    name: 'patrocina:page-without-consent-notice',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const page = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const without = page.replace(/<!-- consent-notice -->[\s\S]*<!-- \/consent-notice -->/, '');
      if (without === page) throw new Error('index.html has no consent-notice block to leave out');
      // The comments (the markers among them) are for whoever edits index.html, not for visitors.
      const uncommented = (html: string) => html.replace(/\n\s*<!--[\s\S]*?-->/g, '');
      writeFileSync(path.join(outDir, 'index.html'), uncommented(page));
      writeFileSync(path.join(outDir, 'index.consented.html'), uncommented(without));
    },
  };
}

/**
 * The landing pages a first visit usually opens, and the module that draws each (app/router.tsx loads
 * it lazily). The build lists each one's chunks in first-screen.json; the server names them in a
 * `Link: rel=modulepreload` header of that page, so the browser fetches them beside the entry instead
 * of after it has run (decision 0002).
 */
const FIRST_SCREEN_PAGES: Record<string, string> = {
  '/': 'src/features/marketing/home-page.tsx',
  '/podcasts': 'src/features/podcasts/pages/catalogue-page.tsx',
  '/podcasters': 'src/features/marketing/podcasters-page.tsx',
};

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/** Each landing page's chunks: the page's own and every chunk it imports statically, the entry aside. */
function firstScreenChunks(bundle: Bundle): Map<string, Chunk[]> {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunksOf = (fileName: string, seen = new Map<string, Chunk>()): Map<string, Chunk> => {
    const chunk = byFile.get(fileName);
    if (!chunk || chunk.isEntry || seen.has(fileName)) return seen;
    seen.set(fileName, chunk);
    for (const imported of chunk.imports) chunksOf(imported, seen);
    return seen;
  };
  const pages = new Map<string, Chunk[]>();
  for (const [pagePath, modulePath] of Object.entries(FIRST_SCREEN_PAGES)) {
    const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(modulePath));
    if (!page) throw new Error(`no chunk draws ${pagePath} (${modulePath}): update FIRST_SCREEN_PAGES`);
    pages.set(pagePath, [...chunksOf(page.fileName).values()]);
  }
  return pages;
}

/**
 * The rest of the route table (app/later-routes.tsx): any page but the landing ones needs it before
 * its own chunk can even be named, so the server preloads it on those pages, listed under `*`.
 */
const LATER_ROUTES_MODULE = 'src/app/later-routes.tsx';

function firstScreenPreloads(): Plugin {
  return {
    name: 'patrocina:first-screen-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const laterRoutes = Object.values(bundle).find(
        (output): output is Chunk => output.type === 'chunk' && !!output.facadeModuleId?.endsWith(LATER_ROUTES_MODULE),
      );
      if (!laterRoutes) throw new Error(`no chunk holds ${LATER_ROUTES_MODULE}: update LATER_ROUTES_MODULE`);
      const preloads: Record<string, string[]> = Object.fromEntries(
        [...firstScreenChunks(bundle)].map(([pagePath, chunks]) => [
          pagePath,
          chunks.map((chunk) => `/${chunk.fileName}`),
        ]),
      );
      // The entry it imports from is on every page already.
      const entries = new Set(
        Object.values(bundle).flatMap((output) => (output.type === 'chunk' && output.isEntry ? [output.fileName] : [])),
      );
      preloads['*'] = [laterRoutes.fileName, ...laterRoutes.imports.filter((fileName) => !entries.has(fileName))].map(
        (fileName) => `/${fileName}`,
      );
      this.emitFile({ type: 'asset', fileName: 'first-screen.json', source: JSON.stringify(preloads, null, 2) });
    },
  };
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of a file
 * that starts with it is compiled while the file downloads, on a background thread, instead of on the
 * main thread the first time it is called. The entry and the landing pages' chunks run almost all of
 * their code on the first screen, so they carry it; later pages' chunks stay lazily compiled
 * (decision 0002).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

function compileHints(): Plugin {
  return {
    name: 'patrocina:compile-hints',
    apply: 'build',
    // After Vite has written its preload helper at the top of the entry: the hint must come first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entries = Object.values(bundle).filter(
          (output): output is Chunk => output.type === 'chunk' && output.isEntry,
        );
        const hinted = new Set([...entries, ...[...firstScreenChunks(bundle).values()].flat()]);
        for (const chunk of hinted) {
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // One line more at the top: a source map's lines move down by one (maps are written only by
          // `vite build --sourcemap`, for a closer look at the bundle).
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), pageWithoutConsentNotice(), firstScreenPreloads(), compileHints()],
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
            // The lazy image and its near-the-screen hook, in a group of their own and ahead of the
            // marketing one: the slider uses the hook, so that group took it as a dependency, and the
            // catalogue's covers then downloaded every marketing section (4.3 kB gzip) with it.
            {
              name: 'safe-image',
              test: /src\/(components\/safe-image|lib\/use-is-near)\.tsx?$/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
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
