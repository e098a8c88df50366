import { DB_INT_MAX } from '@carta/domain';
import { SESSION_END_REASONS } from '@carta/domain/session-end';
import { z } from 'zod';

/** Shapes shared by route files. */
// Bounded by PostgreSQL's integer: a larger id is a 400, not a database error (500).
export const idParam = z.coerce.number().int().positive().max(DB_INT_MAX);
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.string()).optional(),
    reason: z
      .enum(SESSION_END_REASONS)
      .optional()
      .describe('`session_ended` only: why the session ended, for the login screen to say'),
  }),
});
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number() });

/**
 * The last page any list may ask for: (page - 1) × size then stays an exact integer offset on both
 * databases (at most 10^11), far beyond any real list.
 */
export const PAGE_MAX = 1_000_000;

/** page/size paging as the spec's list calls send it (page 1, size 100000). */
export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
  size: z.coerce.number().int().min(1).max(100_000).default(100),
  search: z.string().max(200).default(''),
});

/**
 * What every route may answer. 414: a path segment over 2 000 characters, refused before any route
 * runs (http/errors.ts), so every operation documents it.
 */
export const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  414: errorBody,
};

const shapes = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A response sent as the handler answers it, described in the OpenAPI document by `shape`. The
 * answer is not re-encoded through `shape`: zod would drop the fields it does not name and fail on a
 * preprocess it cannot run backwards (a 500), and the tests check every answer against the
 * document instead (test/openapi-check.ts).
 */
export const answeredAs = <T extends z.ZodType>(shape: T): z.ZodType<z.output<T>> => {
  const sent = z.custom<z.output<T>>(() => true);
  shapes.set(sent, shape);
  return sent;
};

/** The schema the document shows for a response schema: its `answeredAs` shape, or itself. */
export const documentedShape = (schema: z.ZodType): z.ZodType => shapes.get(schema) ?? schema;
