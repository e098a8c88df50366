import { passwordProblem } from '@carta/domain/password-policy';
import { InvalidInput } from '../domain-errors.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

const COMMON = new Set(COMMON_PASSWORDS);

const MESSAGES = {
  too_short: 'the password needs at least 10 characters',
  too_long: 'the password may have at most 200 characters',
  common: 'the password is too common: choose another',
  personal: 'the password must not repeat your name or e-mail',
} as const;

/** A 400 naming `field` when the new password breaks a rule (behaviour.md#administration); its code says which. */
export const assertGoodPassword = (
  password: string,
  personal: readonly string[],
  field = 'password',
) => {
  const problem = passwordProblem(password, (form) => COMMON.has(form), personal);
  if (problem) throw new InvalidInput(MESSAGES[problem], [field], `password_${problem}`);
};
