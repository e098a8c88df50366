import type { PaymentType } from '@carta/domain/orders';
import type { Deps } from '../../../deps.ts';
import { demoModule } from './demo/index.ts';
import type { PaymentProvider, ProviderModule } from './provider.ts';
import { redsysModule } from './redsys/index.ts';
import { stripeModule } from './stripe/index.ts';

/**
 * Every card provider by its id (behaviour.md#payments), one folder each holding all of its own:
 * credentials schema, hosted page, notification check, refund, lookup. Typed by PaymentType, so a
 * provider added to PAYMENT_TYPES without its folder, or a folder filed under another id, is a
 * compile error.
 */
export const PROVIDERS: { readonly [K in PaymentType]: ProviderModule<K> } = {
  demo: demoModule,
  stripe: stripeModule,
  redsys: redsysModule,
};

/** The provider of a type, built with the server's configuration (hosts tests point elsewhere). */
export const providerOf = (deps: Deps, type: PaymentType): PaymentProvider =>
  PROVIDERS[type].make(deps.config.payments);
