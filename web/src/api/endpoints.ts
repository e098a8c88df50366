import { API_BASE, request, segment } from './client.ts';
import type {
  Content,
  Enterprise,
  ListResponse,
  LoginResponse,
  Menu,
  MenuSaveBody,
  MenuSaveResponse,
  SessionUser,
} from './types.ts';

/** Ids as the server sends them: enterprise ids arrive as numbers. */
type WireUser = Omit<SessionUser, 'EnterpriseID'> & { readonly EnterpriseID: string | number };
type WireEnterprise = Omit<Enterprise, 'ID'> & { readonly ID: string | number };

/**
 * Enterprise ids name an owner in paths, beside the common owner '0000': the app keeps them as
 * text, so that an owner is always one type (and one query key).
 */
const normalizeUser = (user: WireUser): SessionUser => ({
  ...user,
  EnterpriseID: String(user.EnterpriseID),
});

export const login = async (email: string, password: string): Promise<LoginResponse> => {
  const answer = await request<{ token: string; user: WireUser }>('/auth/login', {
    method: 'POST',
    body: { email, password },
    scope: 'public',
  });
  return { token: answer.token, user: normalizeUser(answer.user) };
};

/**
 * Ends the session on the server (every process refuses the token from now on), best effort: the
 * browser forgets the token whatever the answer, and a failure must not send anyone anywhere.
 * `keepalive` lets the call finish when the page is being left.
 */
export const logout = (token: string): Promise<void> =>
  fetch(`${API_BASE}/auth/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  );

export const fetchMe = async (signal?: AbortSignal): Promise<SessionUser> =>
  normalizeUser(await request<WireUser>('/auth/me', { signal }));

export const fetchEnterprise = async (id: string, signal?: AbortSignal): Promise<Enterprise> => {
  const enterprise = await request<WireEnterprise>(`/enterprises/${segment(id)}`, { signal });
  return { ...enterprise, ID: String(enterprise.ID) };
};

export const fetchMenus = (owner: string, signal?: AbortSignal): Promise<ListResponse<Menu>> =>
  request(`/menus/${segment(owner)}`, { signal });

export const fetchContents = (
  menuId: number,
  signal?: AbortSignal,
): Promise<ListResponse<Content>> => request(`/contents/${segment(menuId)}`, { signal });

export const saveMenu = (owner: string, body: MenuSaveBody): Promise<MenuSaveResponse> =>
  request(`/menus/${segment(owner)}`, { method: 'PUT', body });
