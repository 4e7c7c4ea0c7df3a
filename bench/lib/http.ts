/** A plain HTTP request that keeps the bytes as they came: no decompression, no pooled connection. */
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Bytes of the status line and headers, as received. */
  headerBytes: number;
  body: Buffer;
}

/** `url` with `method` (GET by default); gives up after 30 s, naming the request as `label` (default: method and URL). */
export function requestRaw(
  url: string,
  options: { method?: string; headers?: OutgoingHttpHeaders; body?: string; label?: string } = {},
): Promise<RawResponse> {
  const method = options.method ?? 'GET';
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: options.headers ?? {}, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        let headerBytes = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          headerBytes += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, headerBytes, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () =>
      req.destroy(new Error(`${options.label ?? `${method} ${url}`}: no answer after 30 s`)),
    );
    req.end(options.body);
  });
}
