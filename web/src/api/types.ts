import type { Content, Menu, MenuSave } from '@carta/domain';

/** Lists answer `{ data, total }` (docs/api.md). */
export type ListResponse<T> = { readonly data: T[]; readonly total: number };

export type SessionUser = {
  readonly ID: number;
  readonly Name: string;
  readonly EnterpriseID: string;
  readonly isAdmin: boolean;
  /** The enterprise role (behaviour.md#administration); a platform administrator is 'admin' wherever they work. */
  readonly Role?: 'admin' | 'staff';
};

export type LoginResponse = { readonly token: string; readonly user: SessionUser };

export type Enterprise = {
  readonly ID: string;
  readonly Name: string;
  readonly enterpriseColor: string | null;
  readonly BGColor: string | null;
  readonly Languages: string[];
  readonly Permission: number[];
  readonly AuthType: string | null;
  readonly IncludeExtras: boolean;
  readonly TimeZone: string | null;
  /** The enterprise's id at the activity provider and the shows service (behaviour.md#data). */
  readonly DviewLink?: string | null;
  /** The hotel chain it belongs to, naming `enterprises/{chain}/restaurants/{ws}`; null when none. */
  readonly Chain?: string | null;
  /** The machine-translation provider; null or absent when machine translation is off. */
  readonly TranslationProvider?: 'deepl' | 'google' | 'libretranslate' | null;
};

export type IdMapping = { readonly oldID: string | number; readonly newID: number };

export type MenuSaveResponse = {
  readonly newID: number;
  readonly menus: IdMapping[];
  readonly contents: IdMapping[];
  readonly Version: number;
};

/** What the editor sends: the menu fields plus its blocks, new ones keeping their 'new_x' ids. */
export type MenuSaveBody = Omit<MenuSave, 'Content'> & { Content: Content[] };

export type { Content, Menu };
