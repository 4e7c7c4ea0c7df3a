import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible server for tests, in memory and path-style only (`/bucket/key`): PUT, GET,
 * HEAD and DELETE of an object, ListObjectsV2 with a prefix and continuation tokens, DeleteObjects.
 * Like a real store it checks every request's AWS Signature Version 4 against its keys and the
 * payload against its signed SHA-256, so a wrong secret or a tampered body is refused.
 * Written for the tests (docs/decisions/0028): the npm fake S3 servers are unmaintained.
 */
export interface TestS3Server {
  /** `http://127.0.0.1:port`, for S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** The stored objects, for assertions. */
  objects: Map<string, Buffer>;
  /** `S3_*` settings that point an app at this server. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export interface TestS3Options {
  /** Keys per ListObjectsV2 page (S3's is 1000): small, to exercise continuation tokens. */
  pageSize?: number;
}

const SKEW_MS = 15 * 60 * 1000;

export async function startTestS3Server(options: TestS3Options = {}): Promise<TestS3Server> {
  const region = 'eu-south-2';
  const bucket = 'patrocina-test';
  const accessKeyId = 'PATROCINATESTKEY';
  const secretAccessKey = 'test-secret-0123456789';
  const objects = new Map<string, Buffer>();
  const pageSize = options.pageSize ?? 1000;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        handle(request, response, Buffer.concat(chunks));
      } catch (error) {
        sendError(response, 500, 'InternalError', error instanceof Error ? error.message : String(error));
      }
    });
  });

  const handle = (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const refusal = checkSignature(request, body, { accessKeyId, secretAccessKey, region });
    if (refusal) return sendError(response, refusal.status, refusal.code, refusal.message);

    const url = new URL(request.url ?? '/', 'http://s3.test');
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    if (bucketName !== bucket) return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const method = request.method ?? 'GET';

    if (key === '') {
      if (method === 'GET' && url.searchParams.get('list-type') === '2') return list(url, response);
      if (method === 'POST' && url.searchParams.has('delete')) return deleteMany(body, response);
      return sendError(response, 501, 'NotImplemented', `${method} on the bucket is not implemented here`);
    }
    if (method === 'PUT') {
      objects.set(key, body);
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
    } else if (method === 'GET' || method === 'HEAD') {
      const stored = objects.get(key);
      if (!stored) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', method === 'HEAD');
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': stored.length });
      response.end(method === 'HEAD' ? undefined : stored);
    } else if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      sendError(response, 405, 'MethodNotAllowed', `${method} is not allowed`);
    }
  };

  const list = (url: URL, response: ServerResponse) => {
    const prefix = url.searchParams.get('prefix') ?? '';
    const after = url.searchParams.get('continuation-token') ?? '';
    const max = Math.min(Number(url.searchParams.get('max-keys') ?? pageSize), pageSize);
    const matching = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = matching.slice(0, max);
    const truncated = matching.length > page.length;
    const contents = page
      .map((key) => `<Contents><Key>${xmlEscape(key)}</Key><Size>${objects.get(key)!.length}</Size></Contents>`)
      .join('');
    sendXml(
      response,
      `<ListBucketResult><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>` +
        `<MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}` +
        (truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1)!)}</NextContinuationToken>` : '') +
        '</ListBucketResult>',
    );
  };

  const deleteMany = (body: Buffer, response: ServerResponse) => {
    const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => xmlUnescape(match[1]!));
    if (keys.length === 0 || keys.length > 1000) return sendError(response, 400, 'MalformedXML', 'bad Delete body');
    for (const key of keys) objects.delete(key);
    sendXml(response, '<DeleteResult></DeleteResult>');
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    region,
    objects,
    env: () => ({
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

interface Keys {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** AWS Signature Version 4 as S3 checks it (header form only); undefined when the request is genuine. */
function checkSignature(
  request: IncomingMessage,
  body: Buffer,
  keys: Keys,
): { status: number; code: string; message: string } | undefined {
  const authorization = request.headers.authorization ?? '';
  const parsed = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
    authorization,
  );
  if (!parsed) return { status: 403, code: 'AccessDenied', message: 'Missing or malformed Authorization header' };
  const [, credential = '', signedHeaderList = '', signature = ''] = parsed;
  const [accessKeyId, day, region, service, terminator] = credential.split('/');
  if (accessKeyId !== keys.accessKeyId) {
    return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist' };
  }
  if (region !== keys.region || service !== 's3' || terminator !== 'aws4_request') {
    return { status: 400, code: 'AuthorizationHeaderMalformed', message: `Bad credential scope ${credential}` };
  }
  const amzDate = header(request, 'x-amz-date');
  const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!amzDate.startsWith(day ?? '-') || Number.isNaN(signedAt) || Math.abs(Date.now() - signedAt) > SKEW_MS) {
    return { status: 403, code: 'RequestTimeTooSkewed', message: 'The request time is too far from the server time' };
  }
  const payloadHash = header(request, 'x-amz-content-sha256');
  if (payloadHash !== 'UNSIGNED-PAYLOAD') {
    if (!/^[0-9a-f]{64}$/.test(payloadHash)) {
      return { status: 400, code: 'NotImplemented', message: `Payload hash ${payloadHash} is not supported here` };
    }
    if (createHash('sha256').update(body).digest('hex') !== payloadHash) {
      return { status: 400, code: 'XAmzContentSHA256Mismatch', message: 'The body does not match its signed hash' };
    }
  }
  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) {
    return { status: 403, code: 'AccessDenied', message: 'host and x-amz-date must be signed' };
  }
  const [path = '/', query = ''] = (request.url ?? '/').split('?', 2);
  const canonicalRequest = [
    request.method ?? 'GET',
    path,
    canonicalQuery(query),
    signedHeaders.map((name) => `${name}:${header(request, name).trim().replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let signingKey = hmac(`AWS4${keys.secretAccessKey}`, day ?? '');
  for (const part of [region ?? '', 's3', 'aws4_request']) signingKey = hmac(signingKey, part);
  const expected = hmac(signingKey, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided',
    };
  }
  return undefined;
}

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

function canonicalQuery(query: string): string {
  if (query === '') return '';
  return query
    .split('&')
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=', 2).map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
      return [strictEncode(name), strictEncode(value)] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function strictEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function xmlUnescape(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function sendXml(response: ServerResponse, xml: string) {
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
}

function sendError(response: ServerResponse, status: number, code: string, message: string, headOnly = false) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    headOnly
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`,
  );
}
