import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';

// NUL cannot be stored in PostgreSQL text, and a lone surrogate is not valid UTF-8: PostgreSQL
// answers such strings with an error that SQLite never raises. Both are refused at the edge, on
// every database the same way, so no input reaches the database as something it cannot hold.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The JSON Schema pattern of the NUL that no stored text may hold (the OpenAPI document's `not`). */
export const NUL_PATTERN = '\\u0000';

export const isStorableText = (text: string): boolean =>
  !text.includes('\0') && !LONE_SURROGATE.test(text);

const MAX_DEPTH = 64;

/** Dotted paths of every string (and object key) in `value` that the databases cannot store. */
export const unstorableTextPaths = (value: unknown, path = '', depth = 0): string[] => {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path || '(root)'];
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  return entries.flatMap(([key, item]) => {
    const at = path ? `${path}.${key}` : key;
    const own = isStorableText(key) ? [] : [at];
    return [...own, ...unstorableTextPaths(item, at, depth + 1)];
  });
};

/**
 * Whether `value` holds any text the databases cannot store: what unstorableTextPaths finds, asked
 * without building a path or an array, as every request's path and query are.
 */
const holdsUnstorableText = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return !isStorableText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => holdsUnstorableText(item, depth + 1));
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (!isStorableText(key)) return true;
    if (holdsUnstorableText((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
};

/** Refuses unstorable text in the path, the query and a JSON body, naming the fields (400). */
export const inputGuards = (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const { params, query, body } = request;
    if (!holdsUnstorableText(params) && !holdsUnstorableText(query) && !holdsUnstorableText(body))
      return done();
    const fields = [
      ...unstorableTextPaths(request.params),
      ...unstorableTextPaths(request.query),
      ...unstorableTextPaths(request.body),
    ];
    if (fields.length > 0) {
      done(badRequest('text with a NUL character or a broken Unicode surrogate', fields));
      return;
    }
    done();
  });
};

/**
 * JSON bodies as Fastify reads them, except that an empty body is no body: many HTTP clients send
 * `Content-Type: application/json` on every call, DELETE included.
 */
export const lenientJsonBodies = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
};
