import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  appleLoginSchema,
  authProvidersSchema,
  facebookLoginSchema,
  googleLoginSchema,
  loginNonceSchema,
  sessionTokenSchema,
  socialLinkSchema,
  type LoginMethod,
  type SocialProvider,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { ERROR_STATUS } from '../../lib/errors';
import { declareRoutes } from '../../lib/route-declarations';
import { keepOutOfCachesAndReferrers, responses, sessionMeta } from '../../lib/route-helpers';
import { setSessionCookie } from '../../plugins/session';
import { issueLoginNonce, linkWithPassword, LINK_LIFETIME_MS, NONCE_LIFETIME_MS, signInWithProvider } from './social';
import type { SocialVerifier } from './social-tokens';

/** Holds the pending link between the 409 and the password; only the link call ever receives it. */
export const SOCIAL_LINK_COOKIE = 'patrocina_social_link';
const LINK_COOKIE_PATH = '/api/v1/authentication/login/link';
/**
 * Binds a nonce to the browser that asked for it (its hash; the newest one wins): a token carrying a
 * nonce issued elsewhere is refused, so nobody can sign a visitor in with their own token (login CSRF).
 * Sent only to the sign-in routes under /login, and cleared by each of them.
 */
export const LOGIN_NONCE_COOKIE = 'patrocina_login_nonce';
const NONCE_COOKIE_PATH = '/api/v1/authentication/login';

/**
 * SPEC §7 `POST /authentication/login/{google,apple,facebook}` and what they need: a nonce first, and
 * the password step when the e-mail already has an account. Public and rate limited like login.
 */
export function socialAuthRoutes(ctx: AppContext, verifier: SocialVerifier): FastifyPluginCallbackZod {
  const secure = ctx.config.isHttps;
  const limited = { public: true, rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  const linkCookie = { httpOnly: true, sameSite: 'strict' as const, secure, path: LINK_COOKIE_PATH };
  const nonceCookie = { httpOnly: true, sameSite: 'strict' as const, secure, path: NONCE_COOKIE_PATH };

  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    input: { provider: SocialProvider; token: string; method: LoginMethod; name?: string | undefined },
  ) {
    const browserNonceHash = request.cookies[LOGIN_NONCE_COOKIE];
    // Used or not, this browser's nonce is spent: the next attempt asks for a new one.
    reply.clearCookie(LOGIN_NONCE_COOKIE, nonceCookie);
    try {
      const outcome = await signInWithProvider(ctx, verifier, { ...input, browserNonceHash }, sessionMeta(request));
      if (outcome.kind === 'link-needed') {
        request.log.info(
          { event: 'social-link-needed', provider: input.provider, userId: outcome.userId },
          'social sign-in waits for the password',
        );
        reply.setCookie(SOCIAL_LINK_COOKIE, outcome.ticket, { ...linkCookie, maxAge: LINK_LIFETIME_MS / 1000 });
        return reply
          .status(ERROR_STATUS.SOCIAL_LINK_NEEDS_PASSWORD)
          .send({ error: { code: 'SOCIAL_LINK_NEEDS_PASSWORD', message: MESSAGES.socialLinkNeedsPassword } });
      }
      request.log.info(
        { event: outcome.created ? 'signup' : 'login', provider: input.provider, userId: outcome.userId },
        outcome.created ? 'account created through a social provider' : 'login succeeded',
      );
      setSessionCookie(reply, outcome.session.token, secure);
      return reply.send({ data: { token: outcome.session.token } });
    } catch (error) {
      request.log.info({ event: 'login-failed', provider: input.provider }, 'social login refused');
      throw error;
    }
  }

  const answers = responses(sessionTokenSchema, 200, [404, 409, 503]);

  return (app, _options, done) => {
    app.addHook('onSend', keepOutOfCachesAndReferrers);
    const route = declareRoutes(app, { tags: ['authentication'], config: limited });

    route.post('/login/nonce', {
      summary: 'Da un nonce de un solo uso (10 minutos) para el token del proveedor social',
      response: responses(loginNonceSchema),
      handler: async (_request, reply) => {
        const { nonce, nonceHash } = await issueLoginNonce(ctx);
        reply.setCookie(LOGIN_NONCE_COOKIE, nonceHash, { ...nonceCookie, maxAge: NONCE_LIFETIME_MS / 1000 });
        return { data: { nonce } };
      },
    });

    route.post('/login/google', {
      summary: 'Inicia sesión o crea la cuenta con el id token de Google',
      body: googleLoginSchema,
      response: answers,
      handler: async (request, reply) =>
        signIn(request, reply, { provider: 'google', token: request.body.id_token, method: request.body.method }),
    });

    route.post('/login/apple', {
      summary: 'Inicia sesión o crea la cuenta con la autorización de Sign in with Apple',
      body: appleLoginSchema,
      response: answers,
      handler: async (request, reply) => {
        const { authorization, user, name, method } = request.body;
        // Apple sends the name only the first time, and outside the token: a suggestion for the username.
        const given = [user?.name?.firstName, user?.name?.lastName].filter(Boolean).join(' ') || name;
        return signIn(request, reply, { provider: 'apple', token: authorization.id_token, method, name: given });
      },
    });

    route.post('/login/facebook', {
      summary: 'Inicia sesión o crea la cuenta con el token OIDC de Facebook (Limited Login)',
      body: facebookLoginSchema,
      response: answers,
      handler: async (request, reply) =>
        signIn(request, reply, {
          provider: 'facebook',
          token: request.body.authResponse.authenticationToken,
          method: request.body.method,
        }),
    });

    route.post('/login/link', {
      summary: 'Vincula el acceso social pendiente a la cuenta con su contraseña e inicia sesión',
      body: socialLinkSchema,
      response: responses(sessionTokenSchema),
      handler: async (request, reply) => {
        try {
          const linked = await linkWithPassword(
            ctx,
            { ticket: request.cookies[SOCIAL_LINK_COOKIE], password: request.body.password },
            sessionMeta(request),
          );
          request.log.info({ event: 'login', method: 'social-link', userId: linked.userId }, 'social identity linked');
          reply.clearCookie(SOCIAL_LINK_COOKIE, linkCookie);
          setSessionCookie(reply, linked.session.token, secure);
          return { data: { token: linked.session.token } };
        } catch (error) {
          request.log.info({ event: 'login-failed', method: 'social-link' }, 'social link refused');
          throw error;
        }
      },
    });
    done();
  };
}

/** What the web app needs to show the buttons: only the configured providers, with their public ids. */
export function authProviderRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  const { config } = ctx;
  const providers = authProvidersSchema.parse({
    google: config.GOOGLE_CLIENT_ID ? { clientId: config.GOOGLE_CLIENT_ID } : null,
    apple: config.APPLE_CLIENT_ID ? { clientId: config.APPLE_CLIENT_ID, redirectUri: config.appleRedirectUri } : null,
    facebook: config.FACEBOOK_APP_ID ? { appId: config.FACEBOOK_APP_ID } : null,
  });
  return (app, _options, done) => {
    const route = declareRoutes(app, { tags: ['authentication'], config: { public: true } });
    route.get('/auth-providers', {
      summary: 'Proveedores de acceso social configurados y sus identificadores públicos',
      response: responses(authProvidersSchema),
      handler: () => ({ data: providers }),
    });
    done();
  };
}
