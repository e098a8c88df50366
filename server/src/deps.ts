import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tokens } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';

/** What route files need, handed over explicitly rather than hung on the instance. */
export type Deps = Db & { readonly tokens: Tokens; readonly config: Config };

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
