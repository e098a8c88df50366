import type { Content, Menu } from '@carta/domain';
import type { Enterprise, SessionUser } from '../api/types.ts';

export const staffUser: SessionUser = { ID: 7, Name: 'Ana', EnterpriseID: '12', isAdmin: false };

export const enterprise: Enterprise = {
  ID: '12',
  Name: 'Hotel Demo',
  enterpriseColor: '#1e6091',
  BGColor: '#f4efe6',
  Languages: ['es', 'en', 'de'],
  Permission: [0, 1, 2, 16],
  AuthType: 'none',
  IncludeExtras: false,
  TimeZone: 'Europe/Madrid',
};

export const aMenu = (fields: Partial<Menu> = {}): Menu => ({
  ID: 5,
  EnterpriseID: '12',
  Name: { es: 'Bienvenida', en: 'Welcome', de: '' },
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
  Version: 3,
  Menus: [],
  ...fields,
});

export const titleBlock = (ID: number, ORD: number, es = ''): Content => ({
  ID,
  MenuID: 5,
  Type: 2,
  ORD,
  HideMobile: false,
  Title: { es, en: '', de: '' },
});

export const textBlock = (ID: number, ORD: number, es = ''): Content => ({
  ID,
  MenuID: 5,
  Type: 16,
  ORD,
  HideMobile: false,
  Text: { es, en: '', de: '' },
});
