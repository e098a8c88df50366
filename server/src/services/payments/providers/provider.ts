import type { PaymentOutcome, PaymentType } from '@carta/domain/orders';
import type { Config } from '../../../config-type.ts';
import type { AttemptRow, Credentials, PaymentSecrets } from '../../../repos/payments.ts';

/** What a provider needs to start an attempt the server has just stored. */
export type StartRequest = {
  readonly ws: number;
  readonly attempt: AttemptRow;
  /** Where the provider sends the guest back (the guest app waits there for the verified state). */
  readonly returnUrl: string;
  /** Where the provider posts its notification (Carta's public notify path of the venue). */
  readonly notifyUrl: string;
  /** Carta's own base URL, for the pages Carta hosts (demo card page, Redsys auto-post form). */
  readonly publicUrl: string;
};

export type Started = {
  /** The URL the guest is sent to (behaviour.md#api prepare-pay's `data`). */
  readonly redirectUrl: string;
  /** The provider's reference when it names the attempt itself (a Stripe Checkout Session id). */
  readonly reference?: string;
};

/** A notification whose signature checked out: what it says of which attempt. */
export type VerifiedNotification = {
  /** Unique per provider event: a repeat of it is processed once. */
  readonly eventId: string;
  readonly reference: string;
  readonly outcome: PaymentOutcome;
  /** What the provider charged; checked against the attempt before anything changes. */
  readonly amountCents: number | null;
  readonly currency: string | null;
  readonly providerPayment: string | null;
  /** Where to send the guest's browser when it carried the notification (demo, signed). */
  readonly returnPath?: string | null;
};

/** A raw notification as received: its body untouched (signatures are over the bytes). */
export type RawNotification = {
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
};

/**
 * One card provider (behaviour.md#payments). A provider never changes the database: it talks to the provider and
 * checks signatures; ../payments.ts decides what an answer changes, in one transaction.
 */
export type PaymentProvider<K extends PaymentType = PaymentType> = {
  readonly id: K;
  /** A fresh reference for a new attempt, from a cryptographic source. */
  readonly newReference: () => string;
  readonly start: (credentials: Credentials, request: StartRequest) => Promise<Started>;
  /** The notification, verified; throws a 400 for anything forged, tampered or malformed. */
  readonly verify: (credentials: Credentials, raw: RawNotification) => VerifiedNotification;
  /** Reconciliation: what the provider knows of a pending attempt (null: still open, or unknown). */
  readonly lookup: (
    credentials: Credentials,
    attempt: AttemptRow,
  ) => Promise<PaymentOutcome | null>;
  /**
   * Refund `amount` (minor units, at most what is left of the attempt) of a paid attempt; answers
   * the provider's refund reference.
   */
  readonly refund: (
    credentials: Credentials,
    attempt: AttemptRow,
    amount: number,
  ) => Promise<string>;
};

/**
 * A provider's folder as the rest of Carta sees it (./index.ts holds one per PaymentType): the
 * provider itself, and what its credentials need before a venue may turn it on.
 */
export type ProviderModule<K extends PaymentType = PaymentType> = {
  /** The provider, built with the server's configuration (tests point hosts elsewhere). */
  readonly make: (config: Config['payments']) => PaymentProvider<K>;
  /** The fields of PUT payment-settings it lacks in these secrets, by name. */
  readonly missing: (secrets: PaymentSecrets) => string[];
};

/** A provider refused or failed: passed back to the caller (behaviour.md#errors) as a 502 with its message. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

/** A verified notification Carta does not act on: answered 200, so the provider stops resending. */
export class IgnoredNotification extends Error {
  override name = 'IgnoredNotification';
}
