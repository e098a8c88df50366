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

const MENU_HASH = /^#\/(?:common-)?menus\/([1-9]\d{0,9})(?:[/?]|$)/;
const ENTERPRISE_ID = /^\d{1,10}$/;

const enterprisePaths = (enterpriseId: string): string[] =>
  ENTERPRISE_ID.test(enterpriseId)
    ? [`/enterprises/${enterpriseId}`, `/menus/${enterpriseId}`]
    : [];

/** The menu a hash location opens, if any: its blocks are among the first reads. */
export const menuIdOfHash = (hash: string): string | undefined => MENU_HASH.exec(hash)?.[1];

/** The paths a hash location's first screen reads: `/auth/me`, the enterprise's, the menu's. */
export const earlyPathsFor = (hash: string, enterpriseId: string | null): string[] => {
  if (hash.startsWith('#/login') || hash.startsWith('#/setup')) return [];
  const paths = ['/auth/me'];
  // The enterprise kept from the last session (behaviour.md#data Browser storage): the shell's.
  if (enterpriseId) paths.push(...enterprisePaths(enterpriseId));
  const menu = menuIdOfHash(hash);
  if (menu) paths.push(`/contents/${menu}`);
  return paths;
};

/**
 * The paths the session's answer names: its enterprise's shell (none kept from a last session on
 * this browser) and, on a menu, the user's rights (Permission decides how the list is built).
 * Sent as that answer comes, not once the shell's and the editor's code have come and run.
 */
export const pathsAfterSession = (hash: string, me: unknown): string[] => {
  if (!me || typeof me !== 'object') return [];
  const { ID, EnterpriseID } = me as { ID?: unknown; EnterpriseID?: unknown };
  const paths =
    typeof EnterpriseID === 'string' || typeof EnterpriseID === 'number'
      ? enterprisePaths(String(EnterpriseID))
      : [];
  if (MENU_HASH.test(hash) && typeof ID === 'number' && Number.isSafeInteger(ID) && ID > 0)
    paths.push(`/users/${ID}`);
  return paths;
};

/** What to do with an early answer's body as it comes, by path (a copy: the screen still reads it). */
export type EarlyFollowUps = Readonly<Record<string, (body: unknown) => void>>;

/**
 * Sends the GETs of `paths` with the staff token now (those not on their way already); their
 * answers wait for `takeEarly`. A path's follow-up gets the body of its answer as soon as it comes.
 */
export const sendEarly = (
  apiBase: string,
  token: string,
  paths: readonly string[],
  followUps: EarlyFollowUps = {},
): void => {
  const at = Date.now();
  for (const path of paths) {
    if (early.get(path)?.token === token) continue;
    const response = fetch(`${apiBase}${path}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    // Unread when no screen asks (the token was refused first, say): not an unhandled rejection.
    response.catch(() => undefined);
    early.set(path, { token, at, response });
    const followUp = followUps[path];
    if (followUp) {
      // Read from a copy taken before anyone reads the answer: this reaction is the first.
      response
        .then((answer) => (answer.ok ? answer.clone().json() : undefined))
        .then((body: unknown) => {
          if (body !== undefined) followUp(body);
        })
        .catch(() => undefined);
    }
  }
};

/** The early answer of a GET of `path` with `token`, once; undefined when there is none (any more). */
export const takeEarly = (path: string, token: string | null): Promise<Response> | undefined => {
  const found = early.get(path);
  if (!found) return undefined;
  early.delete(path);
  return found.token === token && Date.now() - found.at <= EARLY_MS ? found.response : undefined;
};
