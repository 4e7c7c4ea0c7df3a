import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MESSAGES } from '@patrocina/domain';
import type { Config } from './config';
import type { AiringDispatcher, AppContext } from './context';
import type { Database, Listen } from './db/client';
import { createHostingPartner, type HostingPartner } from './hosting';
import type { MailDispatcher } from './jobs/mail-delivery';
import { createClock, type AdjustableClock } from './lib/clock';
import { AppError, tooManyRequests } from './lib/errors';
import { buildLoggerOptions } from './lib/log-options';
import { chooseRateLimitStore } from './lib/rate-limit-store';
import { createReadCaches } from './lib/read-caches';
import {
  actionBackofficeRoutes,
  countPendingActions,
  replanPausedDays,
  runRoutes,
  readRoutes,
  startRunningCampaign,
  trackingRoutes,
} from './modules/actions';
import { adminRoutes, clockRoutes, impersonationRoutes } from './modules/admin';
import { authProviderRoutes, authRoutes, createSocialVerifier, socialAuthRoutes } from './modules/auth';
import {
  bankStatementRoutes,
  billingProfileRoutes,
  invoiceDocumentRoutes,
  ledgerRoutes,
  payoutBackofficeRoutes,
  paymentOrderRoutes,
  payoutRoutes,
} from './modules/billing';
import { agencyBrandRoutes, privateAgencyTeamRoutes, publicAgencyTeamRoutes } from './modules/agency';
import { campaignBackofficeRoutes, privateCampaignRoutes, type LaterStages } from './modules/campaigns';
import { contactRoutes } from './modules/contact';
import { legalRoutes } from './modules/legal';
import {
  createDownloadWriter,
  createPodcastKeyCache,
  downloadsShareRoutes,
  measurementRoutes,
  publicDownloadsRoutes,
} from './modules/measurement';
import { privateCreativeRoutes, publicCreativeRoutes } from './modules/creative';
import { privateFileRoutes, publicImageRoutes, removeAvatarFile, storeAvatar, uploadFile } from './modules/files';
import { hostingAccountRoutes, privatePodcastRoutes, publicPodcastRoutes } from './modules/podcasts';
import {
  loadProposal,
  privateProposalRoutes,
  proposalBackofficeRoutes,
  publicProposalRoutes,
  settleCampaignPayment,
  toBackofficeCampaign,
} from './modules/proposals';
import { sysRoutes } from './modules/sys';
import { userRoutes } from './modules/users';
import { CHAT_CHANNEL, countUnread, createLiveHub, usersNamedIn, workroomRoutes } from './modules/workroom';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { registerSessions } from './plugins/session';
import { registerTextInputCheck } from './plugins/text-input';
import { registerWebApp } from './plugins/web-app';
import { trackRequestsInFlight } from './lib/requests-in-flight';
import { DEFAULT_WEB_DIST_DIR } from './paths';
import { createStorage, type FileStorage } from './storage';

export const API_PREFIX = '/api/v1';

/** SPEC §7: these paths carry no authorization; every other one needs a session. */
const PUBLIC_PREFIXES = ['/public/', '/authentication/', '/sys/'].map((prefix) => API_PREFIX + prefix);
/** Public too: the API's own description. */
const PUBLIC_EXTRAS = new Set([`${API_PREFIX}/openapi.json`]);

