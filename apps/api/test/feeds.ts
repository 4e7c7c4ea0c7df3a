import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * Small feeds written for the tests, one per quirk that real hosts taught us, named after it (see
 * fixtures/feeds/README.md). The real-world corpus beside the repository is read only by
 * `npm run test:feed-corpus`, never by `npm test`.
 */
export const FIXTURES_DIR = path.resolve(import.meta.dirname, 'fixtures/feeds');

export function readFixture(name: string): Buffer {
  return readFileSync(path.join(FIXTURES_DIR, name));
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A local HTTP server that serves feeds (fixtures or generated), redirects and misbehaviour. */
export interface FeedServer {
  /** The absolute URL of a path on this server. */
  url(pathname: string): string;
  /** Serves `body` as RSS at `pathname` (replacing what was there). */
  serve(pathname: string, body: string | Buffer, headers?: Record<string, string>): string;
  /** Answers `pathname` with a custom handler. */
  handle(pathname: string, handler: Handler): string;
  /** How many requests `pathname` has received. */
  hits(pathname: string): number;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const handlers = new Map<string, Handler>();
  const counts = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    const handler = handlers.get(pathname);
    if (handler) handler(request, response);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = (pathname: string) => `http://127.0.0.1:${port}${pathname}`;
  return {
    url,
    serve(pathname, body, headers = {}) {
      handlers.set(pathname, (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', ...headers }).end(body);
      });
      return url(pathname);
    },
    handle(pathname, handler) {
      handlers.set(pathname, handler);
      return url(pathname);
    },
    hits: (pathname) => counts.get(pathname) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A unique path, so tests sharing one server never see each other's feeds. */
export function uniquePath(name = 'feed'): string {
  return `/${name}-${randomBytes(4).toString('hex')}.xml`;
}

export interface FeedSpec {
  title?: string;
  ownerEmail?: string | null;
  author?: string;
  verifyTokens?: string[];
  episodes?: { guid: string; title: string; pubDate?: string; duration?: string; audio?: string }[];
  /** The prefix the feed maps to the Podcasting 2.0 namespace. */
  podcastPrefix?: string;
  /** `itunes:image`, relative to the feed (`/portada.jpg` unless told); null: the feed names none. */
  image?: string | null;
}

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A small, valid podcast feed written the way hosting platforms write them. */
export function buildFeed(spec: FeedSpec = {}): string {
  const prefix = spec.podcastPrefix ?? 'podcast';
  const episodes = spec.episodes ?? [
    { guid: 'ep-2', title: 'Episodio 2', pubDate: 'Tue, 02 Jan 2024 10:00:00 +0100', duration: '00:31:10' },
    { guid: 'ep-1', title: 'Episodio 1', pubDate: 'Mon, 01 Jan 2024 10:00:00 +0100', duration: '29:05' },
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:${prefix}="https://podcastindex.org/namespace/1.0">
<channel>
  <title>${escape(spec.title ?? 'Voces de Prueba')}</title>
  <link>https://ejemplo.es/voces</link>
  <language>es-es</language>
  <description><![CDATA[<p>Un podcast de prueba.</p>]]></description>
  <itunes:author>${escape(spec.author ?? 'Marta Podcaster')}</itunes:author>
  ${spec.image === null ? '' : `<itunes:image href="${escape(spec.image ?? '/portada.jpg')}"/>`}
  <itunes:category text="Society &amp; Culture"><itunes:category text="Documentary"/></itunes:category>
  ${spec.ownerEmail === null ? '' : `<itunes:owner><itunes:name>Marta</itunes:name><itunes:email>${escape(spec.ownerEmail ?? 'marta@ejemplo.es')}</itunes:email></itunes:owner>`}
  ${(spec.verifyTokens ?? []).map((token) => `<${prefix}:txt purpose="verify">${escape(token)}</${prefix}:txt>`).join('\n  ')}
  ${episodes
    .map(
      (episode) => `<item>
    <guid isPermaLink="false">${escape(episode.guid)}</guid>
    <title>${escape(episode.title)}</title>
    <enclosure url="${escape(episode.audio ?? `/audio/${episode.guid}.mp3`)}" type="audio/mpeg" length="1"/>
    ${episode.pubDate ? `<pubDate>${episode.pubDate}</pubDate>` : ''}
    ${episode.duration ? `<itunes:duration>${episode.duration}</itunes:duration>` : ''}
  </item>`,
    )
    .join('\n  ')}
</channel>
</rss>`;
}
