import { MENU_TREE_MESSAGES, type MenuTreeRule } from '@carta/domain/menu-tree';

/**
 * Failures of repositories and services, said in the domain's words: they know nothing of HTTP.
 * Only the error handler (http/errors.ts) turns them into a status and the wire shape.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly fields: readonly string[] = [],
  ) {
    super(message);
  }
}

/** The input breaks a rule of its own (a missing or unknown field, an entry that is not there). */
export class InvalidInput extends DomainError {}

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
