import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Node's server.close() ends the connections that are idle at that moment and waits for the others,
 * and two kinds would hold it past any shutdown deadline (server.ts allows 15 s): a connection that
 * has not sent its first request (a browser's preconnect), which Node counts as busy and whose header
 * timeout it stops checking once closed; and a keep-alive connection whose answer was still being
 * written, which stays open after it for the keep-alive timeout (72 s). So, just before the server closes, every
 * connection with no answer under way ends at once, the answers under way say `connection: close`
 * (Node ends their connection after them and the client does not reuse it), and a connection whose
 * answer had already begun (a stream) ends when that answer does. Call it before the app listens (it
 * adds a hook), after anything else that has a preClose hook.
 */
export function endConnectionsOnClose(app: FastifyInstance): void {
  const sockets = new Set<Socket>();
  const answering = new Map<ServerResponse, Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    answering.set(response, request.socket);
    response.once('close', () => answering.delete(response));
  });
  // Registered after buildApp's, so the last preClose hook: the live streams have ended, and Fastify
  // closes the server right after it.
  app.addHook('preClose', (done) => {
    const busy = new Set(answering.values());
    for (const socket of sockets) if (!busy.has(socket)) socket.destroy();
    for (const response of answering.keys()) {
      if (!response.headersSent) response.setHeader('connection', 'close');
      else if (!response.writableFinished) response.once('finish', () => app.server.closeIdleConnections());
    }
    done();
  });
}
