import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small reverse proxy for tests, what a load balancer does in front of several API instances: the
 * client talks to one address, each request goes to one instance, answers (Server-Sent Events
 * included) stream back as they come, and the client's address is appended to `x-forwarded-for`.
 *
 * The instance is picked by the request header `x-test-instance` (an upstream's name, removed before
 * forwarding) so a test decides which instance gets what; without it, requests take turns.
 */
export interface TestProxy {
  /** `http://127.0.0.1:port`, the one address clients use. */
  url: string;
  close(): Promise<void>;
}

/** The header that names the instance a request goes to. */
export const INSTANCE_HEADER = 'x-test-instance';

/** Headers that belong to one connection, never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)));
}

export async function startTestProxy(upstreams: Record<string, string>): Promise<TestProxy> {
  const names = Object.keys(upstreams);
  if (names.length === 0) throw new Error('The proxy needs at least one upstream');
  const agent = new http.Agent({ keepAlive: true });
  let turn = 0;

  const forward = (request: IncomingMessage, response: ServerResponse) => {
    const asked = request.headers[INSTANCE_HEADER];
    const name = typeof asked === 'string' ? asked : names[turn++ % names.length]!;
    const base = upstreams[name];
    if (!base) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(`No instance named ${name}`);
      return;
    }
    const target = new URL(base);
    const client = request.socket.remoteAddress ?? '';
    const headers = endToEnd(request.headers);
    delete headers[INSTANCE_HEADER];
    const prior = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = prior ? `${String(prior)}, ${client}` : client;
    headers['x-forwarded-proto'] = 'http';

    const upstream = http.request(
      { hostname: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        // Headers go at once: an event stream may send its first event only later.
        response.flushHeaders();
        answer.pipe(response);
        answer.on('aborted', () => response.destroy());
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
    });
    // The client went away before the answer ended (a closed event stream): so does the upstream request.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  };

  const server = http.createServer(forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        agent.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface ProxiedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  json<T = unknown>(): T;
}

export interface ProxiedRequest {
  /** The instance that should answer (see INSTANCE_HEADER). */
  instance?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /**
   * The client's own address on the loopback network (127.0.0.2, …), so that the proxy, and through
   * it the instances, see a client other than themselves (Linux answers all of 127.0.0.0/8).
   */
  from?: string;
}

/** One request to the proxy over node:http, its whole answer read. */
export function requestThrough(
  proxy: Pick<TestProxy, 'url'>,
  method: string,
  path: string,
  options: ProxiedRequest = {},
): Promise<ProxiedAnswer> {
  const url = new URL(path, proxy.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        method,
        path: `${url.pathname}${url.search}`,
        headers: { ...options.headers, ...(options.instance ? { [INSTANCE_HEADER]: options.instance } : {}) },
        ...(options.from ? { localAddress: options.from } : {}),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            json: <T>() => JSON.parse(body.toString('utf8')) as T,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