export interface BuildAppOptions {
  config: Config;
  db: Database;
  mail?: MailDispatcher;
  /** Where uploaded files live; from the configuration (S3_* or the local disk at filesDir) unless given. */
  storage?: FileStorage;
  /** Default: from the configuration (the partner's API, or the demo). */
  hostingPartner?: HostingPartner;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app (off in API tests). */
  serveWebApp?: boolean;
  /** The business clock, shared with the jobs; a fresh system clock unless given. */
  clock?: AdjustableClock;
  /**
   * LISTEN on the database (DatabaseHandle.listen): how the live stream hears of messages stored by
   * any instance. Without it a stream only gets what it asks for when it (re)connects.
   */
  listen?: Listen;
  /** Wakes the proof-of-airing job once an action is recorded (server.ts, once the queue runs). */
  airing?: AiringDispatcher;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Where a change can end sessions or change what a session may do: the account's own calls and the
 * back office's calls on users (a scope, an impersonation). app.ts waits for their notice to go round.
 */
const ACCOUNT_ROUTES = [
  `${API_PREFIX}/authentication/`,
  `${API_PREFIX}/private/users/me`,
  `${API_PREFIX}/private/backoffice/users/`,
  // A colleague removed or demoted loses access on every instance before the change is answered.
  `${API_PREFIX}/private/agency/`,
];

const noMail: MailDispatcher = { dispatch: () => Promise.resolve() };

/** The storage the configuration asks for, closed with the app (a caller's own storage is the caller's). */
function ownStorage(app: FastifyInstance, config: Config): FileStorage {
  const storage = createStorage(config);
  app.addHook('onClose', (_instance, done) => {
    storage.close?.();
    done();
  });
  return storage;
}

/** Builds the whole application; it never listens (server.ts does, tests use inject()). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const serverOptions: FastifyServerOptions = {
    logger: buildLoggerOptions(config.LOG_LEVEL, options.logger),
    trustProxy: config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY : false,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Fastify's own answers to these are English and outside the envelope (plugins/errors.ts).
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    forceCloseConnections: 'idle',
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  // First, so that a request counts from before any hook reads the database; held last (below).
  const inFlight = trackRequestsInFlight(app);
  registerErrorHandling(app);
  registerTextInputCheck(app);

  // Kept true by the database's notices, so only with a listener (docs/decisions/0029).
  const caches = createReadCaches({
    ttlMs: options.listen ? config.READ_CACHE_SECONDS * 1000 : 0,
    listen: options.listen,
    log: app.log,
    chat: { channel: CHAT_CHANNEL, usersOf: usersNamedIn },
    notify: async (channel, payload) => {
      await options.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
  });
  await caches.start();
  app.decorate('readCaches', caches);
  app.addHook('onClose', async () => caches.close());

  const ctx: AppContext = {
    config,
    db: options.db,
    caches,
    mail: options.mail ?? noMail,
    storage: options.storage ?? ownStorage(app, config),
    log: app.log,
    hosting: options.hostingPartner ?? createHostingPartner(config),
    clock: options.clock ?? createClock(),
    ...(options.airing ? { airing: options.airing } : {}),
  };

  const countPending = (userId: string) => countPendingActions(ctx.db, { id: userId }, ctx.clock.today());
  const hub = createLiveHub({
    db: ctx.db,
    log: app.log,
    listen: options.listen,
    countPending,
    heartbeatMs: config.LIVE_HEARTBEAT_SECONDS * 1000,
  });
  await hub.start();
  // Open streams would keep the server from closing: they end first, and their clients reconnect elsewhere.
  app.addHook('preClose', async () => hub.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSecurityHeaders(app, {
    https: config.isHttps,
    socialProviders: {
      google: Boolean(config.GOOGLE_CLIENT_ID),
      apple: Boolean(config.APPLE_CLIENT_ID),
      facebook: Boolean(config.FACEBOOK_APP_ID),
    },
  });
  await app.register(cookie);
  // Counted where every instance sees the same numbers: Redis, or the database (docs/decisions/0028).
  const limits = chooseRateLimitStore(config, { db: options.db, log: app.log });
  app.addHook('onClose', () => limits.close());
  await app.register(rateLimit, {
    global: false,
    ...limits.options,
    errorResponseBuilder: () => tooManyRequests(),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.PRODUCT_NAME} API`,
        description:
          'API de la plataforma. Las respuestas correctas son `{ data }`; los errores, `{ error: { code, message } }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'patrocina_session' },
        },
      },
      security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    staticCSP: true,
    // Swagger UI sets inline styles; allowed on this developer page only, never in the app.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });

  await app.register(
    async (api) => {
      // Opting out of a session is per route; this check keeps the opt-outs aligned with SPEC §7.
      api.addHook('onRoute', (route) => {
        const shouldBePublic =
          PUBLIC_EXTRAS.has(route.url) || PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix));
        const isPublic = route.config?.public === true;
        if (shouldBePublic !== isPublic) {
          throw new Error(
            `Route ${String(route.method)} ${route.url} must ${shouldBePublic ? '' : 'not '}be public (SPEC §7)`,
          );
        }
      });
      registerSessions(api, { db: options.db, caches });
      // What a request changed is dropped here before it answers, so its author reads it back at once;
      // the database's notices drop it on the other instances (and here again) once it commits. Before
      // serializing (every answer of the API is JSON), so that it runs while the request still counts
      // as in flight for the drain (lib/requests-in-flight.ts releases it on send).
      api.addHook('preSerialization', (request, reply, payload, done) => {
        // A refused request changed nothing (a failed login, a 401): it drops nothing and waits for nothing.
        if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) {
          done(null, payload);
          return;
        }
        const actor = request.actor;
        caches.afterChange(actor?.id ?? null, {
          // A visitor's change (a password reset) or an admin's may end other people's sessions.
          sessions: actor === null || actor.scope === 'admin',
        });
        // A log-out, a new password, closed sessions, a deleted account, a changed scope: answered only
        // once its notice is back here, so that the other instances have had it handed too.
        const url = request.routeOptions.url ?? '';
        if (ACCOUNT_ROUTES.some((prefix) => url.startsWith(prefix))) {
          void caches.sync().then(() => done(null, payload));
        } else done(null, payload);
      });

      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, () => app.swagger());
      await api.register(sysRoutes(ctx), { prefix: '/sys' });
      await api.register(authRoutes(ctx), { prefix: '/authentication' });
      await api.register(socialAuthRoutes(ctx, createSocialVerifier(config, { log: app.log })), {
        prefix: '/authentication',
      });
      await api.register(authProviderRoutes(ctx), { prefix: '/public' });
      await api.register(impersonationRoutes(ctx), { prefix: '/authentication' });
      await api.register(adminRoutes(ctx), { prefix: '/private/backoffice' });
      await api.register(
        userRoutes(ctx, {
          countBadges: async (userId) => {
            const [unread, pending] = await Promise.all([
              caches.view(userId, 'unread', () => countUnread(ctx.db, userId)),
              // Due dates make it a count of the business day: a new day is a new entry.
              caches.view(userId, `pending|${ctx.clock.today()}`, () => countPending(userId)),
            ]);
            return { unread, pending };
          },
          avatars: {
            store: (userId, name, bytes) => storeAvatar(ctx, { userId }, name, bytes),
            remove: (userId, fileId) => removeAvatarFile(ctx, { userId }, fileId),
          },
        }),
        { prefix: '/private/users' },
      );
      // Linking a hosting-platform account brings its podcasts in: podcasts' logic, the account's address.
      await api.register(hostingAccountRoutes(ctx), { prefix: '/private/users' });
      await api.register(billingProfileRoutes(ctx), { prefix: '/private/users' });
      await api.register(agencyBrandRoutes(ctx), { prefix: '/private/agency' });
      await api.register(privateAgencyTeamRoutes(ctx), { prefix: '/private/agency' });
      await api.register(publicAgencyTeamRoutes(ctx), { prefix: '/public/agency' });
      await api.register(contactRoutes(ctx), { prefix: '/public' });
      await api.register(legalRoutes(ctx), { prefix: '/public' });
      await api.register(publicPodcastRoutes(ctx), { prefix: '/public' });
      await api.register(privatePodcastRoutes(ctx), { prefix: '/private/podcasts' });
      await api.register(downloadsShareRoutes(ctx), { prefix: '/private/podcasts' });
      await api.register(publicDownloadsRoutes(ctx), { prefix: '/public' });
      await api.register(privateFileRoutes(ctx), { prefix: '/private' });
      await api.register(publicImageRoutes(ctx), { prefix: '/public' });
      // The campaign's stages build on one another (campaigns ← proposals ← actions); what an earlier
      // one needs of a later one is handed to it here, so no module imports one built on it.
      const stages: LaterStages = {
        proposalOf: loadProposal,
        backofficeViewOf: toBackofficeCampaign,
        afterResume: replanPausedDays,
      };
      await api.register(privateCampaignRoutes(ctx, stages), { prefix: '/private' });
      await api.register(privateProposalRoutes(ctx), { prefix: '/private' });
      await api.register(runRoutes(ctx), { prefix: '/private' });
      await api.register(readRoutes(ctx), { prefix: '/private' });
      await api.register(campaignBackofficeRoutes(ctx, stages), { prefix: '/private/backoffice' });
      await api.register(proposalBackofficeRoutes(ctx, startRunningCampaign), { prefix: '/private/backoffice' });
      await api.register(actionBackofficeRoutes(ctx), { prefix: '/private/backoffice' });
      await api.register(clockRoutes(ctx), { prefix: '/private/backoffice' });
      await api.register(ledgerRoutes(ctx), { prefix: '/private/backoffice' });
      await api.register(payoutRoutes(ctx), { prefix: '/private' });
      await api.register(payoutBackofficeRoutes(ctx), { prefix: '/private/backoffice' });
      // A bank credit that pays an invoice settles its campaign as «Marcar como pagada» does.
      await api.register(
        bankStatementRoutes(ctx, async (context, tx, queueMail, actor, campaignId, memo) => {
          await settleCampaignPayment(context, tx, queueMail, actor, campaignId, startRunningCampaign, memo);
        }),
        { prefix: '/private/backoffice' },
      );
      await api.register(paymentOrderRoutes(ctx), { prefix: '/private' });
      await api.register(publicProposalRoutes(ctx), { prefix: '/public' });
      await api.register(privateCreativeRoutes(ctx), { prefix: '/private' });
      await api.register(publicCreativeRoutes(ctx), { prefix: '/public' });
      await api.register(invoiceDocumentRoutes(ctx), { prefix: '/private' });
      await api.register(
        workroomRoutes(ctx, {
          hub,
          storeAttachment: (userId, name, bytes) =>
            uploadFile(ctx, { id: userId }, { kind: 'chat-attachment', name, bytes }),
        }),
        { prefix: '/private' },
      );
    },
    { prefix: API_PREFIX },
  );

  await app.register(trackingRoutes(ctx));

  // The measurement prefix (issue 21): buffered downloads are written at least every
  // MEASUREMENT_FLUSH_MS, and once more when the app closes, before server.ts closes the database.
  const downloadWriter = createDownloadWriter({
    db: ctx.db,
    log: app.log,
    flushMs: config.MEASUREMENT_FLUSH_MS,
    bufferMax: config.MEASUREMENT_BUFFER_MAX,
  });
  downloadWriter.start();
  app.decorate('flushDownloads', () => downloadWriter.flush());
  app.addHook('onClose', async () => downloadWriter.close());
  await app.register(measurementRoutes({ ctx, keys: createPodcastKeyCache(ctx.db), writer: downloadWriter }));

  // Unknown API paths: a rate-limited 404 in the error envelope.
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute', errorResponseBuilder: () => tooManyRequests() }) },
    (_request, reply) => reply.status(404).send({ error: { code: 'NOT_FOUND', message: MESSAGES.notFound } }),
  );

  if (options.serveWebApp ?? false) {
    const served = await registerWebApp(app, config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR);
    if (!served) app.log.warn('web app not built: run `npm run build` to serve it');
  }

  // The last onClose hook added, so the first to run once the server has stopped: the requests still
  // at work finish before the stores they use close, and before server.ts closes the database.
  inFlight.holdClose();
  return app;
}

export { AppError };
