import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { UserScope } from '@patrocina/domain';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { createHostingPartner } from '../../hosting';
import { createReadCaches } from '../../lib/read-caches';
import type { Actor } from '../../lib/actor';
import type { FileStorage } from '../../storage/file-storage';
import type { Database } from '../client';
import { mailOutbox, users } from '../schema';
import { createDemoClock, type DemoClock } from './timeline';

/** A demo account as the services take it: the one actor shape (lib/actor.ts), in person. */
export type DemoPerson = Actor;

/** The seed acts with no request, so with no session: the services it calls never read this one. */
const NO_SESSION = '00000000-0000-0000-0000-000000000000';

/** The columns an inserted demo account returns, all `demoPerson` needs. */
export const DEMO_PERSON_COLUMNS = {
  id: users.id,
  email: users.email,
  username: users.username,
  scope: users.scope,
  emailVerifiedAt: users.emailVerifiedAt,
};

/** The actor of a demo account, from its stored row. */
export function demoPerson(row: {
  id: string;
  email: string;
  username: string;
  scope: UserScope;
  emailVerifiedAt: Date | null;
}): DemoPerson {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    scope: row.scope,
    emailVerified: row.emailVerifiedAt !== null,
    impersonatorId: null,
    sessionId: NO_SESSION,
  };
}

/** The application as the seed drives it, on a clock it moves to each step's day. */
export interface SeedContext extends AppContext {
  clock: DemoClock;
}

export interface SeedSession {
  ctx: SeedContext;
  /** The text of the newest e-mail the seed's steps sent to `to` with `template` (a link someone follows). */
  readMail(to: string, template: string): Promise<string>;
  /** Deletes every e-mail the seed's steps sent. */
  discardMail(): Promise<void>;
}

const quiet = () => undefined;

/** Only what goes wrong is worth saying while the demo loads (the app's own logger does not exist yet). */
const seedLog = {
  level: 'warn',
  fatal: console.error,
  error: console.error,
  warn: console.warn,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => seedLog,
} as unknown as FastifyBaseLogger;

/**
 * The services write their e-mails to the outbox in their own transactions, as always; the seed's
 * dispatcher only notes the ids, and the seed deletes them once the demo is loaded. A demo nobody has
 * used has sent nothing: left in the outbox, the first start would deliver some 170 e-mails about months
 * of made-up events to the demo accounts and presenters (in the browser journeys, to the catcher where
 * each journey waits for its own e-mail), and the back office's outbox would open on them. The one
 * e-mail the demo needs, the representation's invitation, is read before it goes.
 */
export function createSeedSession(db: Database, config: Config, storage: FileStorage): SeedSession {
  const sent: string[] = [];
  const ctx: SeedContext = {
    config,
    db,
    mail: {
      dispatch: (ids) => {
        sent.push(...ids);
        return Promise.resolve();
      },
    },
    storage,
    log: seedLog,
    hosting: createHostingPartner(config),
    clock: createDemoClock(),
    caches: createReadCaches({ ttlMs: 0, log: seedLog }),
  };
  return {
    ctx,
    async readMail(to, template) {
      const [mail] = await db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.id, sent), eq(mailOutbox.toAddress, to), eq(mailOutbox.template, template)))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      if (!mail) throw new Error(`The demo expected an e-mail ${template} to ${to}`);
      return mail.text;
    },
    async discardMail() {
      for (let start = 0; start < sent.length; start += 1_000) {
        await db.delete(mailOutbox).where(inArray(mailOutbox.id, sent.slice(start, start + 1_000)));
      }
    },
  };
}
