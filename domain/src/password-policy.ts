/** behaviour.md#administration: what a new password must be. The common-password list is the server's to load. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'personal';

/** The forms of a password a list is checked with: as typed, lower case, and without trailing digits. */
export const passwordForms = (password: string): string[] => {
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d!.?_-]+$/, '');
  return [...new Set([lower, stem].filter((s) => s !== ''))];
};

/**
 * The first problem of a new password, or null. `isCommon` answers whether a form is on the list;
 * `personal` holds the user's e-mail and name, which a password must not simply repeat.
 */
export const passwordProblem = (
  password: string,
  isCommon: (form: string) => boolean,
  personal: readonly string[] = [],
): PasswordProblem | null => {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long';
  const forms = passwordForms(password);
  // One character repeated ("aaaaaaaaaa") is as guessable as any listed password.
  if (new Set(password).size <= 2 || forms.some(isCommon)) return 'common';
  const own = personal
    .flatMap((p) => [p.toLowerCase(), p.toLowerCase().split('@')[0] ?? ''])
    .filter((p) => p.length >= 4);
  if (forms.some((f) => own.includes(f))) return 'personal';
  return null;
};
