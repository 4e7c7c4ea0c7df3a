/** Messages between api-baseline.ts and its server child processes (over the IPC channel of fork()). */

/** A response captured from the real API, to be served byte for byte by the bare server. */
export interface CannedResponse {
  path: string;
  status: number;
  contentType: string;
  /** The body, base64-encoded so that the bytes survive the JSON of the IPC channel. */
  bodyBase64: string;
}

export type ParentMessage = { type: 'routes'; routes: CannedResponse[] };

export type ChildMessage =
  | { type: 'ready'; port: number; database?: 'pglite' | 'postgres'; detail?: string }
  | { type: 'error'; message: string };

/** What chat-server.ts adds: the lines of its log worth showing (warnings and the live stream's own). */
export type ChatChildMessage =
  ChildMessage | { type: 'log'; at: number; level: number; msg: string; error?: string | undefined };

/** What measure.ts asks its API child (measure-server.ts). */
export type MeasureParentMessage =
  { type: 'podcast' } | { type: 'clock'; day: string } | { type: 'count'; podcastId: string; days: string[] };

export type MeasureChildMessage =
  | ChildMessage
  | { type: 'podcast'; id: string; key: string }
  | { type: 'clock'; today: string }
  | { type: 'count'; rows: number; rolledUp: number };
