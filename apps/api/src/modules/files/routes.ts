import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  FILE_MESSAGES,
  FILE_RULES,
  fileKindSchema,
  IMAGE_WIDTHS,
  imageParamsSchema,
  imageQuerySchema,
  MAX_UPLOAD_MB,
  MESSAGES,
  uploadedFileSchema,
  type FileKind,
} from '@patrocina/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { declareRoutes } from '../../lib/route-declarations';
import { responses } from '../../lib/route-helpers';
import { fileTooBig, invalidFile } from './inspect';
import { createImageService, uploadFile, type UploadInput } from './service';

const MB = 1024 * 1024;
/** Room for the multipart boundaries and the `kind` field around the largest file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Reads the form `kind` + `file` to the end (bounded by busboy's limits), so the answer never leaves
 * the client's upload half-read. The file is counted while it streams: bytes past its kind's cap are
 * not kept, and a `kind` sent before the file (as the web app does) sets that cap.
 */
async function readUpload(request: FastifyRequest): Promise<UploadInput> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMediaType);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_MB * MB + MULTIPART_OVERHEAD) {
    throw new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.tooBig(MAX_UPLOAD_MB));
  }

  let kind: FileKind | undefined;
  let file: { name: string; bytes: Buffer; isTooBig: boolean } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'kind') kind = fileKindSchema.safeParse(part.value).data;
        continue;
      }
      const cap = (kind ? FILE_RULES[kind].maxMb : MAX_UPLOAD_MB) * MB;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= cap && part.fieldname === 'file') chunks.push(chunk);
      }
      if (part.fieldname === 'file')
        file = { name: part.filename, bytes: Buffer.concat(chunks), isTooBig: size > cap || part.file.truncated };
    }
  } catch (error) {
    // A form busboy cannot read (no boundary, cut short, two files, too many fields) is the client's
    // mistake: a 400, never the 500 an unknown error would become.
    request.log.info({ err: error }, 'unreadable multipart form');
    throw new AppError('VALIDATION_ERROR', MESSAGES.invalidBody);
  }

  if (!kind)
    throw new AppError('VALIDATION_ERROR', FILE_MESSAGES.invalidKind, {
      fields: [{ path: 'kind', message: FILE_MESSAGES.invalidKind }],
    });
  if (!file) throw invalidFile(FILE_RULES[kind].messages.missing);
  if (file.isTooBig) throw fileTooBig(kind);
  return { kind, name: file.name, bytes: file.bytes };
}

/** Uploads, under /private. */
export function privateFileRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    // Multipart is parsed only here; every other route still refuses it (415).
    void app.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: MAX_UPLOAD_MB * MB, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 50 },
    });

    declareRoutes(app, { tags: ['files'] }).post('/files', {
      config: {
        rateLimit: {
          max: ctx.config.UPLOAD_RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          // After the session is read, so each user has their own allowance.
          hook: 'preHandler',
          keyGenerator: (request) => (request.actor ? `user:${request.actor.id}` : `ip:${request.ip}`),
        },
      },
      summary: 'Sube un archivo (formulario multipart: `kind` y después `file`); se comprueba por su contenido',
      consumes: ['multipart/form-data'],
      response: responses(uploadedFileSchema, 201, [413, 415]),
      answer: async (actor, request) => uploadFile(ctx, actor, await readUpload(request)),
    });
    done();
  };
}

/** The image service, under /public: uploaded images resized to an allowed width. */
export function publicImageRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  const images = createImageService(ctx);
  return (app, _options, done) => {
    declareRoutes(app, { tags: ['files'], config: { public: true } }).get('/images/:id', {
      summary: `Una imagen subida (cabecera, imagen adicional, banner, avatar) o la portada de un podcast, al ancho pedido: ${IMAGE_WIDTHS.join(', ')} px`,
      params: imageParamsSchema,
      querystring: imageQuerySchema,
      response: { 200: z.any().describe('La imagen (JPG, PNG o WebP)'), 400: errorEnvelope, 404: errorEnvelope },
      handler: async (request, reply) => {
        const acceptsWebp = /\bimage\/webp\b/.test(request.headers.accept ?? '');
        const image = await images.read(request.params.id, { width: request.query.w, acceptsWebp });
        if (!image) throw notFound();
        return reply
          .header('content-type', image.mime)
          .header('content-length', image.bytes.length)
          .header('content-disposition', `inline; filename="${image.fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .header('vary', 'Accept')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(image.bytes);
      },
    });
    done();
  };
}
