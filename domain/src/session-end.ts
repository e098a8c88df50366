/**
 * Why the server ended a staff session (a 401 `session_ended` carries one): the back-office tells
 * the person on its login screen instead of dropping them there without a word.
 */
export const SESSION_END_REASONS = [
  'logged_out',
  'deactivated',
  'deleted',
  'password_changed',
  'password_reset',
  'role_changed',
  'sessions_ended',
  'changed',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
