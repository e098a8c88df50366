import { getJson } from './client.ts';

/** One external menu as `GET /api/v1/public/workspaces/{ws}/menu-ext/` answers it (docs/api.md). */
export type ExternalMenu = {
  readonly ID: number | string;
  readonly ExternalID?: string | null;
  readonly Name: unknown;
};

/** The venue's external menus (public; `[]` for a venue without any). */
export const externalMenusRequest = (ws: string) => ({
  url: `/api/v1/public/workspaces/${encodeURIComponent(ws)}/menu-ext/`,
  load: getJson<readonly ExternalMenu[]>,
});

/** The id a block stores for a menu: its ExternalID when present and non-empty, else its ID. */
export const externalIdOf = (menu: ExternalMenu): string => {
  const external = typeof menu.ExternalID === 'string' ? menu.ExternalID.trim() : '';
  return external === '' ? String(menu.ID) : external;
};

/** A menu's name in `lang`, else its first non-empty one; '' when it has none. */
export const externalMenuName = (menu: ExternalMenu, lang: string): string => {
  const name = menu.Name;
  if (typeof name === 'string') return name;
  if (!name || typeof name !== 'object') return '';
  const names = name as Record<string, unknown>;
  const own = names[lang];
  if (typeof own === 'string' && own.trim()) return own;
  const any = Object.values(names).find((v) => typeof v === 'string' && v.trim());
  return typeof any === 'string' ? any : '';
};
