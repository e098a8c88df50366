import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  Busy,
  DomainError,
  NotAllowed,
  NotAuthenticated,
  NotFound,
  PaymentRequired,
  RateLimited,
  StateConflict,
  TooLarge,
  TreeRuleViolation,
  UpstreamFailed,
  VersionConflict,
} from '../domain-errors.ts';
import { type ErrorBody, HttpError, SessionEnded, TooManyRequests } from '../errors.ts';

const pathOf = (instancePath: string) => instancePath.replace(/^\//, '').replace(/\//g, '.');

/** Zod validation issues as field names: unknown keys named as themselves. */
const validationFields = (
  validation: readonly { instancePath: string; keyword: string; params: Record<string, unknown> }[],
  part: string | undefined,
): string[] =>
  validation.flatMap((v) => {
    const base = pathOf(v.instancePath);
    const keys = v.params?.keys;
    if (v.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      return keys.map((k) => (base ? `${base}.${String(k)}` : String(k)));
    }
    return [base || part || '(root)'];
  });

const body = (code: string, message: string, fields?: readonly string[]): ErrorBody => ({
  error: {
    code,
    message,
    ...(fields && fields.length > 0 ? { fields: [...new Set(fields)] } : {}),
  },
});

/** Each kind of domain failure's HTTP status and the code it answers when it names no reason. */
const DOMAIN_STATUSES: readonly [abstract new (...args: never[]) => DomainError, number, string][] =
  [
    [VersionConflict, 409, 'conflict'],
    [StateConflict, 409, 'conflict'],
    [NotFound, 404, 'not_found'],
    [TreeRuleViolation, 400, 'menu_tree'],
    [NotAllowed, 403, 'forbidden'],
    [NotAuthenticated, 401, 'unauthorized'],
    [PaymentRequired, 406, 'payment_required'],
    [TooLarge, 413, 'too_large'],
    [RateLimited, 429, 'rate_limited'],
    [Busy, 503, 'busy'],
    [UpstreamFailed, 502, 'upstream_failed'],
  ];

/** The one place where a domain failure gets its HTTP status and code. */
export const statusOfDomainError = (error: DomainError): { status: number; code: string } => {
  const [, status, code] = DOMAIN_STATUSES.find(([kind]) => error instanceof kind) ?? [
    undefined,
    400,
    'invalid_input',
  ];
  return { status, code: error.reason ?? code };
};

/** When a refused caller may try again, in whole seconds (Retry-After); undefined: not said. */
const retryAfterOf = (error: DomainError): number | undefined => {
  const ms = error instanceof RateLimited || error instanceof Busy ? error.retryAfterMs : undefined;
  return ms === undefined ? undefined : Math.max(1, Math.ceil(ms / 1000));
};

/**
 * The longest path segment the router accepts: behaviour.md#api's check-token/{pointToken} carries a JWT in the
 * path, for which Fastify's 100 characters are too few.
 */
export const MAX_PARAM_LENGTH = 2000;

/**
 * The router's own refusals (a path parameter too long, a malformed URL) in Carta's error format,
 * instead of Fastify's body.
 */
export const frameworkErrors = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  if (status === 414)
    return reply.status(414).send(body('uri_too_long', 'a path segment is too long'));
  return reply.status(status).send(body('invalid_request', error.message));
};

// A URL no longer than the limit has no segment over it: every request but a rare one is judged
// without splitting it.
const tooLong = (url: string) =>
  url.length > MAX_PARAM_LENGTH &&
  (url.split('?')[0] ?? '').split('/').some((segment) => segment.length > MAX_PARAM_LENGTH);

/** One error shape for every failure; no input, however bad, ends as a 500. */
export const errorHandling = (app: FastifyInstance) => {
  // The router answers a too-long parameter of a route it matched (frameworkErrors); any other
  // path with such a segment (a GET the web app's catch-all would take) gets the same 414.
  // Hooks that do no I/O take `done` rather than being async: every request runs them, and an
  // async hook costs a promise and a turn of the microtask queue each time.
  app.addHook('onRequest', (request, reply, done) => {
    if (tooLong(request.url))
      return reply.status(414).send(body('uri_too_long', 'a path segment is too long'));
    done();
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof TooManyRequests)
        reply.header('retry-after', String(error.retryAfterSeconds));
      const answer = body(error.code, error.message, error.fields);
      if (error instanceof SessionEnded) answer.error.reason = error.reason;
      return reply.status(error.status).send(answer);
    }
    if (error instanceof DomainError) {
      const { status, code } = statusOfDomainError(error);
      const retryAfter = retryAfterOf(error);
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply.status(status).send(body(code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error.validation, error.validationContext);
      const detail = error.validation
        .map((v) => `${pathOf(v.instancePath) || error.validationContext}: ${v.message}`)
        .join('; ');
      return reply.status(400).send(body('invalid_input', detail, fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send(body('rate_limited', 'too many attempts, try again later'));
    if (status === 413) return reply.status(413).send(body('too_large', 'request too large'));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body('invalid_request', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', 'internal error'));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allow = allowedMethods(app, path);
    if (allow.length > 0 && !allow.includes(request.method))
      return reply
        .status(405)
        .header('allow', allow.join(', '))
        .send(body('method_not_allowed', `${request.method} is not allowed on ${path}`));
    return reply.status(404).send(body('not_found', `${request.method} ${path} not found`));
  });
};

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods some route answers on `path` (behaviour.md#errors: 405 with `Allow`). The web and
 * guest apps' catch-alls (`/*`) are not routes of a path: a GET they send to the 404 is not one.
 */
const allowedMethods = (app: FastifyInstance, path: string): string[] =>
  METHODS.filter((method) => {
    const route = app.findRoute({ method, url: path });
    return route !== null && !('*' in (route.params ?? {}));
  });
