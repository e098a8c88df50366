/**
 * The first screen's API calls, sent by the entry script as it starts, before React, the router
 * and the screen's lazy code have come (npm run bench:editor: the session, the enterprise, its
 * menus and the opened menu's blocks were asked for only once that code had run). `send`
 * (client.ts) takes each answer for the first GET of the same path, once; what no screen asks for
 * within EARLY_MS is dropped, so a later call never reads an old answer.
 */
const EARLY_MS = 15_000;

type Early = { readonly token: string; readonly at: number; readonly response: Promise<Response> };
const early = new Map<string, Early>();

/** The paths a hash location's first screen reads: `/auth/me`, the enterprise's, the menu's. */
export const earlyPathsFor = (hash: string, enterpriseId: string | null): string[] => {
  if (hash.startsWith('#/login') || hash.startsWith('#/setup')) return [];
  const paths = ['/auth/me'];
  // The enterprise kept from the last session (behaviour.md#data Browser storage): the shell's.
  if (enterpriseId && /^\d{1,10}$/.test(enterpriseId)) {
    paths.push(`/enterprises/${enterpriseId}`, `/menus/${enterpriseId}`);
  }
  const menu = /^#\/(?:common-)?menus\/([1-9]\d{0,9})(?:[/?]|$)/.exec(hash);
  if (menu) paths.push(`/contents/${menu[1]}`);
  return paths;
};

/** Sends the GETs of `paths` with the staff token now; their answers wait for `takeEarly`. */
export const sendEarly = (apiBase: string, token: string, paths: readonly string[]): void => {
  const at = Date.now();
  for (const path of paths) {
    const response = fetch(`${apiBase}${path}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    // Unread when no screen asks (the token was refused first, say): not an unhandled rejection.
    response.catch(() => undefined);
    early.set(path, { token, at, response });
  }
};

/** The early answer of a GET of `path` with `token`, once; undefined when there is none (any more). */
export const takeEarly = (path: string, token: string | null): Promise<Response> | undefined => {
  const found = early.get(path);
  if (!found) return undefined;
  early.delete(path);
  return found.token === token && Date.now() - found.at <= EARLY_MS ? found.response : undefined;
};
