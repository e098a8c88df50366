import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorBody, HttpError } from '../errors.ts';

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

/** One error shape for every failure; no input, however bad, ends as a 500. */
export const errorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
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
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(body('not_found', `${request.method} ${request.url.split('?')[0]} not found`)),
  );
};
