import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  accountSessionSchema,
  alternativeEmailSchema,
  alternativeEmailSentSchema,
  changeOwnPasswordSchema,
  closedSessionsSchema,
  deleteAccountSchema,
  deletionCheckSchema,
  FILE_MESSAGES,
  FILE_RULES,
  meSchema,
  updateMeSchema,
} from '@patrocina/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireActor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { readFormFile } from '../../lib/multipart-file';
import { declareRoutes } from '../../lib/route-declarations';
import { nullData, responses } from '../../lib/route-helpers';
import { clearSessionCookie } from '../../plugins/session';
import { removeAlternativeEmail, requestAlternativeEmail } from './alternative-email';
import { checkDeletion, deleteOwnAccount } from './deletion';
import {
  changeOwnPassword,
  closeOtherSessions,
  getMe,
  listOwnSessions,
  removeAvatar,
  resendVerification,
  setAvatar,
  updateMe,
  type AvatarFiles,
  type BadgeCounter,
} from './service';

const AVATAR_MAX_BYTES = FILE_RULES.avatar.maxMb * 1024 * 1024;

function avatarTooBig(): AppError {
  const message = FILE_MESSAGES.tooBig(FILE_RULES.avatar.maxMb);
  return new AppError('PAYLOAD_TOO_LARGE', message, { fields: [{ path: 'file', message }] });
}

/** What the users module needs from the others, passed in by app.ts so modules stay apart. */
export interface UserRouteDeps {
  countBadges: BadgeCounter;
  avatars: AvatarFiles;
}

export function userRoutes(ctx: AppContext, { countBadges, avatars }: UserRouteDeps): FastifyPluginCallbackZod {
  /** Guessing a password, or flooding an inbox, from a stolen session is as slow as at login. */
  const perUser = (name: string) => ({
    rateLimit: {
      max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => (request.actor ? `${name}:${request.actor.id}` : `ip:${request.ip}`),
    },
  });

  return (app, _options, done) => {
    // Multipart is parsed only in this child scope: every other route here still refuses it (415).
    app.register((avatarScope, _scopeOptions, next) => {
      void avatarScope.register(multipart, {
        throwFileSizeLimit: false,
        limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 50 },
      });

      declareRoutes(avatarScope, { tags: ['users'] }).put('/me/avatar', {
        config: {
          rateLimit: {
            max: ctx.config.UPLOAD_RATE_LIMIT_PER_MINUTE,
            timeWindow: '1 minute',
            hook: 'preHandler',
            keyGenerator: (request) => (request.actor ? `avatar:${request.actor.id}` : `ip:${request.ip}`),
          },
        },
        summary:
          'Cambia tu foto de perfil (formulario multipart con `file`: JPG, PNG o WebP, comprobada por su contenido; se guarda cuadrada)',
        consumes: ['multipart/form-data'],
        response: responses(meSchema, 200, [413, 415]),
        answer: async (actor, request) => {
          const upload = await readFormFile(request, AVATAR_MAX_BYTES, avatarTooBig);
          if (!upload) {
            const message = FILE_RULES.avatar.messages.missing;
            throw new AppError('VALIDATION_ERROR', message, { fields: [{ path: 'file', message }] });
          }
          return setAvatar(ctx, actor, avatars, upload, countBadges);
        },
      });
      next();
    });

    const route = declareRoutes(app, { tags: ['users'] });

    route.delete('/me/avatar', {
      summary: 'Quita tu foto de perfil (vuelve la imagen por defecto)',
      response: responses(meSchema),
      answer: (actor) => removeAvatar(ctx, actor, avatars, countBadges),
    });

    route.get('/me', {
      summary: 'El usuario de la sesión, con sus mensajes sin leer y acciones pendientes',
      response: responses(meSchema),
      answer: (actor) => getMe(ctx, actor, countBadges),
    });

    route.patch('/me', {
      summary:
        'Cambia los datos de tu cuenta que se pueden cambiar aquí (agencia, newsletter, nombre de usuario, teléfono con prefijo)',
      body: updateMeSchema,
      response: responses(meSchema),
      answer: (actor, { body }) => updateMe(ctx, actor, body, countBadges),
    });

    route.post('/me/verification-email', {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      summary: 'Vuelve a enviar el correo de verificación',
      response: responses(nullData),
      answer: (actor) => resendVerification(ctx, actor),
    });
    route.put('/me/password', {
      config: { ...perUser('password'), inPersonOnly: true },
      summary: 'Cambia tu contraseña (con la actual); cierra tus demás sesiones y te avisa por correo',
      body: changeOwnPasswordSchema,
      response: responses(nullData),
      answer: (actor, { body }) => changeOwnPassword(ctx, actor, body),
    });

    route.get('/me/sessions', {
      summary: 'Tus sesiones abiertas: dispositivo y última actividad',
      response: responses(z.array(accountSessionSchema)),
      answer: (actor) => listOwnSessions(ctx, actor),
    });

    route.delete('/me/sessions', {
      config: { inPersonOnly: true },
      summary: 'Cierra todas tus sesiones menos esta',
      response: responses(closedSessionsSchema),
      answer: async (actor) => ({ closed: await closeOtherSessions(ctx, actor) }),
    });

    route.put('/me/alternative-email', {
      config: { ...perUser('alternative-email'), inPersonOnly: true },
      summary: 'Pide confirmar un correo alternativo: le enviamos un enlace y se guarda al abrirlo',
      body: alternativeEmailSchema,
      response: responses(alternativeEmailSentSchema),
      answer: (actor, { body }) => requestAlternativeEmail(ctx, actor, body),
    });

    route.delete('/me/alternative-email', {
      config: { inPersonOnly: true },
      summary: 'Quita tu correo alternativo',
      response: responses(nullData),
      answer: (actor) => removeAlternativeEmail(ctx, actor),
    });

    route.get('/me/deletion', {
      summary: 'Si puedes eliminar tu cuenta ahora (no, con campañas pagadas sin terminar) y cómo confirmarlo',
      response: responses(deletionCheckSchema),
      answer: (actor) => checkDeletion(ctx, actor),
    });

    route.delete('/me', {
      config: { ...perUser('delete-account'), inPersonOnly: true },
      summary: 'Elimina tu cuenta: borra tus datos personales y cierra tus sesiones; lo compartido queda sin ellos',
      body: deleteAccountSchema,
      response: responses(nullData, 200, [409]),
      handler: async (request, reply) => {
        await deleteOwnAccount(ctx, requireActor(request), request.body, avatars);
        clearSessionCookie(reply, ctx.config.isHttps);
        return { data: null };
      },
    });
    done();
  };
}
