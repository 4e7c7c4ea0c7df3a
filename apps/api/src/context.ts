import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { MailDispatcher } from './jobs/mail-delivery';
import type { FileStorage } from './storage/file-storage';

/** What services need from the running application, passed explicitly. */
export interface AppContext {
  config: Config;
  db: Database;
  mail: MailDispatcher;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

export interface Actor {
  userId: string;
  sessionId: string;
  impersonatorId: string | null;
}
