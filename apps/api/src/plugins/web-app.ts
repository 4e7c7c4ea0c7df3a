import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CONSENT_COOKIE } from '@patrocina/domain/constants';

/**
 * Serves the built single-page app: hashed assets cached for a year (with the .br/.gz files the build
 * wrote beside them), and index.html for any other GET that is not under /api, so client routes work
 * on reload.
 */
/** Pages opened from an e-mailed link that carries a token. */
const TOKEN_PAGES = [
  '/login/verify',
  '/login/reset-password',
  '/login/impersonate',
  '/me/alternative-email',
  '/podcast/manager-representation-accepted',
  '/podcast/manager-representation-rejected',
  '/proposal/token',
  // Issue 23: an invitation to an agency's team.
  '/agency/invitations',
  // Issue 21: a podcast's public link to its verified downloads; the token is its only key.
  '/escuchas',
];

/**
 * index.html draws a first visit's cookie notice before the app runs; once the visitor has chosen, the
 * web app sets CONSENT_COOKIE and gets this copy without it (apps/web/vite.config.ts writes it).
 */
const PAGE_WITHOUT_NOTICE = 'index.consented.html';

/**
 * The landing pages' own chunks, as the build lists them (apps/web/vite.config.ts): named in a
 * `Link: rel=modulepreload` header, they download beside the entry instead of after it has run. Every
 * other page gets what the build lists under `*`: the rest of the route table, which the app needs
 * before it can tell which chunk draws the page.
 */
function readFirstScreenPreloads(distDir: string): Map<string, string> {
  const file = path.join(distDir, 'first-screen.json');
  if (!existsSync(file)) return new Map();
  const listed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  return new Map(
    Object.entries(listed).map(([page, chunks]) => [
      page,
      // Low: the stylesheet and the entry come first, and the first paint (the static cookie notice)
      // needs neither these nor the entry.
      chunks.map((chunk) => `<${chunk}>; rel=modulepreload; fetchpriority=low`).join(', '),
    ]),
  );
}

/** The key of first-screen.json for the pages it does not name. */
const EVERY_OTHER_PAGE = '*';

/** Pages no search engine should list: the share links above are public, but unlisted. */
const NOINDEX_PAGES = ['/escuchas'];

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) return false;
  const hasPageWithoutNotice = existsSync(path.join(distDir, PAGE_WITHOUT_NOTICE));
  const preloads = readFirstScreenPreloads(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
  const carriesToken = (url: string) => TOKEN_PAGES.some((page) => url === page || url.startsWith(`${page}/`));
  app.get(
    '/*',
    {
      config: { public: true },
      // After sendFile, whose own headers say no-cache: the token in the address must neither leak
      // to other sites through the referrer nor stay in a cache (QUALITY.md, e-mailed tokens).
      onSend: async (request, reply) => {
        const url = request.url.split('?')[0] ?? '/';
        if (carriesToken(url)) {
          reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        }
        if (NOINDEX_PAGES.some((page) => url.startsWith(`${page}/`))) reply.header('x-robots-tag', 'noindex');
      },
    },
    (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url.startsWith('/api/') || path.extname(url) !== '') {
        return reply.callNotFound();
      }
      const chosen = hasPageWithoutNotice && request.cookies[CONSENT_COOKIE] !== undefined;
      const preload = preloads.get(url) ?? preloads.get(EVERY_OTHER_PAGE);
      if (preload) reply.header('link', preload);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .sendFile(chosen ? PAGE_WITHOUT_NOTICE : 'index.html');
    },
  );
  return true;
}
