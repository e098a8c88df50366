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
import type { LimitStore } from './services/limits/store.ts';
import type { OrderHub } from './services/orders/hub.ts';

/** What route files need, handed over explicitly rather than hung on the instance. */
export type Deps = Db & {
  readonly tokens: Tokens;
  readonly config: Config;
  /** Tells this process's order event streams that a venue has new events. */
  readonly hub: OrderHub;
  /** Rate-limit windows and stream caps, shared by every process (services/limits). */
  readonly limits: LimitStore;
};

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
