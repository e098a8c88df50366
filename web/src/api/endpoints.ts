import { request, segment } from './client.ts';
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
