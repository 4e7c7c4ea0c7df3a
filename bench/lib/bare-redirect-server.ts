/**
 * A bare node:http server in its own process, for measure.ts: it answers every `/e/{key}/{rest}` with
 * the same 302 the API gives (location `https://` + rest, cache-control no-store), doing nothing else.
 * It is the ceiling the redirect is compared with.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChildMessage } from './protocol';

const PREFIX = /^\/e\/[0-9a-f]{12}\//;

const server = createServer((request, response) => {
  const url = request.url ?? '';
  const match = PREFIX.exec(url);
  if (!match) {
    response.writeHead(404, { 'content-length': 0 });
    response.end();
    return;
  }
  response.writeHead(302, {
    location: `https://${url.slice(match[0].length)}`,
    'cache-control': 'no-store',
    'content-length': 0,
  });
  response.end();
});
function send(message: ChildMessage): void {
  if (process.connected) process.send?.(message);
}
server.on('error', (error) => {
  send({ type: 'error', message: error.message });
  process.exit(1);
});
server.listen(0, '127.0.0.1', () => send({ type: 'ready', port: (server.address() as AddressInfo).port }));
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2_000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
