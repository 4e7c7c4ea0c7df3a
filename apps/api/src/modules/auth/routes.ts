import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  alternativeEmailConfirmedSchema,
  changePasswordSchema,
  checkEmailQuerySchema,
  createSignupSchema,
  emailTokenSchema,
  lostPasswordSchema,
  loginSchema,
  sessionTokenSchema,
  verifiedEmailSchema,
  signupResultSchema,
} from '@patrocina/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { declareRoutes } from '../../lib/route-declarations';
import { keepOutOfCachesAndReferrers, nullData, responses, sessionMeta } from '../../lib/route-helpers';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import * as auth from './service';

/**
 * How long `lost-password` takes at least. Its work differs by a few milliseconds between an
 * existing account (a token and an e-mail written) and a missing one; well above that, the time
 * says nothing about which it was.
 */
export const LOST_PASSWORD_ANSWER_MS = 250;

/**
 * SPEC §7 authentication calls. All are public and rate limited per address; e-mailed tokens'
 * answers are never cached.
 */
export function authRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  const secure = ctx.config.isHttps;
  const limited = { public: true, rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  const signupSchema = createSignupSchema(ctx.config.PRODUCT_NAME);

  return (app, _options, done) => {
    app.addHook('onSend', keepOutOfCachesAndReferrers);
    const route = declareRoutes(app, { tags: ['authentication'] });

    route.post('/signup', {
      config: limited,
      summary: 'Crea una cuenta y envía el correo de verificación',
      body: signupSchema,
      response: responses(signupResultSchema, 201, [409]),
      handler: async (request, reply) => {
        const result = await auth.signUp(ctx, request.body);
        request.log.info({ event: 'signup' }, 'account created');
        return reply.status(201).send({ data: result });
      },
    });

    route.post('/verify', {
      config: limited,
      summary: 'Confirma el correo con el token del enlace e inicia sesión (token null: confirmado, sin sesión)',
      body: emailTokenSchema,
      response: responses(verifiedEmailSchema),
      handler: async (request, reply) => {
        const session = await auth.verifyEmail(ctx, request.body.token, sessionMeta(request));
        if (!session) return { data: { token: null } };
        setSessionCookie(reply, session.token, secure);
        return { data: { token: session.token } };
      },
    });

    route.post('/verify-change-email', {
      config: limited,
      summary: 'Confirma tu correo alternativo con el token del enlace que le enviamos',
      body: emailTokenSchema,
      response: responses(alternativeEmailConfirmedSchema),
      handler: async (request) => ({ data: await auth.verifyChangeEmail(ctx, request.body.token) }),
    });

    route.post('/login', {
      config: limited,
      summary: 'Inicia sesión con correo y contraseña',
      body: loginSchema,
      response: responses(sessionTokenSchema),
      handler: async (request, reply) => {
        try {
          const session = await auth.logIn(ctx, request.body, sessionMeta(request));
          request.log.info({ event: 'login', userId: session.userId }, 'login succeeded');
          setSessionCookie(reply, session.token, secure);
          return { data: { token: session.token } };
        } catch (error) {
          request.log.info({ event: 'login-failed' }, 'login refused');
          throw error;
        }
      },
    });

    route.get('/check-email', {
      config: limited,
      summary: 'Dice si un correo ya está registrado (true: ocupado)',
      querystring: checkEmailQuerySchema,
      response: responses(z.boolean()),
      handler: async (request) => ({ data: await auth.isEmailTaken(ctx, request.query.email) }),
    });

    route.post('/lost-password', {
      config: limited,
      summary: 'Envía el enlace para restablecer la contraseña, si la cuenta existe',
      body: lostPasswordSchema,
      response: responses(nullData),
      handler: async (request) => {
        // Only an existing account costs a token and an e-mail: the answer waits as long either way.
        await Promise.all([auth.requestPasswordReset(ctx, request.body.email), delay(LOST_PASSWORD_ANSWER_MS)]);
        return { data: null };
      },
    });

    route.post('/change-password', {
      config: limited,
      summary: 'Cambia la contraseña con el token del enlace, cierra las demás sesiones e inicia sesión',
      body: changePasswordSchema,
      response: responses(sessionTokenSchema),
      handler: async (request, reply) => {
        const session = await auth.resetPassword(ctx, request.body, sessionMeta(request));
        setSessionCookie(reply, session.token, secure);
        return { data: { token: session.token } };
      },
    });

    route.post('/logout', {
      config: { public: true },
      summary: 'Cierra la sesión actual',
      response: responses(nullData),
      handler: async (request, reply) => {
        if (request.actor) await auth.logOut(ctx, request.actor.sessionId);
        clearSessionCookie(reply, secure);
        return { data: null };
      },
    });
    done();
  };
}
