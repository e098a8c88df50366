import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pointOf, type Scope, staffOf } from '../auth/scopes.ts';
import type { PointClaims, StaffClaims } from '../auth/tokens.ts';
import type { App, Deps } from '../deps.ts';
import { errorBody, errors } from './schemas.ts';

/** A response that is not JSON: its schema per media type (a file of any type: `*\/*`). */
export type ContentResponse = {
  readonly description: string;
  readonly content: Readonly<Record<string, { readonly schema: z.ZodType }>>;
};

/**
 * What a route declares of its OpenAPI schema. The helpers add the rest: the tags, the error
 * responses and, where a token is checked, the `token` query parameter.
 */
export type RouteSchema = {
  readonly params?: z.ZodType;
  /** A z.object, or a z.object piped into a transform (the token is added to the object). */
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * The parts of a multipart/form-data body the route also takes, for the OpenAPI document (the
   * route reads them itself): its JSON body is then described without null.
   */
  readonly multipart?: z.ZodObject;
  readonly response?: Readonly<Record<number, z.ZodType | ContentResponse>>;
  readonly summary?: string;
  readonly description?: string;
  /**
   * The body is another service's, read as it was sent (a payment provider's signed
   * notification): not described, and not closed to keys Carta does not name.
   */
  readonly foreignBody?: true;
};

/**
 * The body of an action that needs none: nothing, JSON null or `{}` (many clients send one);
 * any key in it is refused by name, as in every other body.
 */
export const emptyBody = z
  .strictObject({})
  .nullish()
  .describe('nothing: the action needs no body (an empty object is accepted)');

const TAKES_BODY: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

type Request<S extends RouteSchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;
type Reply<S extends RouteSchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;
/** What Fastify lets the handler answer: checked against the route's response schemas. */
type Answer<S extends RouteSchema> = ReturnType<
  RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >
>;
/** Route options passed on to Fastify as they are. */
type Passed<S extends RouteSchema> = Pick<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >,
  'bodyLimit' | 'preParsing' | 'onSend'
>;

/** One route: its schema, its handler, and what else it needs (a rate limit, a body limit). */
export type RouteDefinition<S extends RouteSchema, Caller> = Passed<S> & {
  readonly schema: S;
  /** The route's config besides its scope, which the helper sets. */
  readonly config?: Omit<FastifyContextConfig, 'scope'>;
  /** OpenAPI tags: the route file's unless given. */
  readonly tags?: readonly string[];
  readonly handler: (
    call: { readonly request: Request<S>; readonly reply: Reply<S> } & Caller,
  ) => Answer<S>;
};

export type Method = Extract<HTTPMethods, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>;

const TOKEN = {
  token: z.string().optional().describe('the token, unless sent as `Authorization: Bearer`'),
};

const tokenOnly = z.object(TOKEN);
/**
 * A query declared once (a module constant) is extended once, not again for every app built on it
 * (the tests build one per test).
 */
const extended = new WeakMap<z.ZodType, z.ZodType>();

/** A route's query with the documented `token` parameter (behaviour.md#scopes: tokens come as `?token=`). */
export const withToken = (query: z.ZodType | undefined): z.ZodType => {
  if (query === undefined) return tokenOnly;
  const known = extended.get(query);
  if (known) return known;
  let withIt: z.ZodType;
  if (query instanceof z.ZodObject) withIt = query.safeExtend(TOKEN);
  else if (query instanceof z.ZodPipe && query.in instanceof z.ZodObject)
    withIt = query.in
      .safeExtend(TOKEN)
      .pipe(query.out as z.ZodType<unknown, Record<string, unknown>>);
  else throw new Error('a route querystring is a z.object, or a z.object piped into a transform');
  extended.set(query, withIt);
  return withIt;
};

