import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { HostingPartner } from './hosting';
import type { AdjustableClock } from './lib/clock';
import type { ReadCaches } from './lib/read-caches';
import type { MailDispatcher } from './jobs/mail-delivery';
import type { FileStorage } from './storage/file-storage';

/** Asks the job queue to make an aired action's proof now (the job runner in jobs/airing-proof.ts). */
export interface AiringDispatcher {
  dispatch(actionId: string): Promise<void>;
}

/** What services need from the running application, passed explicitly. */
export interface AppContext {
  config: Config;
  db: Database;
  mail: MailDispatcher;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** The hosting platform: the partner's API, or the demo when none is configured. */
  hosting: HostingPartner;
  /** The business clock; only a server started with CLOCK_CONTROL lets an admin move it. */
  clock: AdjustableClock;
  /** What this instance keeps in memory between requests, dropped when the database says it changed. */
  caches: ReadCaches;
  /** Wakes the proof-of-airing job; without it (tests, JOBS=0) the periodic sweep or a direct call does the work. */
  airing?: AiringDispatcher;
}
