import { MENU_TREE_MESSAGES, type MenuTreeRule } from '@carta/domain/menu-tree';

/**
 * Failures of repositories and services, said in the domain's words: they know nothing of HTTP.
 * Only the error handler (http/errors.ts) turns them into a status and the wire shape.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly fields: readonly string[] = [],
    /** The failure's name for programs (clients switch on it); each class has its own default. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

/**
 * The input breaks a rule of its own (a missing or unknown field, an entry that is not there); a
 * reason names which rule when clients tell them apart (a weak password, a file of no known kind).
 */
export class InvalidInput extends DomainError {}

/** The caller may not do this, or no longer: a guest's point that ended, another venue's data. */
export class NotAllowed extends DomainError {
  constructor(message = 'not allowed', reason?: string) {
    super(message, [], reason);
  }
}

/** No valid identity: a token that is missing, invalid or of a session that ended. */
export class NotAuthenticated extends DomainError {
  constructor(message = 'login required') {
    super(message);
  }
}

/**
 * The thing is not in a state that allows this (an order's status, a key reused with another
 * body, an address already in use); the reason names the state rule, the fields what is in it (a
 * line already paid).
 */
export class StateConflict extends DomainError {
  constructor(message: string, reason?: string, fields: readonly string[] = []) {
    super(message, fields, reason);
  }
}

/** The venue asks for payment before this (behaviour.md#ordering: confirming an unpaid order). */
export class PaymentRequired extends DomainError {
  constructor(message = 'Payment required') {
    super(message);
  }
}

/** The input is over its size limit (a file over its kind's). */
export class TooLarge extends DomainError {}

/** Too many at once or too often; `retryAfterMs`, when known, says when to try again. */
export class RateLimited extends DomainError {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
    reason?: string,
  ) {
    super(message, [], reason);
  }
}

/** The server cannot take this work now (every worker busy and enough waiting); try again soon. */
export class Busy extends DomainError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

/** A service the server depends on (translation, geocoding, a catalogue's provider) failed. */
export class UpstreamFailed extends DomainError {
  constructor(reason: string, message: string) {
    super(message, [], reason);
  }
}

/** The copy a client saved from is older than what is stored: someone else saved first. */
export class VersionConflict extends DomainError {}

export class NotFound extends DomainError {
  constructor(what: string) {
    super(`${what} not found`);
  }
}

/** The save would break the menu tree (behaviour.md#data, behaviour.md#editing). */
export class TreeRuleViolation extends DomainError {
  constructor(
    readonly rules: readonly MenuTreeRule[],
    fields: readonly string[],
  ) {
    super(rules.map((rule) => MENU_TREE_MESSAGES[rule]).join('; '), fields);
  }
}
