import { request, segment } from '../../api/client.ts';
import type { Enterprise, ListResponse, SessionUser } from '../../api/types.ts';

export type Role = 'admin' | 'staff';

/** A user as the enterprise's administrators list them. */
export type ManagedUser = {
  readonly ID: number;
  readonly Name: string;
  readonly Email: string;
  readonly Role: Role;
  readonly Active: boolean;
  readonly isAdmin: boolean;
  readonly HasPassword: boolean;
};

/** One user read in full (GET /users/{id}). */
export type UserDetail = ManagedUser & {
  readonly Permission: number[];
  readonly HideDishOrderPoint: boolean;
  readonly ShowCustomColorMenu: boolean;
};

export type UserFields = {
  readonly Name: string;
  readonly Email: string;
  readonly Role: Role;
  readonly Permission: number[];
  readonly HideDishOrderPoint: boolean;
  readonly ShowCustomColorMenu: boolean;
};

export type SetupLink = {
  readonly SetupURL: string;
  readonly SetupExpiresAt: string;
  /** Also mailed to the user (the server has SMTP_URL and the mail server took it). */
  readonly Mailed?: boolean;
};

export type UserQuery = {
  readonly enterprise: string;
  readonly page: number;
  readonly size: number;
  readonly search: string;
};

export const fetchUsers = (q: UserQuery, signal?: AbortSignal) =>
  request<ListResponse<ManagedUser>>(
    `/users?enterprise=${segment(q.enterprise)}&page=${q.page}&size=${q.size}&search=${encodeURIComponent(q.search)}`,
    { signal },
  );

export const fetchUser = (id: number, signal?: AbortSignal) =>
  request<UserDetail>(`/users/${segment(id)}`, { signal });

export const createUser = (body: UserFields) =>
  request<UserDetail & SetupLink>('/users', { method: 'POST', body });

export const updateUser = (id: number, body: Partial<UserFields> & { Active?: boolean }) =>
  request<UserDetail>(`/users/${segment(id)}`, { method: 'PUT', body });

export const deleteUser = (id: number) =>
  request<{ affectedRows: number }>(`/users/${segment(id)}`, { method: 'DELETE' });

export const resetUser = (id: number) =>
  request<SetupLink>(`/users/${segment(id)}/reset`, { method: 'POST' });

export const updateMyName = (Name: string) =>
  request<SessionUser>('/auth/me', { method: 'PUT', body: { Name } });

export const changePassword = (current: string, next: string) =>
  request<{ token: string }>('/auth/password', { method: 'PUT', body: { current, next } });

export const endOtherSessions = () =>
  request<{ token: string }>('/auth/sessions/end-others', { method: 'POST' });

/** Public: whether a setup link can still be used, asked as the screen opens (it is not used up). */
export const checkSetupLink = (token: string, signal?: AbortSignal) =>
  request<{ state: 'valid' | 'expired' | 'invalid' }>('/auth/setup/check', {
    method: 'POST',
    body: { token },
    scope: 'public',
    signal,
  });

/** Public: the user has no session yet. */
export const setUpPassword = (token: string, password: string) =>
  request<{ token: string; user: SessionUser & { EnterpriseID: string | number } }>('/auth/setup', {
    method: 'POST',
    body: { token, password },
    scope: 'public',
  });

/** Style settings of behaviour.md#data Enterprise, beside the fields the shell reads. */
export type EnterpriseSettings = Enterprise & {
  readonly Logo?: string | null;
  readonly HideDishOrderPoint?: boolean;
  readonly TranslationConfigured?: boolean;
  readonly Color?: string;
  readonly BGColorSecundary?: string;
  readonly ColorSecundary?: string;
  readonly GlobalFont?: string;
  readonly Font?: string;
  readonly FontSecundary?: string;
  readonly FontSize?: number;
  readonly FontSizeSecundary?: number;
  readonly withGradient?: boolean;
  readonly withGradientSubmenu?: boolean;
};

export type SettingsChange = Partial<{
  Name: string;
  Logo: string | null;
  Languages: string[];
  TimeZone: string;
  enterpriseColor: string;
  BGColor: string;
  Color: string;
  BGColorSecundary: string;
  ColorSecundary: string;
  GlobalFont: string;
  Font: string;
  FontSecundary: string;
  FontSize: number;
  FontSizeSecundary: number;
  withGradient: boolean;
  withGradientSubmenu: boolean;
  Permission: number[];
  IncludeExtras: boolean;
  HideDishOrderPoint: boolean;
  TranslationProvider: 'deepl' | 'google' | 'libretranslate' | null;
  TranslationKey: string;
}>;

export const saveSettings = (id: string, body: SettingsChange) =>
  request<EnterpriseSettings>(`/enterprises/${segment(id)}`, { method: 'PUT', body });

/** "Test connection": the translate call itself, with a short text (docs/decisions.md). */
export const testTranslation = (id: string, provider: string, languages: readonly string[]) =>
  request<{ data: Record<string, string> }>(
    `/enterprises/${segment(id)}/${segment(provider)}-translate`,
    {
      method: 'PUT',
      body: { value: { [languages[0] ?? 'es']: 'Hola' }, source: languages[0] ?? 'es' },
      // A wrong key must show here, not end the session.
      endsSession: false,
    },
  );

export type AuditEntry = {
  readonly ID: number;
  readonly CreatedAt: string;
  readonly UserID: number | null;
  readonly UserName: string | null;
  readonly Action: string;
  readonly Target: string | null;
  /** The target as a person recognises it; null for a target of another shape (an e-mail). */
  readonly Subject?: AuditSubject | null;
  readonly Detail: Record<string, unknown> | null;
};

export type AuditSubject = {
  readonly Kind: 'venue' | 'menu' | 'order' | 'user' | 'point';
  readonly ID: number;
  /** Its name now; null for an order (its number says it) or one since deleted. */
  readonly Name: string | null;
  readonly Common?: boolean;
};

export type AuditQuery = {
  readonly page: number;
  readonly size: number;
  readonly action: string;
  /** A user's id, or '' for everyone. */
  readonly user: string;
  readonly from: string;
  readonly to: string;
};

export const fetchAudit = (id: string, q: AuditQuery, signal?: AbortSignal) => {
  const params = new URLSearchParams({ page: String(q.page), size: String(q.size) });
  if (q.action) params.set('action', q.action);
  if (q.user) params.set('user', q.user);
  if (q.from) params.set('from', q.from);
  if (q.to) params.set('to', q.to);
  return request<ListResponse<AuditEntry>>(`/enterprises/${segment(id)}/audit?${params}`, {
    signal,
  });
};

export const fetchEnterprises = (signal?: AbortSignal) =>
  request<ListResponse<{ ID: number; Name: string }>>('/enterprises?size=1000', { signal });

export const switchEnterprise = (EnterpriseID: number) =>
  request<{ token: string; user: SessionUser }>('/auth/switch', {
    method: 'POST',
    body: { EnterpriseID },
  });

export const createEnterprise = (body: {
  Name: string;
  AdminEmail: string;
  Languages: string[];
  TimeZone: string;
}) =>
  request<{ enterprise: { ID: number }; AdminUserID: number } & SetupLink>('/enterprises', {
    method: 'POST',
    body,
  });
