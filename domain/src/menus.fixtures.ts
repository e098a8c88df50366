import type { Content } from './content.ts';
import type { Menu } from './menus.ts';

/** What domain's menu and block tests build their data from. */

/** A saved menu of blocks with every field at its plain value; a test names what it exercises. */
export const aMenu = (fields: Partial<Menu> = {}): Menu => ({
  ID: 1,
  EnterpriseID: '12',
  Name: { es: 'Carta' },
  Image: null,
  Alias: null,
  ParentID: null,
  ORD: 0,
  Type: 0,
  Private: false,
  IsTemp: false,
  StartDate: null,
  EndDate: null,
  NoEndDate: true,
  WebAppAsContent: false,
  WebAppAsLink: false,
  WebAppAsContentDomain: null,
  BGColor: null,
  TextColor: null,
  BGColorContent: null,
  TextColorContent: null,
  Availability: null,
  IsActive: true,
  IsMenuWithSubmenu: false,
  Common: 0,
  Version: 1,
  Menus: [],
  ...fields,
});

/** A title block (type 2) of menu 5. */
export const block = (ID: number | string, ORD: number, extra: Partial<Content> = {}): Content => ({
  ID,
  MenuID: 5,
  Type: 2,
  ORD,
  ...extra,
});

export const ids = (list: readonly { ID: unknown }[]) => list.map((c) => c.ID);

export const ords = (list: readonly { ORD: number }[]) => list.map((c) => c.ORD);
