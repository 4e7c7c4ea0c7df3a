export { actionPriceCents, verifiedListensOf, type MeasuredAction } from './figures';
export { deleteOldDayKeys, listenerHash } from './listener';
export { createPodcastKeyCache, type PodcastKeyCache } from './podcast-keys';
export { ensureDownloadPartitions, rollUpDownloadDays } from './rollup';
export { downloadsShareRoutes, publicDownloadsRoutes, readSharedDownloads } from './public';
export { countsAsDownload, measurementRoutes } from './routes';
export { isListenerAgent, listeningPlatform } from './user-agent';
export {
  createDownloadWriter,
  insertDownloads,
  type DownloadRow,
  type DownloadWriter,
  type PendingDownload,
} from './writer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the downloads the measurement redirect has buffered (tests, the bench). */
    flushDownloads(): Promise<void>;
  }
}
