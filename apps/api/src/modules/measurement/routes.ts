import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { episodeKeyOfRequest, MEASUREMENT_PATH, MESSAGES, redirectTarget, todayInMadrid } from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { PodcastKeyCache } from './podcast-keys';
import { isListenerAgent } from './user-agent';
import type { DownloadWriter } from './writer';

/**
 * Where the rest may lead: a public host name (letters, digits, hyphens, at least one dot, an optional
 * port), then a path. No user info, no backslash, nothing that could make `https://` + rest name
 * another host than the one written.
 */
const TARGET = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{1,63}(?::\d{1,5})?\/[^\\\s]*$/i;

/** How much of a user agent the buffer keeps (and the listener's hash covers). */
const USER_AGENT_KEPT = 512;

/** A range of the first byte or two: players asking whether the file is there, not listening (IAB v2.2). */
const PROBE_RANGE = /^\s*bytes\s*=\s*0-[01]\s*$/i;

/** Whether this request is a download that counts: a GET from a player, for more than a probe. */
export function countsAsDownload(method: string, userAgent: string, range: string | undefined): boolean {
  if (method !== 'GET') return false;
  if (range !== undefined && PROBE_RANGE.test(range)) return false;
  return isListenerAgent(userAgent);
}

/**
 * The Madrid day of an instant, remembered for its UTC minute: Madrid's midnight always falls on a
 * minute's start, so the day cannot change within one, and the redirect skips building a date
 * formatter per request.
 */
function dayOfInstant(): (at: Date) => string {
  let minute = Number.NaN;
  let day = '';
  return (at) => {
    const current = Math.floor(at.getTime() / 60_000);
    if (current !== minute) {
      minute = current;
      day = todayInMadrid(at);
    }
    return day;
  };
}

function notFound(reply: FastifyReply) {
  return reply
    .status(404)
    .header('cache-control', 'no-store')
    .send({ error: { code: 'NOT_FOUND', message: MESSAGES.notFound } });
}

export interface MeasurementRouteDeps {
  ctx: Pick<AppContext, 'clock'>;
  keys: PodcastKeyCache;
  writer: DownloadWriter;
}

/**
 * `GET`/`HEAD /e/{key}/{enclosure without scheme}`: the measurement prefix (issue 21,
 * docs/decisions/0026). Answers 302 to `https://` and the rest as received (or to the scheme the rest
 * names, `/e/{key}/http://…`, for a host without HTTPS), query kept, before any
 * write: a counted download goes to the batch writer's buffer. Outside the API prefix (no session),
 * without the request log lines or the security headers it has no use for, and without a rate limit
 * (podcast apps share carrier addresses). An unknown key or a rest that names no file is a 404.
 */
export function measurementRoutes(deps: MeasurementRouteDeps): FastifyPluginCallback {
  const { keys, writer, ctx } = deps;
  const dayOf = dayOfInstant();
  return (app, _options, done) => {
    app.get<{ Params: { key: string; '*': string } }>(
      `${MEASUREMENT_PATH}:key/*`,
      { schema: { hide: true }, logLevel: 'warn', config: { securityHeaders: false } },
      async (request: FastifyRequest<{ Params: { key: string; '*': string } }>, reply) => {
        const { key } = request.params;
        const prefix = `${MEASUREMENT_PATH}${key}/`;
        if (!request.url.startsWith(prefix)) return notFound(reply);
        const rest = request.url.slice(prefix.length);
        const episodeKey = episodeKeyOfRequest(rest);
        const target = redirectTarget(rest);
        if (episodeKey === null || !TARGET.test(target.replace(/^https?:\/\//, ''))) return notFound(reply);
        const found = keys.podcastOf(key);
        const podcastId = typeof found === 'string' || found === null ? found : await found;
        if (podcastId === null) return notFound(reply);
        const userAgent = request.headers['user-agent'] ?? '';
        if (countsAsDownload(request.method, userAgent, request.headers.range)) {
          const at = ctx.clock.now();
          // Cut to what names an app: the buffer holds many of these while the database is away.
          const agent = userAgent.slice(0, USER_AGENT_KEPT);
          writer.push({ podcastId, episodeKey, day: dayOf(at), ip: request.ip, userAgent: agent, at });
        }
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .header('x-content-type-options', 'nosniff')
          .redirect(target, 302);
      },
    );
    // `/e/{key}` alone names no file: a 404 here, without the not-found page's log line (its address).
    app.get(
      `${MEASUREMENT_PATH}:key`,
      { schema: { hide: true }, logLevel: 'warn', config: { securityHeaders: false } },
      (_request, reply) => notFound(reply),
    );
    done();
  };
}
