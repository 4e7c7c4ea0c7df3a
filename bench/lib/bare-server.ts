/**
 * A bare node:http server in its own process, for api-baseline.ts: it receives the responses captured
 * from the real API (status, content-type, body) over IPC and answers each path with exactly those
 * bytes, doing nothing else. It is the ceiling the API is compared with.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChildMessage, ParentMessage } from './protocol';

interface Canned {
  status: number;
  headers: Record<string, string | number>;
  body: Buffer;
}

function send(message: ChildMessage): void {
  process.send?.(message);
}

process.once('message', (message: ParentMessage) => {
  if (message.type !== 'routes') return;
  const routes = new Map<string, Canned>();
  for (const route of message.routes) {
    const body = Buffer.from(route.bodyBase64, 'base64');
    routes.set(route.path, {
      status: route.status,
      headers: { 'content-type': route.contentType, 'content-length': body.length },
      body,
    });
  }

  const server = createServer((request, response) => {
    const canned = routes.get(request.url ?? '');
    if (!canned) {
      response.writeHead(404, { 'content-length': 0 });
      response.end();
      return;
    }
    response.writeHead(canned.status, canned.headers);
    response.end(canned.body);
  });
  server.on('error', (error) => {
    send({ type: 'error', message: error.message });
    process.exit(1);
  });
  server.listen(0, '127.0.0.1', () => {
    send({ type: 'ready', port: (server.address() as AddressInfo).port });
  });

  stopServer = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
});

let stopServer: (() => void) | undefined;
const stop = () => {
  if (stopServer) stopServer();
  else process.exit(0);
  setTimeout(() => process.exit(0), 2_000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
