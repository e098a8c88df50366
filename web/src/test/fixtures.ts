import type { Content, Menu } from '@carta/domain';
import { aMenu as domainMenu } from '@carta/domain/menus.fixtures';
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

export const aMenu = (fields: Partial<Menu> = {}): Menu =>
  domainMenu({
    ID: 5,
    EnterpriseID: '12',
    Name: { es: 'Bienvenida', en: 'Welcome', de: '' },
    Version: 3,
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