/** The Fastify options of a route in `scope`; `caller` names who calls it, from the request. */
const routeOptions = <S extends RouteSchema, Caller>(
  scope: Scope,
  caller: (request: FastifyRequest) => Caller,
  method: Method,
  url: string,
  {
    schema: { foreignBody, ...schema },
    config,
    tags,
    handler,
    ...passed
  }: RouteDefinition<S, Caller>,
  fileTags: readonly string[],
): RouteOptions => ({
  ...(passed as Pick<RouteOptions, keyof Passed<S>>),
  method,
  url,
  config: { ...config, scope },
  schema: {
    // A body no route reads is still a closed one (an action: confirm, recall, logout…).
    ...(schema.body === undefined && !foreignBody && TAKES_BODY.has(method)
      ? { body: emptyBody }
      : {}),
    ...schema,
    tags: [...(tags ?? fileTags)],
    ...(scope === 'public' ? {} : { querystring: withToken(schema.querystring) }),
    // A route with a rate limit answers 429 once it is reached: documented wherever one is set.
    response: {
      ...errors,
      ...(config && 'rateLimit' in config ? { 429: errorBody } : {}),
      ...schema.response,
    },
  },
  handler: (request, reply) =>
    handler({
      request: request as Request<S>,
      reply: reply as Reply<S>,
      ...caller(request),
    }),
});

const noCaller = () => ({});
const staffCaller = (request: FastifyRequest) => ({ staff: staffOf(request) });
const pointCaller = (request: FastifyRequest) => ({ point: pointOf(request) });

/** Fastify options of a private route: a staff token, its claims handed to the handler as `staff`. */
export const privateRoute = <S extends RouteSchema>(
  method: Method,
  url: string,
  route: RouteDefinition<S, { readonly staff: StaffClaims }>,
  fileTags: readonly string[] = [],
) => routeOptions('private', staffCaller, method, url, route, fileTags);

/**
 * Fastify options of a public route: no token is checked, and none is documented. A public route
 * that reads one (the guest preview) declares it in its own querystring.
 */
export const publicRoute = <S extends RouteSchema>(
  method: Method,
  url: string,
  route: RouteDefinition<S, Record<never, never>>,
  fileTags: readonly string[] = [],
) => routeOptions('public', noCaller, method, url, route, fileTags);

/**
 * Fastify options of a guest route (scope `specific`, behaviour.md#scopes): a guest's point token, its claims
 * (workspace and point) handed to the handler as `point`.
 */
export const guestRoute = <S extends RouteSchema>(
  method: Method,
  url: string,
  route: RouteDefinition<S, { readonly point: PointClaims }>,
  fileTags: readonly string[] = [],
) => routeOptions('specific', pointCaller, method, url, route, fileTags);

/** What a route file defines its routes with: each adds one route to the file's prefix. */
export type RouteDefiners = {
  readonly privateRoute: <S extends RouteSchema>(
    method: Method,
    url: string,
    route: RouteDefinition<S, { readonly staff: StaffClaims }>,
  ) => void;
  readonly publicRoute: <S extends RouteSchema>(
    method: Method,
    url: string,
    route: RouteDefinition<S, Record<never, never>>,
  ) => void;
  readonly guestRoute: <S extends RouteSchema>(
    method: Method,
    url: string,
    route: RouteDefinition<S, { readonly point: PointClaims }>,
  ) => void;
};

/** A route file, as app.ts registers it. */
export type RouteFile = (app: App, deps: Deps) => Promise<void>;

/**
 * A route file: its routes live under `prefix` and carry its OpenAPI `tags`. It is a Fastify plugin
 * of its own, so a plugin it registers (multipart) is its routes' alone.
 */
export const routeFile =
  (
    { prefix, tags }: { readonly prefix: string; readonly tags: readonly string[] },
    define: (routes: RouteDefiners, deps: Deps, app: App) => void | Promise<void>,
  ): RouteFile =>
  async (app, deps) => {
    const plugin = async (scoped: App) => {
      const routes: RouteDefiners = {
        privateRoute: (method, url, route) => {
          scoped.route(privateRoute(method, url, route, tags));
        },
        publicRoute: (method, url, route) => {
          scoped.route(publicRoute(method, url, route, tags));
        },
        guestRoute: (method, url, route) => {
          scoped.route(guestRoute(method, url, route, tags));
        },
      };
      await define(routes, deps, scoped);
    };
    // Named: Fastify looks for an unnamed plugin among every loaded module's exports, twice per
    // registration (a scan of the whole module cache, for each route file of each app).
    Object.assign(plugin, { [Symbol.for('fastify.display-name')]: `routes ${prefix}` });
    await app.register(plugin, { prefix });
  };
