import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { createWriteStream } from 'node:fs';
import { isIP, type LookupFunction } from 'node:net';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PODCAST_MESSAGES, type ErrorCode } from '@patrocina/domain';
import { AppError } from '../../../lib/errors';
import { isPublicAddress } from './addresses';

export interface FeedFetchOptions {
  /** Deadline for the whole fetch, redirects included. */
  timeoutMs: number;
  /** Cap on the (decompressed) body; the download stops as soon as it is passed. */
  maxBytes: number;
  /** Allow hosts on private, loopback, link-local and unique-local addresses (tests, development). */
  allowPrivateHosts: boolean;
  maxRedirects?: number;
  userAgent?: string;
  /** The Accept header: a feed's by default. */
  accept?: string;
  /** Overrides the address rule above (tests: allow the local test server, refuse other private addresses). */
  isAllowedAddress?: (address: string) => boolean;
}

function addressRule(options: FeedFetchOptions): (address: string) => boolean {
  return options.isAllowedAddress ?? ((address) => options.allowPrivateHosts || isPublicAddress(address));
}

export interface FetchedFeed {
  /** Where the feed was found, after redirects. */
  url: string;
  body: Buffer;
  contentType: string | null;
}

export type FeedFetchFailure =
  'scheme' | 'private-host' | 'unreachable' | 'timeout' | 'too-large' | 'redirects' | 'http-status';

const FAILURES: Record<FeedFetchFailure, { code: ErrorCode; message: string }> = {
  scheme: { code: 'INVALID_FEED', message: PODCAST_MESSAGES.feedScheme },
  'private-host': { code: 'INVALID_FEED', message: PODCAST_MESSAGES.feedHostRefused },
  unreachable: { code: 'FEED_UNREACHABLE', message: PODCAST_MESSAGES.feedUnreachable },
  timeout: { code: 'FEED_UNREACHABLE', message: PODCAST_MESSAGES.feedTimeout },
  'too-large': { code: 'INVALID_FEED', message: PODCAST_MESSAGES.feedTooLarge },
  redirects: { code: 'INVALID_FEED', message: PODCAST_MESSAGES.feedTooManyRedirects },
  'http-status': { code: 'FEED_UNREACHABLE', message: PODCAST_MESSAGES.feedHttpError },
};

/** Why a feed could not be fetched: a 400 with the Spanish reason, shown under the feed field. */
export class FeedFetchError extends AppError {
  readonly reason: FeedFetchFailure;

  constructor(reason: FeedFetchFailure, detail?: string) {
    const { code, message } = FAILURES[reason];
    super(code, message, { fields: [{ path: 'feedUrl', message }], detail });
    this.reason = reason;
  }
}

export const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function httpUrl(value: string | URL): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new FeedFetchError('scheme');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedFetchError('scheme');
  return url;
}

/**
 * Resolves the host and refuses it if any of its addresses is not public. Connecting to the very
 * addresses checked here (rather than checking the name first and letting the socket resolve it
 * again) leaves no gap for a DNS answer that changes in between (DNS rebinding).
 */
