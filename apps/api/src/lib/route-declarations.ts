import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { FastifyPluginCallbackZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireActor, type Actor } from './actor';

/** The Fastify instance a module's plugin receives, with zod schemas as its types. */
type ZodApp = Parameters<FastifyPluginCallbackZod>[0];

/** What a route declares of itself in the OpenAPI document, besides the tags of its group. */
interface RouteContract<P, Q, B, R> {
  summary: string;
  /** Only where a route's tag differs from its group's. */
  tags?: string[];
  consumes?: string[];
  produces?: string[];
  params?: P;
  querystring?: Q;
  body?: B;
  /** Every route but a stream declares its answers, with `responses()`. */
  response?: R;
}

type ZodSchemaOf<P, Q, B, R> = { params: P; querystring: Q; body: B; response: R };

type RequestOf<P, Q, B, R> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  ZodSchemaOf<P, Q, B, R>,
  ZodTypeProvider
>;

type HandlerOf<P, Q, B, R> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  ZodSchemaOf<P, Q, B, R>,
  ZodTypeProvider
>;

/** The `data` of a route's success answer, as its response schema (from `responses()`) types it. */
type AnswerData<R> = R extends { 200: z.ZodType<{ data: infer D }> }
  ? D
  : R extends { 201: z.ZodType<{ data: infer D }> }
    ? D
    : never;

/** A route whose contract answers `{ data: null }` may answer nothing at all. */
type AnswerResult<R> = null extends AnswerData<R> ? AnswerData<R> | void : AnswerData<R>;

type Answer<P, Q, B, R> = (actor: Actor, request: RequestOf<P, Q, B, R>) => AnswerResult<R> | Promise<AnswerResult<R>>;

/**
 * How a route answers: `answer` for the usual call of a signed-in actor, whose result becomes `{ data }`
 * with the success status of the contract (201 when that is its only success); `handler`, Fastify's own,
 * for a public route or one that needs the reply (headers, cookies, a file, a status decided by the call).
 */
type Handling<P, Q, B, R> =
  { answer: Answer<P, Q, B, R>; handler?: never } | { handler: HandlerOf<P, Q, B, R>; answer?: never };

type RouteDeclaration<P, Q, B, R> = RouteContract<P, Q, B, R> &
  Handling<P, Q, B, R> & { config?: FastifyContextConfig; bodyLimit?: number };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface GroupDefaults {
  /** The OpenAPI tags of every route of the group. */
  tags: string[];
  /** Config every route of the group shares (public, a rate limit, podcast access); a route's own adds to it. */
  config?: FastifyContextConfig;
}

function successStatusOf(response: object): 200 | 201 {
  return 201 in response && !(200 in response) ? 201 : 200;
}

/** The handler of an `answer`: the signed-in actor in, `{ data }` out with the contract's success status. */
function answerWithData<P, Q, B, R>(answer: Answer<P, Q, B, R>, status: 200 | 201) {
  return async (request: RequestOf<P, Q, B, R>, reply: FastifyReply) =>
    reply.status(status).send({ data: (await answer(requireActor(request), request)) ?? null });
}

/**
 * Declares the routes of one plugin that share their tags (and maybe some config), so that each route
 * states only what is its own: method, URL, config, summary, schemas, and what it answers. The schema
 * Fastify and the OpenAPI document see is the group's tags followed by the route's contract, as written.
 */
export function declareRoutes(app: ZodApp, defaults: GroupDefaults) {
  const declare =
    (method: Method) =>
    <
      R extends Record<number, z.ZodType> = Record<never, never>,
      P extends z.ZodType | undefined = undefined,
      Q extends z.ZodType | undefined = undefined,
      B extends z.ZodType | undefined = undefined,
    >(
      url: string,
      route: RouteDeclaration<P, Q, B, R>,
    ): void => {
      const { config, bodyLimit, answer, handler, ...contract } = route;
      const schema = { tags: defaults.tags, ...contract };
      const routeConfig = defaults.config || config ? { config: { ...defaults.config, ...config } } : {};
      app.route({
        method,
        url,
        ...(bodyLimit === undefined ? {} : { bodyLimit }),
        ...routeConfig,
        schema,
        handler: handler ?? answerWithData(answer, successStatusOf(contract.response ?? {})),
        // The route's own types were checked against its schemas above; Fastify cannot see through the generics.
      } as never);
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}
