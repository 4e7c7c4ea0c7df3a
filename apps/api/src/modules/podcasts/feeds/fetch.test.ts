import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFeed, readFixture, startFeedServer, uniquePath, type FeedServer } from '../../../../test/feeds';
import { isPublicAddress } from './addresses';
import { fetchFeed, fetchToFile, FeedFetchError, type FeedFetchFailure, type FeedFetchOptions } from './fetch';

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(async () => {
  await server.close();
});

const local: FeedFetchOptions = { timeoutMs: 2_000, maxBytes: 1024 * 1024, allowPrivateHosts: true };

async function failure(
  url: string,
  options: FeedFetchOptions = local,
): Promise<{ reason: FeedFetchFailure; message: string }> {
  try {
    await fetchFeed(url, options);
  } catch (error) {
    if (error instanceof FeedFetchError) return { reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error(`${url} was fetched`);
}

describe('fetchFeed', () => {
  it('downloads a feed, following a relative redirect', async () => {
    const body = readFixture('cdata-with-html-entities.xml');
    const target = server.serve(uniquePath(), body);
    const start = server.handle(uniquePath('moved'), (_request, response) => {
      response.writeHead(301, { location: new URL(target).pathname }).end();
    });
    const fetched = await fetchFeed(start, local);
    expect(fetched.url).toBe(target);
    expect(fetched.body.equals(body)).toBe(true);
    expect(fetched.contentType).toBe('application/rss+xml; charset=utf-8');
  });

  it('decompresses a gzipped feed', async () => {
    const feed = buildFeed();
    const url = server.serve(uniquePath(), gzipSync(feed), { 'content-encoding': 'gzip' });
    expect((await fetchFeed(url, local)).body.toString()).toBe(feed);
  });

  it('refuses a scheme other than http and https, first or after a redirect', async () => {
    for (const url of ['ftp://ejemplo.es/feed.xml', 'file:///etc/passwd', 'javascript:alert(1)', 'no es una url']) {
      expect(await failure(url)).toEqual({
        reason: 'scheme',
        message: 'La dirección del feed debe empezar por http:// o https://.',
      });
    }
    const toFile = server.handle(uniquePath(), (_request, response) =>
      response.writeHead(302, { location: 'file:///etc/passwd' }).end(),
    );
    expect((await failure(toFile)).reason).toBe('scheme');
  });

  it('gives up on a redirect loop after five redirects', async () => {
    const path = uniquePath('loop');
    const url = server.handle(path, (_request, response) => response.writeHead(302, { location: path }).end());
    expect(await failure(url)).toEqual({
      reason: 'redirects',
      message: 'La dirección del feed redirige demasiadas veces. Usa la dirección final del feed.',
    });
    expect(server.hits(path)).toBe(6);
  });

  it('follows five redirects but not six', async () => {
    const chain = (length: number) => {
      const paths = Array.from({ length }, () => uniquePath('hop'));
      const end = server.serve(uniquePath(), buildFeed());
      paths.forEach((path, index) => {
        const next = paths[index + 1] ?? new URL(end).pathname;
        server.handle(path, (_request, response) => response.writeHead(307, { location: next }).end());
      });
      return server.url(paths[0]!);
    };
    await expect(fetchFeed(chain(5), local)).resolves.toMatchObject({ contentType: expect.any(String) as string });
    expect((await failure(chain(6))).reason).toBe('redirects');
  });

  it('stops reading a feed over the size cap, even when it does not say its size', async () => {
    const declared = server.serve(uniquePath(), Buffer.alloc(4096, 'a'));
    expect(await failure(declared, { ...local, maxBytes: 1024 })).toEqual({
      reason: 'too-large',
      message: 'El feed es demasiado grande para poder leerlo.',
    });

    let written = 0;
    const endless = server.handle(uniquePath('huge'), (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      const chunk = Buffer.alloc(64 * 1024, '<');
      const pump = () => {
        while (written < 50 * 1024 * 1024) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.on('close', () => response.destroy());
      pump();
    });
    expect((await failure(endless, { ...local, maxBytes: 256 * 1024 })).reason).toBe('too-large');
    expect(written).toBeLessThan(50 * 1024 * 1024);
  });

  it('stops a compressed bomb at the cap of its decompressed size', async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024, ' '));
    const url = server.serve(uniquePath(), bomb, { 'content-encoding': 'gzip' });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect((await failure(url, { ...local, maxBytes: 1024 * 1024 })).reason).toBe('too-large');
  });

  it('gives up on a server that does not answer in time', async () => {
    const silent = server.handle(uniquePath('slow'), () => undefined);
    const trickle = server.handle(uniquePath('trickle'), (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.write('<rss>');
    });
    for (const url of [silent, trickle]) {
      const started = Date.now();
      expect(await failure(url, { ...local, timeoutMs: 300 })).toEqual({
        reason: 'timeout',
        message: 'El feed ha tardado demasiado en responder. Inténtalo de nuevo en unos minutos.',
      });
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it('reports an error status and an unreachable host in Spanish', async () => {
    expect(await failure(server.url(uniquePath('missing')))).toEqual({
      reason: 'http-status',
      message: 'El servidor del feed ha respondido con un error. Comprueba la dirección o inténtalo más tarde.',
    });
    expect((await failure('http://nombre-que-no-existe.invalid/feed.xml')).reason).toBe('unreachable');
  });

  it('refuses private addresses when they are not allowed, by the address the name resolves to', async () => {
    const url = server.serve(uniquePath(), buildFeed());
    const production = { ...local, allowPrivateHosts: false };
    expect(await failure(url, production)).toEqual({
      reason: 'private-host',
      message: 'No podemos leer feeds de esa dirección.',
    });
    // A name, not an address: refused for what it resolves to.
    expect((await failure(url.replace('127.0.0.1', 'localhost'), production)).reason).toBe('private-host');
    for (const address of [
      'http://[::1]/f',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/f',
      'http://[::ffff:127.0.0.1]/f',
    ]) {
      expect((await failure(address, production)).reason).toBe('private-host');
    }
    // An allowed host that redirects inwards is refused at the redirect: each hop is checked again.
    const onlyTheTestServer = { ...production, isAllowedAddress: (address: string) => address === '127.0.0.1' };
    await expect(fetchFeed(url, onlyTheTestServer)).resolves.toMatchObject({ url });
    for (const inside of ['http://192.168.1.1/feed', url.replace('127.0.0.1', '[::1]'), 'http://127.0.0.2/feed']) {
      const inwards = server.handle(uniquePath(), (_request, response) =>
        response.writeHead(302, { location: inside }).end(),
      );
      expect((await failure(inwards, onlyTheTestServer)).reason).toBe('private-host');
    }
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['151.101.1.140', true],
    ['2a00:1450:4003:80b::200e', true],
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['172.32.0.1', true],
    ['192.168.0.10', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd12:3456:789a::1', false],
    ['fc00::1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::a00:1', false],
    ['2002:c0a8:0101::1', false],
    ['no-soy-una-ip', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('fetchToFile (an episode’s audio, for proof of airing)', () => {
  it('streams the body to disk after redirects, and stops at the cap even without a declared length', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'patrocina-fetch-'));
    try {
      const audio = randomBytes(300_000);
      const target = server.serve(uniquePath('audio'), audio, { 'content-type': 'audio/mpeg' });
      const start = server.handle(uniquePath('moved'), (_request, response) => {
        response.writeHead(302, { location: target }).end();
      });
      const file = path.join(dir, 'episode');
      const fetched = await fetchToFile(start, file, local);
      expect([fetched.url, fetched.size, fetched.contentType]).toEqual([target, audio.length, 'audio/mpeg']);
      expect(readFileSync(file).equals(audio)).toBe(true);

      const chunked = server.handle(uniquePath('chunked'), (_request, response) => {
        response.writeHead(200, { 'content-type': 'audio/mpeg' });
        response.write(audio);
        response.end(audio);
      });
      const capped = await fetchToFile(chunked, path.join(dir, 'big'), { ...local, maxBytes: 400_000 }).catch(
        (error: unknown) => error,
      );
      expect(capped).toBeInstanceOf(FeedFetchError);
      expect((capped as FeedFetchError).reason).toBe('too-large');
      const declared = server.serve(uniquePath('declared'), audio, { 'content-type': 'audio/mpeg' });
      const refused = await fetchToFile(declared, path.join(dir, 'declared'), { ...local, maxBytes: 1000 }).catch(
        (error: unknown) => error,
      );
      expect((refused as FeedFetchError).reason).toBe('too-large');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
