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

/** The reason the last session ended, once: the login screen says it, a later visit does not. */
export const takeSessionEndReason = (): string | null => {
  const reason = endedBecause;
  endedBecause = null;
  return reason;
};

/**
 * Ends the staff session: only the token goes (the enterprise id stays, as behaviour.md#data keeps it to know the
 * workspace before login) and the hash router shows the login screen, saying why when the server said.
 */
export const sendToLogin = (reason: string | null = null): void => {
  endedBecause = reason;
  clearToken();
  if (window.location.hash !== LOGIN_HASH) window.location.hash = LOGIN_HASH;
};
