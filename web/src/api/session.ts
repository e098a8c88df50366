/** Browser storage keys fixed by the spec (behaviour.md#data Browser storage). */
const TOKEN_KEY = 'jwt';
const ENTERPRISE_KEY = 'enterprise';

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null): void => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Without storage the session lasts as long as the page: acceptable.
  }
};

export const getToken = (): string | null => read(TOKEN_KEY);
export const setToken = (token: string): void => write(TOKEN_KEY, token);
export const clearToken = (): void => write(TOKEN_KEY, null);

export const getStoredEnterpriseId = (): string | null => read(ENTERPRISE_KEY);
export const setStoredEnterpriseId = (id: string): void => write(ENTERPRISE_KEY, id);

export const LOGIN_HASH = '#/login';

/** Why the server refused the session (its 401's reason), or 'expired' for a token it no longer accepts. */
let endedBecause: string | null = null;

/** The reason the last session ended, if the server gave one (the login screen says it). */
export const sessionEndReason = (): string | null => endedBecause;

/**
 * Forgets the reason once the login screen has shown it, so a later visit does not repeat it.
 * Cleared from the screen's effect, not while rendering: a render that suspends is thrown away
 * and done again, and must read the same reason.
 */
export const forgetSessionEndReason = (): void => {
  endedBecause = null;
};

/**
 * Ends the staff session: only the token goes (the enterprise id stays, as behaviour.md#data keeps it to know the
 * workspace before login) and the hash router shows the login screen, saying why when the server said.
 */
export const sendToLogin = (reason: string | null = null): void => {
  // A later refusal without a reason (a call cut by the same ending) keeps the first one's.
  endedBecause = reason ?? endedBecause;
  clearToken();
  if (window.location.hash !== LOGIN_HASH) window.location.hash = LOGIN_HASH;
};
