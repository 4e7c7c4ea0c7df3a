import http, { type IncomingHttpHeaders } from 'node:http';

export interface LiveEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface LiveClient {
  events: LiveEvent[];
  status: number;
  headers: IncomingHttpHeaders;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Resolves with the first event (already received or still to come) that `match` accepts. */
  next(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  close(): void;
}

/** A Server-Sent Events client over node:http, for tests: it keeps every event it receives. */
export function openLiveStream(
  baseUrl: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<LiveClient> {
  return new Promise((resolve, reject) => {
    const events: LiveEvent[] = [];
    const waiters: { match: (event: LiveEvent) => boolean; resolve: (event: LiveEvent) => void }[] = [];
    const request = http.get(
      `${baseUrl}/api/v1/private/events`,
      { headers: { authorization: `Bearer ${token}`, ...headers } },
      (response) => {
        let buffer = '';
        const ended = new Promise<void>((resolveEnd) => response.on('end', () => resolveEnd()));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: LiveEvent = { id: null, event: 'message', data: '' };
            let hasData = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const colon = line.indexOf(':');
              const field = colon < 0 ? line : line.slice(0, colon);
              const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'id') event.id = value;
              if (field === 'event') event.event = value;
              if (field === 'data') {
                event.data += (hasData ? '\n' : '') + value;
                hasData = true;
              }
            }
            if (!hasData) continue;
            events.push(event);
            for (const waiter of [...waiters]) {
              if (waiter.match(event)) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.resolve(event);
              }
            }
          }
        });
        resolve({
          events,
          status: response.statusCode ?? 0,
          headers: response.headers,
          ended,
          next(match, timeoutMs = 5_000) {
            const found = events.find(match);
            if (found) return Promise.resolve(found);
            return new Promise((resolveEvent, rejectEvent) => {
              const timer = setTimeout(
                () => rejectEvent(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`)),
                timeoutMs,
              );
              waiters.push({
                match,
                resolve: (event) => {
                  clearTimeout(timer);
                  resolveEvent(event);
                },
              });
            });
          },
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}