function guardedLookup(isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (addresses.some((entry) => !isAllowed(entry.address))) {
        return callback(new FeedFetchError('private-host', hostname), '', 0);
      }
      if (options.all) return (callback as unknown as (err: null, all: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new FeedFetchError('unreachable', hostname), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

/** Where a redirect leads, checked like the first URL; a Location that is not http(s) is refused. */
function redirectTarget(location: string, base: URL): URL | FeedFetchError {
  try {
    return httpUrl(new URL(location, base));
  } catch {
    return new FeedFetchError('scheme');
  }
}

type Hop = { redirect: URL } | { response: IncomingMessage };

function requestOnce(url: URL, options: FeedFetchOptions, signal: AbortSignal): Promise<Hop> {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !addressRule(options)(literal)) {
    return Promise.reject(new FeedFetchError('private-host', literal));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        // A new connection each time: a pooled socket would skip the address check of guardedLookup.
        agent: false,
        lookup: guardedLookup(addressRule(options)),
        signal,
        headers: {
          accept: options.accept ?? 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': options.userAgent ?? 'PatrocinaFeedReader/1.0',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECT_STATUSES.has(status) && location) {
          response.resume();
          const target = redirectTarget(location, url);
          if (target instanceof URL) resolve({ redirect: target });
          else reject(target);
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new FeedFetchError('http-status', String(status)));
          return;
        }
        resolve({ response });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function decoderFor(encoding: string | undefined): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

type Sink = (source: AsyncIterable<Buffer>) => Promise<void>;

/**
 * Streams the body, decompressed, into `sink` and stops as soon as it passes the cap (a compressed
 * bomb too): a declared length over the cap is refused before a byte is read.
 */
async function streamCapped(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
  openSink: () => NodeJS.WritableStream | Sink,
): Promise<number> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new FeedFetchError('too-large');
  }
  // Opened only now: a file refused by its declared length is never created (nor left behind).
  const sink = openSink();
  let size = 0;
  async function* capped(source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > maxBytes) throw new FeedFetchError('too-large');
      yield chunk;
    }
  }
  const decoder = decoderFor(response.headers['content-encoding']);
  try {
    if (decoder) await pipeline(response, decoder, capped, sink, { signal });
    else await pipeline(response, capped, sink, { signal });
  } catch (error) {
    // A file being written is closed before the caller hears of the failure, so that removing it (or
    // its folder) cannot race with the stream still opening it.
    if (sink instanceof Writable && !sink.closed) await new Promise((resolve) => sink.once('close', resolve));
    // Stopping the decompressor early makes it fail too, and that error may be the one reported.
    if (size > maxBytes) throw new FeedFetchError('too-large');
    throw error;
  }
  return size;
}

async function readCapped(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await streamCapped(response, maxBytes, signal, () => async (source) => {
    for await (const chunk of source) chunks.push(chunk);
  });
  return Buffer.concat(chunks);
}

function asFetchError(error: unknown, signal: AbortSignal): Error {
  if (error instanceof FeedFetchError) return error;
  if (signal.aborted) return new FeedFetchError('timeout');
  return new FeedFetchError('unreachable', error instanceof Error ? error.message : String(error));
}

/**
 * Follows the URL safely: http and https only, every redirect checked again (scheme and address), at
 * most five of them, one deadline for the whole fetch, and in production no host that resolves to a
 * private, loopback, link-local or unique-local address. `consume` reads the final answer's body.
 */
async function fetchSafely<T>(
  rawUrl: string,
  options: FeedFetchOptions,
  consume: (response: IncomingMessage, url: URL, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let url = httpUrl(rawUrl);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const hop = await requestOnce(url, options, signal);
      if ('redirect' in hop) {
        if (redirects >= maxRedirects) throw new FeedFetchError('redirects');
        url = hop.redirect;
        continue;
      }
      return await consume(hop.response, url, signal);
    }
  } catch (error) {
    throw asFetchError(error, signal);
  }
}

/** Downloads a feed safely (see fetchSafely), its body capped while it streams, into memory. */
export async function fetchFeed(rawUrl: string, options: FeedFetchOptions): Promise<FetchedFeed> {
  return fetchSafely(rawUrl, options, async (response, url, signal) => {
    const body = await readCapped(response, options.maxBytes, signal);
    return { url: url.toString(), body, contentType: response.headers['content-type'] ?? null };
  });
}

export interface FetchedFile {
  url: string;
  size: number;
  contentType: string | null;
}

/**
 * Downloads a large file (an episode's audio) safely, like fetchFeed, but streamed into `path` on disk
 * rather than held in memory; the cap and the deadline still hold. The caller removes the file.
 */
export async function fetchToFile(rawUrl: string, path: string, options: FeedFetchOptions): Promise<FetchedFile> {
  return fetchSafely(rawUrl, options, async (response, url, signal) => {
    const size = await streamCapped(response, options.maxBytes, signal, () => createWriteStream(path));
    return { url: url.toString(), size, contentType: response.headers['content-type'] ?? null };
  });
}
